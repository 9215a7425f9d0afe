import type { Tour } from '@shop/contract/tours';
import { Clock, Users } from 'lucide-react';
import { DifficultyBadge } from './difficulty-badge';

/** A tour's duration, group size and difficulty, on its card and its page. */
export function TourFacts({
  tour,
}: {
  tour: Pick<Tour, 'duration' | 'max_participants' | 'difficulty_level'>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden />
        {tour.duration}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Users className="size-4" aria-hidden />
        Up to {tour.max_participants}
      </span>
      <DifficultyBadge level={tour.difficulty_level} />
    </div>
  );
}
