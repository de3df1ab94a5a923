/** A field's error message, linked from the field with aria-describedby and announced politely. */
export function FieldError({ id, messages }: { id: string; messages?: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" aria-live="polite">
      {messages[0]}
    </p>
  );
}
