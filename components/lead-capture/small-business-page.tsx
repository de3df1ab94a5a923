import { Building2, CheckCircle2, Phone, ShieldCheck } from 'lucide-react';
import { FormMessages } from '@/components/forms/form-messages';
import { BusinessInquiryForm } from '@/components/lead-capture/business-inquiry-form';
import { ContactLinks } from '@/components/lead-capture/contact-links';
import { SideCard } from '@/components/lead-capture/side-card';
import { Card, CardContent } from '@/components/ui/card';
import {
  BUSINESS_FORM as ENGLISH_BUSINESS_FORM,
  BUSINESS_PAGE as ENGLISH_BUSINESS_PAGE,
  ES_BUSINESS_FORM,
  ES_BUSINESS_PAGE,
  SUCCESS_TOAST,
} from '@/content/submissions/business-inquiry';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { stateSelectProps } from '@/lib/i18n/state-names';
import { EMPLOYEE_COUNTS } from '@/lib/schemas/business-inquiry';
import { pick } from '@/lib/i18n/translation';
import { formConsentWording } from '@/server/consent-wording';
import { getSiteConfig } from '@/server/site-config';

/** The small-business quote page (/small-business and /es/small-business), in the page's language. */
export function SmallBusinessPage({ locale }: { locale: Locale }) {
  const BUSINESS_PAGE = pick(locale, ENGLISH_BUSINESS_PAGE, ES_BUSINESS_PAGE);
  const site = getSiteConfig();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{BUSINESS_PAGE.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{BUSINESS_PAGE.intro}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardContent className="pt-6">
            <FormMessages locale={locale}>
              <BusinessInquiryForm
                locale={locale}
                successToast={SUCCESS_TOAST}
                texts={pick(locale, ENGLISH_BUSINESS_FORM, ES_BUSINESS_FORM)}
                expectedResponse={BUSINESS_PAGE.expectedResponse}
                formPath={localizedPath('/small-business', locale)}
                consent={formConsentWording('business_inquiry', locale)}
                employeeCounts={EMPLOYEE_COUNTS}
                {...stateSelectProps(locale, 'englishName')}
              />
            </FormMessages>
          </CardContent>
        </Card>
        <aside className="grid content-start gap-6" aria-label={BUSINESS_PAGE.asideLabel}>
          <SideCard
            title={BUSINESS_PAGE.benefitsTitle}
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
          <SideCard
            title={BUSINESS_PAGE.specialistTitle}
            icon={<Phone className="size-5 text-primary" aria-hidden="true" />}
          >
            <p className="mb-3">{BUSINESS_PAGE.specialistText}</p>
            <ContactLinks phone={site.phone} phoneHref={site.phoneHref} email={site.email} />
          </SideCard>
          <SideCard
            title={BUSINESS_PAGE.planTypesTitle}
            icon={<Building2 className="size-5 text-primary" aria-hidden="true" />}
          >
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
