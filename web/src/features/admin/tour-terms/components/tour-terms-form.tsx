import { zodResolver } from '@hookform/resolvers/zod';
import { DEPOSIT_RULES, type TourTerms } from '@shop/contract/tour-terms';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { MoneyField } from '#web/features/admin/shared/components/money-field.tsx';
import { useSaveTourTerms } from '#web/features/admin/tour-terms/api/save-tour-terms.ts';
import {
  DEPOSIT_FIELDS,
  TermsFormSchema,
  termsFormValues,
} from '#web/features/admin/tour-terms/lib/terms-form-schema.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';
import { FieldList } from './field-list';
import { PriceRows } from './price-rows';
import { TravellerTypeField } from './traveller-selects';

type TourTermsFormProps = {
  tourId: number;
  terms: TourTerms;
  parks: { id: number; name: string }[];
  onDone: () => void;
};

/** A whole number of at least `min` (days, ages, travellers): the contract says the rest. */
function WholeField({
  name,
  label,
  min = 0,
  className,
}: {
  name: string;
  label: string;
  min?: number;
  className?: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      className={className}
    />
  );
}

function PercentField({ name, label, className }: { name: string; label: string; className?: string }) {
  return (
    <TextField
      name={name}
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={0.01}
      className={className}
    />
  );
}

/**
 * docs/tours-pricing.md: a tour's terms as one form, sent whole (PUT /api/admin/tours/{id}/terms/)
 * and checked by the contract's TourTerms; the server's refusals (a season ending before it starts,
 * a duplicate row, an unknown park) land on the fields or lists they name.
 */
export function TourTermsForm({ tourId, terms, parks, onDone }: TourTermsFormProps) {
  const save = useSaveTourTerms();
  const { t } = useT();
  return (
    <Form
      resolver={zodResolver(TermsFormSchema)}
      defaultValues={termsFormValues(terms)}
      onSubmit={async (body: TourTerms) => {
        await save.mutateAsync({ tourId, body });
        toast.success(t('adminTours.terms.saved'));
        onDone();
      }}
      refusal={{ fallback: t('adminTours.terms.saveFailed') }}
      className="mt-4 grid gap-8"
    >
      <section className="grid gap-3">
        <h3 className="font-display text-lg font-bold">{t('adminTours.deposit.title')}</h3>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField name="deposit.rule" label={t('adminTours.deposit.rule')} className="min-w-56 flex-1">
            {DEPOSIT_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {t(`adminTours.deposit.rule.${rule}`)}
              </option>
            ))}
          </SelectField>
          <WholeField name="balance_due_days" label={t('adminTours.balanceDueDays')} className="w-44" />
          <WholeField name="details_due_days" label={t('adminTours.detailsDueDays')} className="w-44" />
        </div>
        <DepositAmounts />
      </section>

      <FieldList
        name="cancellation_tiers"
        title={t('adminTours.tiers.title')}
        hint={t('adminTours.tiers.hint')}
        rowLabel={(n) => t('adminTours.tiers.row', { n })}
        addLabel={t('adminTours.tiers.add')}
        empty={{ days_before: '', fee_percent: '' }}
        max={10}
        row={(i) => (
          <>
            <WholeField
              name={`cancellation_tiers.${i}.days_before`}
              label={t('adminTours.tiers.daysBefore')}
              className="min-w-36 flex-1"
            />
            <PercentField
              name={`cancellation_tiers.${i}.fee_percent`}
              label={t('adminTours.tiers.feePercent')}
              className="min-w-36 flex-1"
            />
          </>
        )}
      />

      <PriceRows name="prices" title={t('adminTours.prices.title')} hint={t('adminTours.prices.hint')} />

      <FieldList
        name="seasons"
        title={t('adminTours.seasons.title')}
        hint={t('adminTours.seasons.hint')}
        rowLabel={(n) => t('adminTours.seasons.row', { n })}
        addLabel={t('adminTours.seasons.add')}
        empty={{ name: '', starts_on: '', ends_on: '', prices: [] }}
        max={12}
        row={(i) => (
          <div className="grid min-w-0 flex-1 basis-full gap-3">
            <div className="flex flex-wrap items-end gap-3">
              <TextField
                name={`seasons.${i}.name`}
                label={t('adminTours.seasons.name')}
                className="min-w-40 flex-1"
              />
              <TextField
                name={`seasons.${i}.starts_on`}
                label={t('adminTours.seasons.startsOn')}
                type="date"
                className="w-44"
              />
              <TextField
                name={`seasons.${i}.ends_on`}
                label={t('adminTours.seasons.endsOn')}
                type="date"
                className="w-44"
              />
            </div>
            <PriceRows
              name={`seasons.${i}.prices`}
              title={t('adminTours.seasons.prices', { n: i + 1 })}
              level={4}
            />
          </div>
        )}
      />

      <section className="grid gap-3">
        <FieldList
          name="group_tiers"
          title={t('adminTours.groups.title')}
          hint={t('adminTours.groups.hint')}
          rowLabel={(n) => t('adminTours.groups.row', { n })}
          addLabel={t('adminTours.groups.add')}
          empty={{ min_travellers: '', price_percent: '' }}
          max={10}
          row={(i) => (
            <>
              <WholeField
                name={`group_tiers.${i}.min_travellers`}
                label={t('adminTours.groups.minTravellers')}
                min={2}
                className="min-w-36 flex-1"
              />
              <PercentField
                name={`group_tiers.${i}.price_percent`}
                label={t('adminTours.groups.pricePercent')}
                className="min-w-36 flex-1"
              />
            </>
          )}
        />
        <div className="flex flex-wrap items-end gap-3">
          <MoneyField
            name="private_supplement_usd"
            label={t('adminTours.privateUsd')}
            className="min-w-40 flex-1"
          />
          <MoneyField
            name="private_supplement_tzs"
            label={t('adminTours.privateTzs')}
            className="min-w-40 flex-1"
          />
        </div>
      </section>

      <FieldList
        name="parks"
        title={t('adminTours.parks.title')}
        hint={t('adminTours.parks.hint')}
        rowLabel={(n) => t('adminTours.parks.row', { n })}
        addLabel={t('adminTours.parks.add')}
        empty={{ park: '', days: '1' }}
        max={10}
        row={(i) => (
          <>
            <SelectField name={`parks.${i}.park`} label={t('adminTours.park')} className="min-w-56 flex-1">
              <option value="">{t('adminTours.parks.choose')}</option>
              {parks.map((park) => (
                <option key={park.id} value={park.id}>
                  {park.name}
                </option>
              ))}
            </SelectField>
            <WholeField
              name={`parks.${i}.days`}
              label={t('adminTours.parks.days')}
              min={1}
              className="w-28"
            />
          </>
        )}
      />

      <FieldList
        name="age_bands"
        title={t('adminTours.bands.title')}
        hint={t('adminTours.bands.hint')}
        rowLabel={(n) => t('adminTours.bands.row', { n })}
        addLabel={t('adminTours.bands.add')}
        empty={{ traveller_type: 'adult', min_age: '', max_age: '' }}
        max={3}
        row={(i) => (
          <>
            <TravellerTypeField name={`age_bands.${i}.traveller_type`} className="min-w-32 flex-1" />
            <WholeField
              name={`age_bands.${i}.min_age`}
              label={t('adminTours.bands.minAge')}
              className="w-28"
            />
            <WholeField
              name={`age_bands.${i}.max_age`}
              label={t('adminTours.bands.maxAge')}
              className="w-32"
            />
          </>
        )}
      />

      <FormActions submitLabel={t('adminTours.terms.save')} onCancel={onDone} />
    </Form>
  );
}

/** The amounts the chosen deposit rule uses; the others are hidden and sent as null. */
function DepositAmounts() {
  const { t } = useT();
  const rule = useWatch({ name: 'deposit.rule' }) as keyof typeof DEPOSIT_FIELDS;
  const fields: readonly string[] = DEPOSIT_FIELDS[rule] ?? [];
  if (fields.length === 0) return <p className="text-sm text-muted">{t('adminTours.deposit.noneHint')}</p>;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {fields.includes('percent') ? (
        <PercentField
          name="deposit.percent"
          label={t('adminTours.deposit.percent')}
          className="min-w-36 flex-1"
        />
      ) : null}
      {fields.includes('per_traveller_usd') ? (
        <>
          <MoneyField
            name="deposit.per_traveller_usd"
            label={t('adminTours.deposit.perTravellerUsd')}
            className="min-w-40 flex-1"
          />
          <MoneyField
            name="deposit.per_traveller_tzs"
            label={t('adminTours.deposit.perTravellerTzs')}
            className="min-w-40 flex-1"
          />
        </>
      ) : null}
      {fields.includes('per_booking_usd') ? (
        <>
          <MoneyField
            name="deposit.per_booking_usd"
            label={t('adminTours.deposit.perBookingUsd')}
            className="min-w-40 flex-1"
          />
          <MoneyField
            name="deposit.per_booking_tzs"
            label={t('adminTours.deposit.perBookingTzs')}
            className="min-w-40 flex-1"
          />
        </>
      ) : null}
    </div>
  );
}
