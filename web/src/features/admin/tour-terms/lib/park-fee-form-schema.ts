import { ParkFee } from '@shop/contract/tour-terms';
import { z } from 'zod';
import { shopToday } from './shop-today';

const FeeText = z.object({
  park: z.string(),
  traveller_type: z.string(),
  residency: z.string(),
  amount_usd: z.string(),
  amount_tzs: z.string(),
  vat_applies: z.boolean(),
  valid_from: z.string(),
});
export type ParkFeeFormValues = z.input<typeof FeeText>;

/** A row of the dated fee table from its inputs' texts, checked by the contract's ParkFee. */
export const ParkFeeFormSchema: z.ZodType<ParkFee, ParkFeeFormValues> = FeeText.transform((form) => ({
  ...form,
  park: form.park === '' ? undefined : Number(form.park),
  amount_usd: form.amount_usd.trim(),
  amount_tzs: form.amount_tzs.trim() === '' ? null : form.amount_tzs.trim(),
})).pipe(ParkFee);

/** A new row: VAT applies to park fees (docs/prices-and-currencies.md), from today on. */
export function parkFeeFormValues(park: number | null): ParkFeeFormValues {
  return {
    park: park === null ? '' : String(park),
    traveller_type: 'adult',
    residency: 'non_resident',
    amount_usd: '',
    amount_tzs: '',
    vat_applies: true,
    valid_from: shopToday(),
  };
}
