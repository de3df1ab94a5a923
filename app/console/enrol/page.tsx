import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { EnrolForm } from '@/components/console/enrol-form';
import { RecoveryCodes } from '@/components/console/recovery-codes';
import { sessionCookieName } from '@/server/console/auth';
import { pendingEnrolment, pendingRecoveryCodes } from '@/server/console/login';
import { totpQrSvg, totpUri } from '@/server/console/totp';

export const metadata: Metadata = { title: 'Set up your second factor', referrer: 'no-referrer' };

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
