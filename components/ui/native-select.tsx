import * as React from 'react';
import { joinClasses } from '@/components/ui/join-classes';

/** Its classes; a caller's `className` is added after them, not merged (see join-classes.ts). */
export const NATIVE_SELECT_CLASSES =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm';

/** A styled native <select>: works without JavaScript, and the platform handles keyboard and mobile pickers. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select className={joinClasses(NATIVE_SELECT_CLASSES, className)} {...props} />;
}
