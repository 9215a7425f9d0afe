import { TOUR_DIFFICULTIES } from '@shop/contract/constants';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { useT } from '#web/i18n/use-t.ts';

const TONES: Record<(typeof TOUR_DIFFICULTIES)[number], BadgeTone> = {
  Easy: 'green',
  Moderate: 'yellow',
  Challenging: 'purple',
  Expert: 'red',
};

function isKnown(level: string): level is (typeof TOUR_DIFFICULTIES)[number] {
  return (TOUR_DIFFICULTIES as readonly string[]).includes(level);
}

/** docs/catalogue.md: any value outside the four levels displays as hard. */
export function DifficultyBadge({ level }: { level: string }) {
  const { t } = useT();
  return isKnown(level) ? (
    <Badge tone={TONES[level]}>{t(`tours.level.${level}`)}</Badge>
  ) : (
    <Badge tone="red">{t('tours.level.Hard')}</Badge>
  );
}
