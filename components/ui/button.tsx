import { Slot } from 'radix-ui';
import * as React from 'react';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';

export { buttonVariants };

export function Button({
  className,
  variant,
  size,
  weight,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & ButtonVariantProps & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp className={cn(buttonVariants({ variant, size, weight, className }))} {...props} />;
}
