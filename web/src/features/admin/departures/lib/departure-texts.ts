import type { DepartureProblem } from '@shop/contract/departures';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';

/** What a departure's problem is called (docs/departures.md). */
export const PROBLEM_LABELS: Record<DepartureProblem, MessageKey> = {
  no_vehicle: 'adminDepartures.problem.no_vehicle',
  over_capacity: 'adminDepartures.problem.over_capacity',
  unseated: 'adminDepartures.problem.unseated',
  no_guide: 'adminDepartures.problem.no_guide',
};

/** A refusal as the admin reads it: the server's reason (a vehicle busy that day, one too full). */
export function useFailed() {
  const { t } = useT();
  return (err: unknown) =>
    toast.error(t('adminDepartures.failed'), {
      description: toApiError(err, t('adminDepartures.failed')).message,
    });
}
