import { DO_NOT_CONTACT } from '@/content/console';
import { formatDayInZone } from '@/lib/agency-time';
import { agencyTimeZone } from '@/server/console/clock';
import type { OptOutMatch } from '@/server/console/do-not-contact';

/** The inbox row's marker for a person on the opt-out list: the words themselves, the opt-out in its tooltip. */
export function DoNotContactMarker({ optOut }: { optOut: OptOutMatch }) {
  return (
    <span
      className="mt-1 inline-block rounded bg-destructive px-1.5 py-0.5 text-xs font-semibold text-destructive-foreground"
      title={`Opted out on ${formatDayInZone(optOut.createdAt, agencyTimeZone())} (${optOut.reference})`}
    >
      {DO_NOT_CONTACT.marker}
    </span>
  );
}
