// The classes of the card, badge and skeleton primitives on their own, apart from their components
// (card.tsx, badge.tsx, skeleton.tsx), as button-variants.ts is for the button: a client component that
// draws a plain element with them loads this and nothing else. The components merge a caller's
// conflicting classes with tailwind-merge (`cn`, about 7 KB compressed); the results page's view, whose
// classes never conflict but one it resolves itself, does without it (issue 27, decision 176).

export const CARD_CLASSES = {
  root: 'rounded-xl border bg-card text-card-foreground shadow-sm',
  header: 'flex flex-col gap-1.5 p-6',
  title: 'leading-none font-semibold tracking-tight',
  description: 'text-sm text-muted-foreground',
  content: 'p-6 pt-0',
  footer: 'flex items-center p-6 pt-0',
} as const;

const BADGE_BASE = 'inline-flex items-center rounded-md border px-2.5 py-0.5 text-xs font-semibold transition-colors';

const BADGE_VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'text-foreground',
};

export interface BadgeVariantProps {
  variant?: keyof typeof BADGE_VARIANTS | null;
}

/** The badge's classes: base, then the variant's (default when none is named), as cva gave them. */
export function badgeVariants({ variant }: BadgeVariantProps = {}): string {
  return variant === null ? BADGE_BASE : `${BADGE_BASE} ${BADGE_VARIANTS[variant ?? 'default']}`;
}

export const SKELETON_CLASSES = 'animate-pulse rounded-md bg-muted motion-reduce:animate-none';
