// The card's classes on their own, apart from its components (card.tsx), as button-variants.ts is for
// the button: a client component that draws plain elements with them loads this and nothing else. The
// components merge a caller's conflicting classes with tailwind-merge (`cn`, about 7 KB compressed);
// the results page's plan cards and placeholders, whose classes never conflict but one they resolve
// themselves, do without it (issue 27, decision 176).

export const CARD_CLASSES = {
  root: 'rounded-xl border bg-card text-card-foreground shadow-sm',
  header: 'flex flex-col gap-1.5 p-6',
  title: 'leading-none font-semibold tracking-tight',
  description: 'text-sm text-muted-foreground',
  content: 'p-6 pt-0',
  footer: 'flex items-center p-6 pt-0',
} as const;
