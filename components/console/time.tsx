import { formatInZone, formatUtc } from '@/lib/agency-time';
import { agencyTimeZone } from '@/server/console/clock';

/** A moment in the agency's time zone (AGENCY_TIME_ZONE), the UTC time in its tooltip. */
export function Time({ date }: { date: Date }) {
  return (
    <time dateTime={date.toISOString()} title={formatUtc(date)}>
      {formatInZone(date, agencyTimeZone())}
    </time>
  );
}
