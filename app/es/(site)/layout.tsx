import { SiteShell } from '@/components/site/site-shell';

/** Spanish pages with header and footer, as app/(site)'s (decision 182). */
export default function SpanishSiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="es">{children}</SiteShell>;
}
