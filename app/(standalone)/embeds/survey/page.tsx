import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Survey placeholder', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Local placeholder for a hosted survey widget (SURVEY_URL_* default); configure the real survey URLs in production.
 */
export default async function SurveyEmbedPage({ searchParams }: { searchParams: SearchParams }) {
  const { variant } = await searchParams;
  const name = (Array.isArray(variant) ? variant[0] : variant)?.slice(0, 40) || 'main';
  return (
    <div className="mx-auto max-w-xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Health insurance survey</h1>
      <p className="text-muted-foreground">
        This is a local placeholder for the hosted survey widget (variant <strong>{name}</strong>). Set the survey URL
        for this variant in the configuration to embed the real survey.
      </p>
      <p>Question 1 of 5: Who needs coverage?</p>
      <ul className="list-disc pl-5">
        <li>Just me</li>
        <li>Me and my spouse</li>
        <li>My family</li>
      </ul>
    </div>
  );
}
