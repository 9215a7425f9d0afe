import { DiscountCodeInput } from '@shop/contract/discounts';
import { Tag } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '#web/components/form/bound-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/i18n/use-t.ts';
import type { BookingValues } from './booking-values';

type DiscountCodeFieldProps = {
  /** The code the quote and the booking carry, or null. */
  applied: string | null;
  onApplied: (code: string | null) => void;
  /** Why the server did not take the applied code, in the page's language. */
  refusal: string | null;
};

/**
 * docs/discount-codes.md on a tour booking: a code typed and applied, then priced by the quote
 * (its line, or why it does not apply). Applied, it is read-only until removed.
 */
export function DiscountCodeField({ applied, onApplied, refusal }: DiscountCodeFieldProps) {
  const form = useFormContext<BookingValues>();
  const { t } = useT();

  const apply = () => {
    const typed = DiscountCodeInput.min(1).safeParse(form.getValues('discount_code'));
    if (!typed.success) {
      form.setError('discount_code', { message: t('booking.discountInvalid') });
      return;
    }
    form.clearErrors('discount_code');
    onApplied(typed.data.toUpperCase());
  };
  // Enter applies the code rather than booking.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (applied === null) apply();
  };

  return (
    <div className="grid gap-1">
      <div className="flex items-end gap-2">
        <TextField
          name="discount_code"
          label={t('booking.discount')}
          className="min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          readOnly={applied !== null}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            if (applied === null) return apply();
            onApplied(null);
            form.setValue('discount_code', '');
          }}
        >
          {applied === null ? <Tag aria-hidden /> : null}
          {t(applied === null ? 'booking.discountApply' : 'booking.discountRemove')}
        </Button>
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-danger">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
