// Placeholder until the content issue builds the coverage options page.
export default function CoverageOptionsPage() {
  return <h1 className="mx-auto max-w-7xl px-4 py-16 text-3xl font-bold">Coverage Options</h1>;
}
