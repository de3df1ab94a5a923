import Link from 'next/link';

// Placeholder until the content issue builds the ten sections of the home page.
export default function HomePage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight md:text-6xl">Broken System. Better Options.</h1>
      <div className="mt-8 flex justify-center gap-4">
        <Link href="/contact" className="text-primary underline underline-offset-4">
          Contact our experts
        </Link>
      </div>
    </section>
  );
}
