import * as React from 'react';
import { joinClasses } from '@/components/ui/join-classes';

/** Its classes; a caller's `className` is added after them, not merged (see join-classes.ts). */
export const INPUT_CLASSES =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm transition-colors file:border-0 file:bg-transparent file:text-sm file:font-medium placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm';

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={joinClasses(INPUT_CLASSES, className)} {...props} />;
}
