// Placeholder until the content issue builds the contact page.
export default function ContactPage() {
  return <h1 className="mx-auto max-w-7xl px-4 py-16 text-3xl font-bold">Contact Us</h1>;
}
