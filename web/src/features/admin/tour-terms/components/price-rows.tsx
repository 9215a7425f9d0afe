import { MoneyField } from '#web/features/admin/shared/components/money-field.tsx';
import { EMPTY_PRICE_ROW } from '#web/features/admin/tour-terms/lib/terms-form-schema.ts';
import { useT } from '#web/i18n/use-t.ts';
import { FieldList } from './field-list';
import { ResidencyField, TravellerTypeField } from './traveller-selects';

/** A price list (the tour's, or a season's): per person by traveller type and residency. */
export function PriceRows({
  name,
  title,
  level,
  hint,
}: {
  name: string;
  title: string;
  level?: 3 | 4;
  hint?: string;
}) {
  const { t } = useT();
  return (
    <FieldList
      name={name}
      title={title}
      hint={hint}
      level={level}
      rowLabel={(n) => t('adminTours.prices.row', { list: title, n })}
      addLabel={t('adminTours.prices.add')}
      empty={EMPTY_PRICE_ROW}
      max={9}
      row={(i) => (
        <>
          <TravellerTypeField name={`${name}.${i}.traveller_type`} className="min-w-28 flex-1" />
          <ResidencyField name={`${name}.${i}.residency`} className="min-w-40 flex-1" />
          <MoneyField
            name={`${name}.${i}.amount_usd`}
            label={t('adminTours.usd')}
            className="min-w-28 flex-1"
          />
          <MoneyField
            name={`${name}.${i}.amount_tzs`}
            label={t('adminTours.tzsOptional')}
            className="min-w-36 flex-1"
          />
        </>
      )}
    />
  );
}
