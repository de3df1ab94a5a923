import type { Metadata } from 'next';
import { DemoScheduler } from '@/components/embeds/demo-scheduler';

export const metadata: Metadata = { title: 'Calendar placeholder', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Local stand-in for a named agent's calendar scheduler (AGENT_CALENDARS default). */
export default async function CalendarEmbedPage({ searchParams }: { searchParams: SearchParams }) {
  const { agent } = await searchParams;
  const name = (Array.isArray(agent) ? agent[0] : agent)?.slice(0, 40) || 'agent';
  return (
    <div className="mx-auto max-w-xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Pick a time</h1>
      <p className="text-muted-foreground">A local stand-in for the calendar of {name}.</p>
      <DemoScheduler calendarId={`calendar-${name}`} />
    </div>
  );
}
