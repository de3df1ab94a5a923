// The button's classes on their own, apart from `Button` (button.tsx): a client component that styles
// a plain <button> or link with them loads this and nothing else. `Button` resolves a caller's
// conflicting classes with tailwind-merge (through `cn`), about 7 KB compressed that /news's client
// components carried for classes that never conflict (issue 27, decision 176). Written out rather than
// with class-variance-authority for the same reason: base, variant, size, then the caller's classes,
// joined with spaces, with no two classes that set the same thing (so Button's merge leaves them as
// they are). A caller whose classes override these merges them with `cn`, or uses Button.

// The base, around the label's size and weight: those two are chosen below, so that a plain element
// gets the same classes as Button's merge leaves (lg's text-base and a bold label replace them).
// The label wraps, centred, rather than widening the page when a visitor's text is larger than ours (WCAG 1.4.4);
// the sizes are minimum heights for the same reason (one line of label at the default text size fills them).
// A button that must keep the keyboard's focus while it cannot act (results' Confirm Selection) is
// aria-disabled rather than disabled, and looks the same.
const BASE_START = 'inline-flex items-center justify-center gap-2 text-center rounded-md';
const BASE_END =
  "transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0";

const VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  outline: 'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline-offset-4 hover:underline',
};

const SIZES = {
  default: 'min-h-10 px-4 py-2',
  sm: 'min-h-9 rounded-md px-3',
  lg: 'min-h-11 rounded-md px-8 text-base',
  icon: 'h-10 w-10',
};

export interface ButtonVariantProps {
  /** `null` leaves the variant's classes out, as with cva. */
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
  /** The label's weight: medium (the default), or bold (the health assessment's submit). */
  weight?: 'medium' | 'bold';
}

export function buttonVariants({
  variant,
  size,
  weight,
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return [
    BASE_START,
    // lg sets its own text size (text-base).
    size === 'lg' ? '' : 'text-sm',
    weight === 'bold' ? 'font-bold' : 'font-medium',
    BASE_END,
    variant === null ? '' : VARIANTS[variant ?? 'default'],
    size === null ? '' : SIZES[size ?? 'default'],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
