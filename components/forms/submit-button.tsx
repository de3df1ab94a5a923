import { Loader2 } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { useLocalizeMessage } from './messages-context';

/** The submit button of every form: disabled with a spinner and "Submitting..." while it sends. */
export function SubmitButton({
  pending,
  label,
  pendingLabel = 'Submitting...',
  className,
  weight,
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  className?: string;
  /** A bold label (the health assessment's submit), in place of the usual medium weight. */
  weight?: 'bold';
}) {
  const localize = useLocalizeMessage();
  return (
    // A plain button with the button's classes: no class merging in a form page's script (decision 176).
    <button type="submit" disabled={pending} className={buttonVariants({ size: 'lg', weight, className })}>
      {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {pending ? localize(pendingLabel) : label}
    </button>
  );
}
