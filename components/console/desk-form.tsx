'use client';
import { useActionState, useEffect, useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { IDLE_FORM_STATE, type FormState } from '@/lib/form-state';
import { NOTE_HINT } from '@/content/console';
import { NOTE_MAX_CHARS } from '@/lib/fields/console-item';
import { dropSavedNotice } from './saved-notice';

type DeskAction = (previous: FormState, form: FormData) => Promise<FormState>;

/** A desk form's state: a refusal also takes away the page's notice of an earlier change. */
function useDeskAction(action: DeskAction) {
  const [state, formAction] = useActionState(action, IDLE_FORM_STATE);
  useEffect(() => {
    if (state.status === 'error') dropSavedNotice();
  }, [state]);
  return [state, formAction] as const;
}

/**
 * Why the form changed nothing, under it (issue 28). With JavaScript the action's answer; without
 * it, React renders the page again after the post with the same state, so both show the message.
 */
function DeskRefusal({ state, id }: { state: FormState; id?: string }) {
  if (state.status !== 'error') return null;
  return (
    <p id={id} role="alert" className="basis-full rounded border border-destructive p-3 text-sm text-destructive">
      {state.message}
    </p>
  );
}

/**
 * Which item a desk form acts on, and the inbox's query it was opened from
 * (server/console/inbox-query.ts), which the page after a save keeps.
 */
export function ItemKey({ type, id, inbox }: { type: string; id: string; inbox: string }) {
  return (
    <>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      {inbox ? <input type="hidden" name="inbox" value={inbox.slice(1)} /> : null}
    </>
  );
}

/** A desk form (status, assignment, moderation, retry, mark genuine) that shows its refusal. */
export function DeskForm({
  action,
  className,
  children,
}: {
  action: DeskAction;
  className?: string;
  children: ReactNode;
}) {
  const [state, formAction] = useDeskAction(action);
  return (
    <form action={formAction} className={className}>
      {children}
      <DeskRefusal state={state} />
    </form>
  );
}

/**
 * The item page's new note; `children` are the item's key and the button. A refused note stays in
 * the box to be corrected (without the control characters it held).
 */
export function NoteForm({ action, children }: { action: DeskAction; children: ReactNode }) {
  const [state, formAction] = useDeskAction(action);
  const refusalId = useId();
  const hintId = useId();
  const refused = state.status === 'error';
  return (
    <form action={formAction} className="space-y-2">
      <Label htmlFor="note">New note</Label>
      {/* No maxlength: the browser would cut a longer paste without a word. The desk refuses it with the limit and
          the note stays in the box to be shortened. */}
      <Textarea
        id="note"
        name="body"
        required
        defaultValue={state.values?.body}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${refusalId} ${hintId}` : hintId}
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {NOTE_HINT(NOTE_MAX_CHARS)}
      </p>
      <DeskRefusal state={state} id={refusalId} />
      {children}
    </form>
  );
}
