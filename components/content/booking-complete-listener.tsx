'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const CONFIRMED_PATH = '/appointment-confirmed';

/**
 * Goes to /appointment-confirmed when the booking widget reports a booking: either as a
 * 'booking-complete' event on the page, or as the message LeadConnector-style widgets post to
 * their parent (["msgsndr-booking-complete", {...}]), accepted only from the widget's own origin.
 */
export function BookingCompleteListener({
  widgetUrl,
  confirmedPath = CONFIRMED_PATH,
}: {
  widgetUrl: string;
  /** The confirmation page in the booking page's language (/es/appointment-confirmed on /es/booking). */
  confirmedPath?: string;
}) {
  const router = useRouter();
  useEffect(() => {
    const widgetOrigin = new URL(widgetUrl, window.location.href).origin;
    const done = () => router.push(confirmedPath);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== widgetOrigin) return;
      const data: unknown = event.data;
      const kind = Array.isArray(data) ? data[0] : typeof data === 'string' ? data : null;
      if (kind === 'msgsndr-booking-complete' || kind === 'booking-complete') done();
    };
    window.addEventListener('booking-complete', done);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('booking-complete', done);
      window.removeEventListener('message', onMessage);
    };
  }, [router, widgetUrl, confirmedPath]);
  return null;
}
