// Placeholder until the content issue builds the tax reimbursement page.
export default function TaxReimbursePage() {
  return <h1 className="mx-auto max-w-7xl px-4 py-16 text-3xl font-bold">Tax Reimbursement</h1>;
}
