import type { listOptOuts } from '@/server/console/opt-outs';
import { phoneForReading } from '@/lib/phone';
import { TableBox } from './table-box';
import { Time } from './time';

type OptOut = Awaited<ReturnType<typeof listOptOuts>>[number];
const SOURCE_LABELS: Record<string, string> = {
  website: 'website',
  website_no_js: 'website (no JavaScript)',
  api: 'API',
  sms: 'text message reply',
};

/** Everyone who asked not to be contacted, newest first: in force from the moment they asked. */
export function OptOutsView({ optOuts }: { optOuts: OptOut[] }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Opt-outs</h1>
      <p>
        People who asked us to stop contacting them. Do not call, text or e-mail these addresses and numbers. The
        website already sends them no confirmation e-mails, and every later submission of theirs reaches the CRM marked
        “do not contact”.
      </p>
      {optOuts.length === 0 ? (
        <p>No opt-outs yet.</p>
      ) : (
        <TableBox label="Opt-outs">
          {/* min-w: on a phone the columns keep a readable width and the box scrolls, not an address in six lines. */}
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
      )}
    </div>
  );
}
