import '@/app/globals.css';
import { SiteDocument, rootMetadata, rootViewport } from '@/components/site/site-document';

export const metadata = rootMetadata('es');
export const viewport = rootViewport;

/** The Spanish pages' root layout: the same document in es-US (decision 182). */
export default function SpanishLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument locale="es">{children}</SiteDocument>;
}
