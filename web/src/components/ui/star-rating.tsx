import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

const MAX_STARS = 5;
/** One star is 24 units wide in the drawing, with 2 between stars. */
const STAR = 24;
const STEP = 26;
const ROW_WIDTH = STEP * (MAX_STARS - 1) + STAR;
const HEIGHT_PX = 16;

// Five stars in one path: a row of ratings on a product grid costs two SVG elements, not thirty.
const ROW_PATH = Array.from(
  { length: MAX_STARS },
  (_, i) =>
    `M${12 + i * STEP} 2l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z`,
).join('');

type StarRatingProps = {
  /** 0..5; a missing rating shows as 5 (products without reviews show full stars). */
  rating?: number | null;
  className?: string;
};

/** Read-only stars. Screen readers hear one label ("Rated 4.5 out of 5") instead of five icons. */
export function StarRating({ rating, className }: StarRatingProps) {
  const value = clampRating(rating);
  const { t } = useT();
  const label = t('stars.label', { rating: formatRating(value), max: MAX_STARS });
  const whole = Math.floor(value);
  // The filled part: every whole star with the gap after it, then the fraction of the next one.
  const filled = Math.min(ROW_WIDTH, whole * STEP + (value - whole) * STAR);
  return (
    <span role="img" aria-label={label} title={label} className={cn('relative inline-flex w-fit', className)}>
      <StarRow className="fill-none stroke-amber-300" />
      {filled > 0 ? (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(filled / ROW_WIDTH) * 100}%` }}
          data-testid="star-fill"
        >
          <StarRow className="fill-amber-500 stroke-amber-500" />
        </span>
      ) : null}
    </span>
  );
}

function StarRow({ className }: { className: string }) {
  return (
    <svg
      aria-hidden
      viewBox={`0 0 ${ROW_WIDTH} ${STAR}`}
      width={(ROW_WIDTH / STAR) * HEIGHT_PX}
      height={HEIGHT_PX}
      className={cn('block max-w-none shrink-0', className)}
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <path d={ROW_PATH} />
    </svg>
  );
}

function clampRating(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return MAX_STARS;
  return Math.max(0, Math.min(MAX_STARS, rating));
}

function formatRating(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
