import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { EnrolForm } from '@/components/console/enrol-form';
import { RecoveryCodes } from '@/components/console/recovery-codes';
import { sessionCookieName } from '@/server/console/auth';
import { pendingEnrolment, pendingRecoveryCodes } from '@/server/console/login';
import { totpQrSvg, totpUri } from '@/server/console/totp';

// Only the origin as the referrer, to this site as to any other: no address of the sign-in steps
// reaches a Referer, and the form's post still carries the site's Origin, which Next.js requires of
// an action ('no-referrer' made it "null": the form failed without JavaScript).
export const metadata: Metadata = { title: 'Set up your second factor', referrer: 'strict-origin' };

/** Enrolment at first sign-in (decision 110): reached only with a right password and no second factor yet. */
export default async function EnrolPage() {
  const sessionId = (await cookies()).get(sessionCookieName())?.value;
  const [enrolment, codes] = await Promise.all([pendingEnrolment(sessionId), pendingRecoveryCodes(sessionId)]);
  if (!enrolment && !codes) redirect('/console/login');
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-2xl font-semibold">Set up your second factor</h1>
      {codes ? (
        <RecoveryCodes codes={codes} />
      ) : (
        <EnrolForm
          email={enrolment!.email}
          secret={enrolment!.secret}
          qrSvg={await totpQrSvg(totpUri(enrolment!.secret, enrolment!.email))}
        />
      )}
    </main>
  );
}
