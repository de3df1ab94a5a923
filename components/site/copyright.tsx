import { copyrightLine } from '@/content/site';

/**
 * The copyright line with the year of the render. Content pages are prerendered, so that is the
 * build's year; scripts/build-if-needed.mjs counts the year in its fingerprint, so `npm start`
 * rebuilds on the first start of a new year.
 */
export function Copyright({
  className,
  line = copyrightLine,
}: {
  className?: string;
  line?: (year: number) => string;
}) {
  return <p className={className}>{line(new Date().getFullYear())}</p>;
}
