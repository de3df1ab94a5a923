import type { Metadata } from 'next';

// The agency's desk: rendered per request for signed-in staff, never indexed, no public header or footer.
export const metadata: Metadata = {
  title: { default: 'Console', template: '%s | Console | InsuranceMatch' },
  robots: { index: false, follow: false, nocache: true },
};

export default function ConsoleRootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
