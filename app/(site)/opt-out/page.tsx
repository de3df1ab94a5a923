import { OptOutForm } from '@/components/opt-out/opt-out-form';
import { Card, CardContent } from '@/components/ui/card';
import { PRIVACY_POLICY_PATH } from '@/content/consent';
import { OPT_OUT_PAGE } from '@/content/opt-out';
import { pageMetadata } from '@/lib/page-metadata';
import { getSiteConfig } from '@/server/site-config';
import { PhoneNumber } from '@/components/content/phone-number';

export const metadata = pageMetadata('/opt-out', {
  title: OPT_OUT_PAGE.title,
  description: OPT_OUT_PAGE.metaDescription,
});

export default function OptOutPage() {
  const site = getSiteConfig();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{OPT_OUT_PAGE.title}</h1>
      <p className="mt-3 text-muted-foreground">{OPT_OUT_PAGE.intro}</p>
      <Card className="mt-8">
        <CardContent className="pt-6">
          <OptOutForm />
        </CardContent>
      </Card>
      <p className="mt-6 text-sm">
        {OPT_OUT_PAGE.byPhone}{' '}
        <a href={site.optOutPhoneHref} className="font-medium text-primary underline underline-offset-4">
          <PhoneNumber>{site.optOutPhone}</PhoneNumber>
        </a>
      </p>
      <p className="mt-2 text-sm">
        {OPT_OUT_PAGE.privacyNote}{' '}
        <a href={PRIVACY_POLICY_PATH} className="font-medium text-primary underline underline-offset-4">
          {OPT_OUT_PAGE.privacyLinkText}
        </a>
        .
      </p>
    </div>
  );
}
