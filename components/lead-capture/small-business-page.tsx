import { Building2, CheckCircle2, Phone, ShieldCheck } from 'lucide-react';
import { BusinessInquiryForm } from '@/components/lead-capture/business-inquiry-form';
import { ContactLinks } from '@/components/lead-capture/contact-links';
import { SideCard } from '@/components/lead-capture/side-card';
import { FormPageLayout } from '@/components/lead-capture/form-page-layout';
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
    <FormPageLayout
      locale={locale}
      title={BUSINESS_PAGE.title}
      intro={BUSINESS_PAGE.intro}
      asideLabel={BUSINESS_PAGE.asideLabel}
      form={
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
      }
    >
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
    </FormPageLayout>
  );
}
