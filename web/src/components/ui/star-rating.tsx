import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

const MAX_STARS = 5;

type StarRatingProps = {
  /** 0..5; a missing rating shows as 5 (SPEC: products without reviews show full stars). */
  rating?: number | null;
  className?: string;
  /** Icon size class, e.g. `size-4`. */
  starClassName?: string;
};

/** Read-only stars. Screen readers hear one label ("Rated 4.5 out of 5") instead of five icons. */
export function StarRating({ rating, className, starClassName = 'size-4' }: StarRatingProps) {
  const value = clampRating(rating);
  const label = `Rated ${formatRating(value)} out of ${MAX_STARS}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: MAX_STARS }, (_, index) => {
        // How much of this star is filled: 0, a fraction for the half star, or 1.
        const fill = Math.max(0, Math.min(1, value - index));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
          <span key={index} className={cn('relative inline-block', starClassName)} aria-hidden>
            <Star className={cn('absolute inset-0 text-amber-300', starClassName)} strokeWidth={1.5} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn('fill-amber-500 text-amber-500', starClassName)} strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

export function clampRating(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return MAX_STARS;
  return Math.max(0, Math.min(MAX_STARS, rating));
}

function formatRating(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
