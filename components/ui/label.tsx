import * as React from 'react';
import { joinClasses } from '@/components/ui/join-classes';

/** Its classes; a caller's `className` is added after them, not merged (see join-classes.ts). */
export const LABEL_CLASSES = 'text-sm leading-none font-medium peer-disabled:opacity-70';

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={joinClasses(LABEL_CLASSES, className)} {...props} />;
}
