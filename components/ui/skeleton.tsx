import { joinClasses } from '@/components/ui/join-classes';

/** A caller's `className` (its size) is added after the skeleton's classes, not merged (join-classes.ts). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={joinClasses('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
