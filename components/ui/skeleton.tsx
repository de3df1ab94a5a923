import { SKELETON_CLASSES } from '@/components/ui/plain-classes';
import { cn } from '@/lib/utils';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn(SKELETON_CLASSES, className)} {...props} />;
}
