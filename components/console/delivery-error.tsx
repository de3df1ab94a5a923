import { deliveryProblem } from '@/content/console';

/**
 * An outbox message's last error as staff read it: what went wrong in words, when the words know
 * it, then the stored text for whoever fixes the server.
 */
export function DeliveryError({ channel, lastError }: { channel: string; lastError: string | null }) {
  if (!lastError) return null;
  const problem = deliveryProblem(channel, lastError);
  if (!problem) return <>{lastError}</>;
  return (
    <>
      {problem} <span className="text-muted-foreground">Detail: {lastError}</span>
    </>
  );
}
