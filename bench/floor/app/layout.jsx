// The floor app's one layout: no styles, no fonts, no client component (bench/floor.mjs).
export const metadata = { title: 'Floor', description: 'A bare Next.js page: the machine floor of the benches.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
