import type { DepartureProblem } from '@shop/contract/departures';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { PROBLEM_LABELS } from '#web/features/admin/departures/lib/departure-texts.ts';
import { useT } from '#web/i18n/use-t.ts';

/** A departure's problems as badges (a missing guide in yellow, the rest red); nothing when it has none. */
export function ProblemBadges({ problems }: { problems: DepartureProblem[] }) {
  const { t } = useT();
  if (problems.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('adminDepartures.problems')}>
      {problems.map((p) => (
        <li key={p}>
          <Badge tone={p === 'no_guide' ? 'yellow' : 'red'}>
            <AlertTriangle className="mr-1 size-3" aria-hidden />
            {t(PROBLEM_LABELS[p])}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
