import { formConsentWording } from '@/server/consent-wording';
import { HealthAssessmentForm } from './health-assessment-form';

/** The built-in assessment in its card: what a survey route shows when no hosted survey is configured. */
export function BuiltInAssessment() {
  return (
    <div className="mx-auto w-full max-w-2xl rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <HealthAssessmentForm consent={formConsentWording('lead')} />
    </div>
  );
}
