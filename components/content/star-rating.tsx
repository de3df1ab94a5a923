/** Stars for a rating out of five, with a half star for a fractional rating; read out as "Rated 4.5 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return <Star key={index} fill={fill} />;
      })}
    </p>
  );
}

function Star({ fill }: { fill: number }) {
  const percent = `${Math.round(fill * 100)}%`;
  return (
    <span className="relative inline-block h-5 w-5" data-fill={fill === 1 ? 'full' : fill === 0 ? 'empty' : 'half'}>
      <StarShape className="absolute inset-0 h-5 w-5 text-muted-foreground/40" />
      <span className="absolute inset-0 overflow-hidden" style={{ width: percent }}>
        <StarShape className="h-5 w-5 text-amber-500" />
      </span>
    </span>
  );
}

function StarShape({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" fill="currentColor">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}
