import type { Tour } from '@shop/contract/tours';
import { Clock, Users } from 'lucide-react';
import { useT } from '#web/i18n/use-t.ts';
import { DifficultyBadge } from './difficulty-badge';

/** A tour's duration, group size and difficulty, on its card and its page. */
export function TourFacts({
  tour,
}: {
  tour: Pick<Tour, 'duration' | 'max_participants' | 'difficulty_level'>;
}) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden />
        {tour.duration}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Users className="size-4" aria-hidden />
        {t('tours.upTo', { count: tour.max_participants })}
      </span>
      <DifficultyBadge level={tour.difficulty_level} />
    </div>
  );
}
