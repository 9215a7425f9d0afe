import { RESIDENCIES, TRAVELLER_TYPES } from '@shop/contract/tour-terms';
import { SelectField } from '#web/components/form/bound-fields.tsx';
import { useT } from '#web/i18n/use-t.ts';

/** A select of the traveller types (adult, child, infant), bound to `name`. */
export function TravellerTypeField({ name, className }: { name: string; className?: string }) {
  const { t } = useT();
  return (
    <SelectField name={name} label={t('adminTours.travellerType')} className={className}>
      {TRAVELLER_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`adminTours.type.${type}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** A select of TANAPA's three tariffs (citizen, resident, non-resident), bound to `name`. */
export function ResidencyField({ name, className }: { name: string; className?: string }) {
  const { t } = useT();
  return (
    <SelectField name={name} label={t('adminTours.residency')} className={className}>
      {RESIDENCIES.map((residency) => (
        <option key={residency} value={residency}>
          {t(`adminTours.residency.${residency}`)}
        </option>
      ))}
    </SelectField>
  );
}
