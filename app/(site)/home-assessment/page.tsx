import { HomeAssessmentForm } from '@/components/home-assessment/home-assessment-form';
import { Card, CardContent } from '@/components/ui/card';
import { formConsentWording } from '@/server/consent-wording';
import { getSiteConfig } from '@/server/site-config';
import { pageMetadata } from '@/lib/page-metadata';
import { PhoneNumber } from '@/components/content/phone-number';

export const metadata = pageMetadata('/home-assessment', {
  title: 'Home Insurance Assessment',
  description: 'Answer a few questions about your home and compare estimated premiums in a minute.',
});

export default function HomeAssessmentPage() {
  const config = getSiteConfig();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Home Insurance Assessment</h1>
      <p className="mt-3 text-muted-foreground">
        Tell us about your home and we will compare estimated premiums. It takes about a minute, and a licensed agent is
        there if you have questions: call{' '}
        <a className="font-medium text-primary underline" href={config.phoneHref}>
          <PhoneNumber>{config.phone}</PhoneNumber>
        </a>
        .
      </p>
      <Card className="mt-10">
        <CardContent className="pt-6">
          <HomeAssessmentForm consent={formConsentWording('home_assessment')} />
        </CardContent>
      </Card>
    </div>
  );
}
