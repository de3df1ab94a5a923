import * as React from 'react';
import { badgeVariants, type BadgeVariantProps } from '@/components/ui/plain-classes';
import { cn } from '@/lib/utils';

export function Badge({ className, variant, ...props }: React.ComponentProps<'span'> & BadgeVariantProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
