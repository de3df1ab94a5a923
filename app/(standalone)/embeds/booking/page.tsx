import type { Metadata } from 'next';
import { DemoScheduler } from '@/components/embeds/demo-scheduler';

export const metadata: Metadata = { title: 'Booking widget placeholder', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Local stand-in for the hosted booking widget (BOOKING_WIDGET_URL default). */
export default async function BookingEmbedPage({ searchParams }: { searchParams: SearchParams }) {
  const { widget } = await searchParams;
  return (
    <div className="mx-auto max-w-xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Pick a time</h1>
      <p className="text-muted-foreground">A local stand-in for the hosted booking widget.</p>
      <DemoScheduler calendarId={(Array.isArray(widget) ? widget[0] : widget)?.slice(0, 60) ?? 'local-booking'} />
    </div>
  );
}
