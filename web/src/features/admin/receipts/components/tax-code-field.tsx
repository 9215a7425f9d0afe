import { TAX_CODES, type TaxCode } from '@shop/contract/receipts';
import { SelectField } from '#web/components/form/bound-fields.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { TAX_CODE_LABELS } from './z-report-card';

/**
 * The codes an admin picks from: standard, zero-rated, special relief, exempt. B, TRA's "special
 * rate", has no rate for anything the shop sells (contract/src/receipts.ts), so it shows only on
 * an item that already carries it.
 */
export function taxCodeChoices(current: TaxCode | undefined): TaxCode[] {
  return TAX_CODES.filter((code) => code !== 'B' || current === 'B');
}

/** docs/receipts.md: a product's or tour's VAT class on its receipts, for the admin's forms. */
export function TaxCodeField({ current, className }: { current: TaxCode | undefined; className?: string }) {
  const { t } = useT();
  return (
    <SelectField name="tax_code" label={t('adminReceipts.taxCode.label')} className={className} required>
      {taxCodeChoices(current).map((code) => (
        <option key={code} value={code}>
          {t(TAX_CODE_LABELS[code])}
        </option>
      ))}
    </SelectField>
  );
}
