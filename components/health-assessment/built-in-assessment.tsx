import { FormMessages } from '@/components/forms/form-messages';
import type { Locale } from '@/lib/i18n/locale';
import { stateSelectProps } from '@/lib/i18n/state-names';
import { formConsentWording } from '@/server/consent-wording';
import { assessmentTexts } from './assessment-texts';
import { HealthAssessmentForm } from './health-assessment-form';

/** The built-in assessment in its card: what a survey route shows when no hosted survey is configured. */
export function BuiltInAssessment({ locale = 'en' }: { locale?: Locale }) {
  return (
    <div className="mx-auto w-full max-w-2xl min-w-0 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <FormMessages locale={locale}>
        <HealthAssessmentForm
          consent={formConsentWording('lead', locale)}
          texts={assessmentTexts(locale)}
          locale={locale}
          {...stateSelectProps(locale, 'code')}
        />
      </FormMessages>
    </div>
  );
}
