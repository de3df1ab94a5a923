import type { Metadata } from 'next';
import { HomeAssessmentForm } from '@/components/home-assessment/home-assessment-form';
import { consentDisclosure } from '@/content/consent';
import { getSiteConfig } from '@/server/site-config';

export const metadata: Metadata = {
  title: 'Home Insurance Assessment',
  description: 'Answer a few questions about your home and compare estimated premiums from several carriers in a minute.',
};

export default async function HomeAssessmentPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { error } = await searchParams;
  const config = getSiteConfig();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Home Insurance Assessment</h1>
      <p className="mt-3 text-muted-foreground">
        Tell us about your home and we will compare estimated premiums from several carriers. It takes about a minute, and a
        licensed agent is there if you have questions: call <a className="font-medium text-primary underline" href={config.phoneHref}>{config.phone}</a>.
      </p>
      <div className="mt-10">
        <HomeAssessmentForm
          disclosure={consentDisclosure(config.optOutPhone)}
          serverError={error === 'invalid' ? 'Some answers were missing or not valid. Please check the form and send it again.' : undefined}
        />
      </div>
    </div>
  );
}
