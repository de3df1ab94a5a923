const STAR_ID = 'star-shape';
/** Star width and the gap between stars, in px (the shapes' viewBox units). */
const STAR = 20;
const GAP = 2;
const STARS = [0, 1, 2, 3, 4];

/**
 * The star's outline, once per page (render it before the first StarRating): each rating draws the
 * shape by reference. Thirty inline copies of the path (two per star, five stars, three testimonials)
 * weighed about 14 KB of the home page's HTML and inline payload together (decision 176).
 */
export function StarShapeDefinition() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        <path id={STAR_ID} d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </defs>
    </svg>
  );
}

/**
 * Stars for a rating out of five, with a half star for a fractional rating; read out as `label`
 * ("Rated 4.5 out of 5", in the page's language). One picture: grey stars, and the gold ones over
 * them in an inner <svg> as wide as the rating (an inner svg clips what overflows it). Needs
 * StarShapeDefinition on the page.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  const width = STARS.length * STAR + (STARS.length - 1) * GAP;
  const filled = STARS.reduce((sum, index) => sum + Math.max(0, Math.min(1, rating - index)) * STAR, 0);
  const gaps = Math.max(0, Math.ceil(rating) - 1) * GAP;
  return (
    <p className="flex items-center" role="img" aria-label={label}>
      <svg viewBox={`0 0 ${width} ${STAR}`} width={width} height={STAR} aria-hidden="true" fill="currentColor">
        <g className="text-muted-foreground/40">
          {STARS.map((index) => {
            const fill = Math.max(0, Math.min(1, rating - index));
            return (
              <use
                key={index}
                href={`#${STAR_ID}`}
                x={index * (STAR + GAP)}
                data-fill={fill === 1 ? 'full' : fill === 0 ? 'empty' : 'half'}
              />
            );
          })}
        </g>
        <svg width={filled + gaps} height={STAR} className="text-amber-500">
          {STARS.filter((index) => rating > index).map((index) => (
            <use key={index} href={`#${STAR_ID}`} x={index * (STAR + GAP)} />
          ))}
        </svg>
      </svg>
    </p>
  );
}
