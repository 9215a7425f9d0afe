import { DiscountCodeInput } from '@shop/contract/discounts';
import { LoaderCircle, Tag } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '#web/components/form/bound-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { DiscountResult } from '#web/features/checkout/api/preview-discount.ts';
import type { CheckoutFormValues } from '#web/features/checkout/lib/checkout-form-schema.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';

/** A code as the customer may type it, and at least one character (contract/src/discounts.ts). */
const CodeTyped = DiscountCodeInput.min(1);

type DiscountFieldProps = {
  /** The code applied, or null. */
  code: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The applied code's answer, null while the first is on its way. */
  result: DiscountResult | null;
  checking: boolean;
};

/**
 * One discount code (docs/discount-codes.md): typed, applied with its button (or Enter, which
 * would otherwise place the order), then either its saving or the reason it does not apply.
 * While applied it is read-only; "Remove" takes it off.
 */
export function DiscountField({ code, onApply, onRemove, result, checking }: DiscountFieldProps) {
  const form = useFormContext<CheckoutFormValues>();
  const { t, locale } = useT();

  const apply = () => {
    const typed = CodeTyped.safeParse(form.getValues('discount_code'));
    if (!typed.success) {
      const empty = form.getValues('discount_code').trim() === '';
      form.setError('discount_code', {
        message: empty ? t('checkout.discountEnter') : t('checkout.discountInvalid'),
      });
      return;
    }
    form.clearErrors('discount_code');
    onApply(typed.data.toUpperCase());
  };
  const remove = () => {
    onRemove();
    form.setValue('discount_code', '');
    form.setFocus('discount_code');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (code === null) apply();
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-end gap-2">
        <TextField
          name="discount_code"
          label={t('checkout.discount')}
          className="min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          readOnly={code !== null}
          onKeyDown={onKeyDown}
        />
        {code === null ? (
          <Button type="button" variant="outline" className="min-h-11" onClick={apply}>
            <Tag aria-hidden />
            {t('checkout.discountApply')}
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            onClick={remove}
            aria-label={t('checkout.discountRemoveCode', { code })}
          >
            {/* No icon: lucide's X would leave the dialog's chunk for one of its own, a file more in every page's map (build report). */}
            {t('checkout.discountRemove')}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="text-sm">
        {code === null ? null : checking && !result ? (
          <p className="flex items-center gap-2 text-muted">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            {t('checkout.discountChecking')}
          </p>
        ) : result?.ok ? (
          <p className="font-medium text-accent-text">
            {t('checkout.discountApplied', {
              code: result.preview.code,
              amount: formatMoney(result.preview.discount, result.preview.currency, locale),
            })}
          </p>
        ) : result ? (
          <p role="alert" className="rounded-lg bg-sunken p-3 text-ink">
            {result.reason}
          </p>
        ) : null}
      </div>
    </div>
  );
}
