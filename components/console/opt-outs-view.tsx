import type { OptOutRow } from '@/server/console/opt-outs';
import { phoneForReading } from '@/lib/phone';
import { TableBox } from './table-box';
import { Time } from './time';

const SOURCE_LABELS: Record<string, string> = {
  website: 'website',
  website_no_js: 'website (no JavaScript)',
  api: 'API',
  sms: 'text message reply',
};

/** "3 opt-outs.", and when the list stops at its limit, how many it shows. */
export function optOutsCount(listed: number, total: number): string {
  const all = `${total.toLocaleString('en-US')} ${total === 1 ? 'opt-out' : 'opt-outs'}.`;
  return listed < total ? `${all} The newest ${listed.toLocaleString('en-US')} are listed here.` : all;
}

/**
 * Everyone who asked not to be contacted, newest first: in force from the moment they asked. A
 * list cut at its limit says how many there are; every one of them, listed or not, is matched on
 * the items, in the agency's e-mails and in the CRM webhooks (decision 124).
 */
export function OptOutsView({ optOuts, total }: { optOuts: OptOutRow[]; total: number }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Opt-outs</h1>
      <p>
        People who asked us to stop contacting them. Do not call, text or e-mail these addresses and numbers. The
        website already sends them no confirmation e-mails, and every later submission of theirs reaches the CRM and the
        agency’s e-mail marked “do not contact”.
      </p>
      {optOuts.length === 0 ? (
        <p>No opt-outs yet.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="opt-outs-count">
            {optOutsCount(optOuts.length, total)}
          </p>
          <TableBox label="Opt-outs">
            {/* min-w: on a phone the columns keep a readable width and the box scrolls, not an address in six
                lines. */}
            <table className="w-full min-w-3xl text-left text-sm">
              <caption className="sr-only">Opt-outs, newest first</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="p-2">
                    Received
                  </th>
                  <th scope="col" className="p-2">
                    Reference
                  </th>
                  <th scope="col" className="p-2">
                    E-mail
                  </th>
                  <th scope="col" className="p-2">
                    Phone
                  </th>
                  <th scope="col" className="p-2">
                    Reason
                  </th>
                  <th scope="col" className="p-2">
                    Source
                  </th>
                  <th scope="col" className="p-2">
                    IP address
                  </th>
                </tr>
              </thead>
              <tbody>
                {optOuts.map((optOut) => (
                  <tr key={optOut.id} className="border-b align-top">
                    <td className="p-2 whitespace-nowrap">
                      <Time date={optOut.createdAt} />
                    </td>
                    <td className="p-2 whitespace-nowrap">{optOut.reference}</td>
                    <td className="min-w-48 p-2 [overflow-wrap:anywhere]">{optOut.email ?? '-'}</td>
                    <td className="p-2 whitespace-nowrap">{optOut.phone ? phoneForReading(optOut.phone) : '-'}</td>
                    <td className="min-w-48 p-2 break-words whitespace-pre-wrap">{optOut.reason ?? '-'}</td>
                    <td className="p-2">{SOURCE_LABELS[optOut.source] ?? optOut.source}</td>
                    <td className="p-2">{optOut.ipAddress}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        </>
      )}
    </div>
  );
}
