import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLocalizeMessage } from './messages-context';

/** The submit button of every form: disabled with a spinner and "Submitting..." while it sends. */
export function SubmitButton({
  pending,
  label,
  pendingLabel = 'Submitting...',
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  className?: string;
}) {
  const localize = useLocalizeMessage();
  return (
    <Button type="submit" size="lg" disabled={pending} className={className}>
      {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {pending ? localize(pendingLabel) : label}
    </Button>
  );
}
