// A form's fields and a failed parse's messages, as plain data. No zod here: the browser loads
// these with every form, and the schemas themselves only when a form is first used (decision 165).

/** Field messages from a failed parse: { field: [messages] } (first path segment only). */
export function fieldErrorsOf(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** A FormData's text fields as a plain object (files are left out). */
export function formDataToObject(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !key.startsWith('$ACTION')) values[key] = value;
  }
  return values;
}
