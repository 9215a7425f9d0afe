import { type AdminDiscountCode, DiscountCodeBody, type DiscountCodeValues } from '@shop/contract/discounts';

import { z } from 'zod';

/** What the inputs hold: text, a date-time input's YYYY-MM-DDTHH:mm, ids separated by commas. */
const FormText = z.object({
  code: z.string(),
  brand: z.string(),
  kind: z.string(),
  percent: z.string(),
  amount: z.string(),
  min_spend: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  total_cap: z.string(),
  per_customer_cap: z.string(),
  category_ids: z.string(),
  product_ids: z.string(),
  tour_ids: z.string(),
  applies_to_sale_items: z.boolean(),
  is_active: z.boolean(),
  note: z.string(),
});
export type DiscountFormValues = z.input<typeof FormText>;

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
const ids = (text: string) =>
  text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map(Number);

/**
 * The discount code form: the inputs' texts read as the contract's body, then checked by it, so
 * its messages (the percentage a percentage code needs, an end after the start) land on the fields.
 */
export const DiscountFormSchema: z.ZodType<DiscountCodeValues, DiscountFormValues> = FormText.transform(
  (form): DiscountCodeBody => ({
    ...form,
    // Checked by the contract's body next, which names a wrong one.
    brand: form.brand as DiscountCodeBody['brand'],
    kind: form.kind as DiscountCodeBody['kind'],
    percent: form.kind === 'percentage' ? numberOrNull(form.percent) : null,
    amount: form.kind === 'fixed_amount' ? orNull(form.amount) : null,
    min_spend: orNull(form.min_spend) ?? '0',
    starts_at: orNull(form.starts_at),
    ends_at: orNull(form.ends_at),
    total_cap: numberOrNull(form.total_cap),
    per_customer_cap: numberOrNull(form.per_customer_cap),
    category_ids: ids(form.category_ids),
    product_ids: ids(form.product_ids),
    tour_ids: form.brand === 'igsum' ? ids(form.tour_ids) : [],
  }),
).pipe(DiscountCodeBody);

export function discountFormValues(code: AdminDiscountCode | null): DiscountFormValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    code: code?.code ?? '',
    brand: code?.brand ?? 'fursa',
    kind: code?.kind ?? 'percentage',
    percent: text(code?.percent),
    amount: text(code?.amount),
    min_spend: code && Number(code.min_spend) > 0 ? code.min_spend : '',
    starts_at: text(code?.starts_at),
    ends_at: text(code?.ends_at),
    total_cap: text(code?.total_cap),
    per_customer_cap: code ? text(code.per_customer_cap) : '1',
    category_ids: code?.category_ids.join(', ') ?? '',
    product_ids: code?.product_ids.join(', ') ?? '',
    tour_ids: code?.tour_ids.join(', ') ?? '',
    applies_to_sale_items: code?.applies_to_sale_items ?? false,
    is_active: code?.is_active ?? true,
    note: code?.note ?? '',
  };
}
