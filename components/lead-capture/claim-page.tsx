import { FileText, Phone, UserCheck } from 'lucide-react';
import { ClaimForm } from '@/components/lead-capture/claim-form';
import { ContactLinks } from '@/components/lead-capture/contact-links';
import { SideCard } from '@/components/lead-capture/side-card';
import { FormPageLayout } from '@/components/lead-capture/form-page-layout';
import {
  SUCCESS_TOAST,
  CLAIM_FORM as ENGLISH_CLAIM_FORM,
  CLAIM_PAGE as ENGLISH_CLAIM_PAGE,
  ES_CLAIM_FORM,
  ES_CLAIM_PAGE,
} from '@/content/submissions/claim';
import type { FormState } from '@/lib/form-state';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { CLAIM_TYPES, URGENCIES } from '@/lib/schemas/claim';
import { formConsentWording } from '@/server/consent-wording';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';

/**
 * The claim page: /claims, and /claims/sent/[token] where a post without JavaScript lands with its
 * `outcome` (the confirmation, or the form again with its messages and values; decision 103), and
 * their Spanish twins under /es.
 */
export function ClaimPage({ locale, outcome }: { locale: Locale; outcome?: FormState }) {
  const CLAIM_PAGE = pick(locale, ENGLISH_CLAIM_PAGE, ES_CLAIM_PAGE);
  const site = getSiteConfig();
  const env = getEnv();
  const limits = {
    maxFileMb: env.UPLOAD_MAX_FILE_MB,
    maxFiles: env.UPLOAD_MAX_FILES,
    maxTotalMb: env.UPLOAD_MAX_TOTAL_MB,
  };
  return (
    <FormPageLayout
      locale={locale}
      title={CLAIM_PAGE.title}
      intro={CLAIM_PAGE.intro}
      asideLabel={CLAIM_PAGE.asideLabel}
      form={
        <ClaimForm
          locale={locale}
          successToast={SUCCESS_TOAST}
          texts={pick(locale, ENGLISH_CLAIM_FORM, ES_CLAIM_FORM)}
          expectedResponse={CLAIM_PAGE.expectedResponse}
          noJsFilesNote={CLAIM_PAGE.noJsFilesNote}
          formPath={localizedPath('/claims', locale)}
          consent={formConsentWording('claim', locale)}
          claimTypes={CLAIM_TYPES}
          urgencies={URGENCIES}
          limits={limits}
          phone={site.phone}
          phoneHref={site.phoneHref}
          outcome={outcome}
        />
      }
    >
      <SideCard title={CLAIM_PAGE.helpTitle} icon={<Phone className="size-5 text-primary" aria-hidden="true" />}>
        <p className="mb-3">{CLAIM_PAGE.helpText}</p>
        <ContactLinks phone={site.phone} phoneHref={site.phoneHref} email={site.email} />
      </SideCard>
      <SideCard title={CLAIM_PAGE.includeTitle} icon={<FileText className="size-5 text-primary" aria-hidden="true" />}>
        <ul className="list-disc space-y-1 pl-5">
          {CLAIM_PAGE.whatToInclude.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </SideCard>
      <SideCard title={CLAIM_PAGE.agentTitle} icon={<UserCheck className="size-5 text-primary" aria-hidden="true" />}>
        <p>{CLAIM_PAGE.agentNote}</p>
      </SideCard>
    </FormPageLayout>
  );
}
