/**
 * Spanish standalone routes, as app/(standalone)'s: no header or footer. The document (lang=es-US)
 * is app/es/layout.tsx's (decision 182).
 */
export default function SpanishStandaloneLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
