/** Standalone routes: no header or footer (ad landing pages, survey and booking embeds). */
export default function StandaloneLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
