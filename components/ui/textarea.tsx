import * as React from 'react';
import { joinClasses } from '@/components/ui/join-classes';

/** Its classes; a caller's `className` is added after them, not merged (see join-classes.ts). */
export const TEXTAREA_CLASSES =
  'flex min-h-[100px] w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={joinClasses(TEXTAREA_CLASSES, className)} {...props} />;
}
