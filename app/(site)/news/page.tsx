// Placeholder until the news issue builds the feed.
export default function NewsPage() {
  return <h1 className="mx-auto max-w-7xl px-4 py-16 text-3xl font-bold">Insurance News</h1>;
}
