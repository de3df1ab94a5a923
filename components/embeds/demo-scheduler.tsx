'use client';

import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

const SLOTS = ['Monday 10:00 AM EST', 'Monday 2:30 PM EST', 'Tuesday 9:00 AM EST', 'Wednesday 4:00 PM EST'];

/** Where to post the completion message: the page that embeds us (its origin), else our own. */
function parentOrigin(): string {
  try {
    return document.referrer ? new URL(document.referrer).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * Local stand-in for the hosted booking widget: pick a slot and confirm. Like LeadConnector
 * widgets, it posts ["msgsndr-booking-complete", {...}] to the page that embeds it.
 */
export function DemoScheduler({ calendarId }: { calendarId: string }) {
  const name = useId();
  const [slot, setSlot] = useState(SLOTS[0]!);
  const [booked, setBooked] = useState(false);

  function confirm(event: React.FormEvent) {
    event.preventDefault();
    setBooked(true);
    if (window.parent !== window) {
      window.parent.postMessage(['msgsndr-booking-complete', { calendarId, slot }], parentOrigin());
    }
  }

  return (
    <form onSubmit={confirm} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium">Available times</legend>
        {SLOTS.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-md border p-3 has-[:checked]:border-primary"
          >
            <input type="radio" name={name} value={option} checked={slot === option} onChange={() => setSlot(option)} />
            {option}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttonVariants()}>
        Confirm booking
      </button>
      <p role="status" className="text-sm text-muted-foreground">
        {booked ? `Booked: ${slot}.` : ''}
      </p>
    </form>
  );
}
