import * as React from 'react';
import { joinClasses } from '@/components/ui/join-classes';

const BADGE_BASE = 'inline-flex items-center rounded-md border px-2.5 py-0.5 text-xs font-semibold transition-colors';

const BADGE_VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'text-foreground',
};

/** A caller's `className` is added after the badge's classes, not merged (join-classes.ts). */
export function Badge({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<'span'> & { variant?: keyof typeof BADGE_VARIANTS }) {
  return <span className={joinClasses(`${BADGE_BASE} ${BADGE_VARIANTS[variant]}`, className)} {...props} />;
}
