import { Building2, CheckCircle2, Phone, ShieldCheck } from 'lucide-react';
import { BusinessInquiryForm } from '@/components/lead-capture/business-inquiry-form';
import { ContactLinks } from '@/components/lead-capture/contact-links';
import { SideCard } from '@/components/lead-capture/side-card';
import { Card, CardContent } from '@/components/ui/card';
import { formConsentWording } from '@/server/consent-wording';
import { BUSINESS_PAGE } from '@/content/lead-capture';
import { getSiteConfig } from '@/server/site-config';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/small-business', {
  title: 'Small Business Group Health Insurance',
  description: 'Request a group health quote for your small business: save up to 30% versus individual plans.',
});

export default function SmallBusinessPage() {
  const site = getSiteConfig();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{BUSINESS_PAGE.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{BUSINESS_PAGE.intro}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardContent className="pt-6">
            <BusinessInquiryForm consent={formConsentWording('business_inquiry')} />
          </CardContent>
        </Card>
        <aside className="grid content-start gap-6" aria-label="About group coverage">
          <SideCard
            title="Why Group Coverage"
            icon={<ShieldCheck className="size-5 text-primary" aria-hidden="true" />}
          >
            <ul className="grid gap-2">
              {BUSINESS_PAGE.benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {benefit}
                </li>
              ))}
            </ul>
          </SideCard>
          <SideCard title="Talk to a Specialist" icon={<Phone className="size-5 text-primary" aria-hidden="true" />}>
            <p className="mb-3">Prefer to talk it through? Our business team is happy to help.</p>
            <ContactLinks phone={site.phone} phoneHref={site.phoneHref} email={site.email} />
          </SideCard>
          <SideCard title="Plan Types" icon={<Building2 className="size-5 text-primary" aria-hidden="true" />}>
            <ul className="flex flex-wrap gap-2">
              {BUSINESS_PAGE.planTypes.map((type) => (
                <li key={type} className="rounded-full border px-3 py-1">
                  {type}
                </li>
              ))}
            </ul>
          </SideCard>
        </aside>
      </div>
    </div>
  );
}
