import type { BusinessType } from '@shop/contract/common';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useReceiveSerials } from '#web/features/admin/serials/api/receive-serials.ts';
import { typedSerials } from '#web/features/admin/serials/lib/typed-serials.ts';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';

/**
 * The product dialog's stock arrival (docs/serials-and-warranty.md): the serials of the units that
 * came in, one per unit; saving raises the stock by their count.
 */
export function StockArrival({
  brand,
  kind,
  productId,
}: {
  brand: BusinessType;
  kind: AdminProductKind;
  productId: number;
}) {
  const { t } = useT();
  const id = useId();
  const [text, setText] = useState('');
  const receive = useReceiveSerials(kind, productId);
  const refused = receive.error ? toApiError(receive.error) : null;
  const count = typedSerials(text).length;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 grid gap-3 border-t border-line pt-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('adminProducts.warranty.arrivalTitle')}
      </h3>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          receive.mutate(
            { product_brand: brand, product: productId, serials: typedSerials(text) },
            { onSuccess: () => setText('') },
          );
        }}
      >
        <FormField
          id={id}
          label={t('adminProducts.warranty.arrivalLabel')}
          error={refused ? (Object.values(refused.fields)[0]?.[0] ?? refused.message) : undefined}
        >
          <Textarea
            id={id}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            className="font-mono"
          />
        </FormField>
        {receive.isSuccess ? (
          <p role="status" className="text-sm text-green-800">
            {t('adminProducts.warranty.arrivalDone', {
              count: receive.data.serials.length,
              stock: receive.data.stock_quantity,
            })}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="outline"
          disabled={count === 0 || receive.isPending}
          className="justify-self-start"
        >
          {t('adminProducts.warranty.arrivalSave', { count })}
        </Button>
      </form>
    </section>
  );
}
