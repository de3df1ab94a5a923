// Twenty paragraphs of text on one server page: what any Next.js 16 page costs a phone before the
// site adds anything (bench/floor.mjs).
const PARAGRAPHS = Array.from(
  { length: 20 },
  (_, index) =>
    `Paragraph ${index + 1}: plain text about insurance, families and the plans they choose each year, ` +
    'long enough to wrap on a phone and to give the browser some layout to do.',
);

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      {PARAGRAPHS.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
