import {
  type AgeBand,
  type Residency,
  type TourPublicTerms,
  TRAVELLER_TYPES,
  type TravellerType,
} from '@shop/contract/tour-terms';
import { Minus, Plus, UserPlus, X } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '#web/components/form/bound-fields.tsx';
import { useFieldId } from '#web/components/form/form.tsx';
import { RESIDENCY_KEYS, TYPE_KEYS } from '#web/components/tours/traveller-keys.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useT } from '#web/i18n/use-t.ts';
import {
  type BookingValues,
  emptyGroup,
  residenciesOf,
  type TravellerGroup,
  travellerCount,
  typesOf,
} from './booking-values';

/** A type's stepper label with its ages from the tour's band: "Children (5-15)". */
function useTypeLabel(bands: readonly AgeBand[]) {
  const { t } = useT();
  return (type: TravellerType) => {
    const band = bands.find((b) => b.traveller_type === type);
    const ages = !band
      ? ''
      : band.max_age === null
        ? t('booking.ages.from', { min: band.min_age })
        : band.min_age === 0
          ? t('booking.ages.under', { age: band.max_age + 1 })
          : t('booking.ages.range', { min: band.min_age, max: band.max_age });
    return ages ? t('booking.typeWithAges', { type: t(TYPE_KEYS[type]), ages }) : t(TYPE_KEYS[type]);
  };
}

type StepperProps = {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  id: string;
};

/** A count with − and + beside it; typing a number works too. */
function Stepper({ label, value, max, onChange, id }: StepperProps) {
  const { t } = useT();
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id} className="min-w-0 text-base font-normal">
        {label}
      </Label>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          type="button"
          variant="outline"
          className="w-11 px-0"
          aria-label={t('booking.fewer', { who: label })}
          disabled={value <= 0}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          onChange={(e) => onChange(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
          className="h-11 w-12 rounded-lg border border-line bg-raised text-center text-base text-ink [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <Button
          type="button"
          variant="outline"
          className="w-11 px-0"
          aria-label={t('booking.more', { who: label })}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden />
        </Button>
      </div>
    </div>
  );
}

type TravellerFieldsProps = { terms: TourPublicTerms; maxTravellers: number };

/**
 * docs/tours-pricing.md: travellers by type and residency. The common case is one residency with
 * three steppers; "Add travellers of another residency" makes a mixed group. The types' labels
 * carry the tour's age bands.
 */
export function TravellerFields({ terms, maxTravellers }: TravellerFieldsProps) {
  const { setValue } = useFormContext<BookingValues>();
  const groups = useWatch<BookingValues, 'groups'>({ name: 'groups' });
  const baseId = useFieldId('groups');
  const typeLabel = useTypeLabel(terms.age_bands);
  const { t } = useT();
  const residencies = residenciesOf(terms);
  const count = travellerCount(groups);
  const unused = residencies.filter((r) => !groups.some((g) => g.residency === r));
  const valid = count >= 1 && count <= maxTravellers;

  const update = (index: number, group: TravellerGroup) =>
    setValue(
      'groups',
      groups.map((g, i) => (i === index ? group : g)),
      { shouldDirty: true },
    );

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3" aria-describedby={`${baseId}-hint`}>
      <legend className="mb-1.5 text-sm font-medium">{t('booking.travellers')}</legend>
      {groups.map((group, index) => {
        const others = groups.filter((_, i) => i !== index).map((g) => g.residency);
        const choices = residencies.filter((r) => !others.includes(r));
        const residencyId = `${baseId}-${index}-residency`;
        return (
          <div
            key={group.residency}
            className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border border-line p-3"
          >
            <div className="flex items-end gap-2">
              <div className="grid min-w-0 flex-1 gap-1">
                <Label htmlFor={residencyId}>{t('booking.residency')}</Label>
                <select
                  id={residencyId}
                  value={group.residency}
                  onChange={(e) => {
                    const residency = e.target.value as Residency;
                    // A type the new residency is not sold to is no longer counted (its stepper goes).
                    const kept = typesOf(terms, residency);
                    const counts = TRAVELLER_TYPES.map((type) => [
                      type,
                      kept.includes(type) ? group[type] : 0,
                    ]);
                    update(index, { ...group, ...Object.fromEntries(counts), residency });
                  }}
                  className="h-11 w-full min-w-0 rounded-lg border border-line bg-raised px-3 text-base text-ink"
                >
                  {choices.map((r) => (
                    <option key={r} value={r}>
                      {t(RESIDENCY_KEYS[r])}
                    </option>
                  ))}
                </select>
              </div>
              {index > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  className="w-11 px-0"
                  aria-label={t('booking.removeGroup', { residency: t(RESIDENCY_KEYS[group.residency]) })}
                  onClick={() =>
                    setValue(
                      'groups',
                      groups.filter((_, i) => i !== index),
                      { shouldDirty: true },
                    )
                  }
                >
                  <X aria-hidden />
                </Button>
              ) : null}
            </div>
            {typesOf(terms, group.residency).map((type) => (
              <Stepper
                key={type}
                id={`${baseId}-${index}-${type}`}
                label={typeLabel(type)}
                value={group[type]}
                max={group[type] + Math.max(0, maxTravellers - count)}
                onChange={(value) => update(index, { ...group, [type]: value })}
              />
            ))}
          </div>
        );
      })}
      {unused.length > 0 ? (
        // A link's look: the Button's one line would not fit the phone in Swahili.
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 justify-self-start text-left text-sm font-semibold text-accent-text hover:underline"
          onClick={() => setValue('groups', [...groups, emptyGroup(unused[0]!)], { shouldDirty: true })}
        >
          <UserPlus className="size-4 shrink-0" aria-hidden />
          {t('booking.addGroup')}
        </button>
      ) : null}
      <p
        id={`${baseId}-hint`}
        className={valid ? 'text-sm text-muted' : 'text-sm text-danger'}
        aria-live="polite"
      >
        {t('booking.between', { max: maxTravellers })}
      </p>
      {terms.private_offered ? <CheckboxField name="private" label={t('booking.private')} /> : null}
    </fieldset>
  );
}
