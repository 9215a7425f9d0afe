import { SerialNumber, type SerialUnit } from '@shop/contract/serials';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSerialLookup } from '#web/features/admin/serials/api/lookup-serial.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatDate } from '#web/lib/format.ts';
import { shopDay, WarrantyStatus } from './warranty-status';

/**
 * The Serials tab (docs/serials-and-warranty.md): a serial typed or scanned gives its product,
 * its sale, the customer and whether it is under warranty.
 */
export function SerialsTab() {
  const { t } = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [serial, setSerial] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const found = useSerialLookup(serial);

  return (
    <section className="grid max-w-3xl gap-4">
      <h2 className="font-display text-2xl font-bold">{t('adminOrders.serials.tabTitle')}</h2>
      <p className="text-sm text-muted">{t('adminOrders.serials.tabIntro')}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = SerialNumber.safeParse(typed);
          setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
          if (parsed.success) setSerial(parsed.data);
        }}
      >
        <FormField id={id} label={t('adminOrders.serials.search')} error={invalid} className="min-w-0 flex-1">
          <Input
            id={id}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        </FormField>
        <Button type="submit">{t('adminOrders.serials.find')}</Button>
      </form>
      {serial === '' ? null : found.isPending ? (
        <Spinner label={t('admin.loading')} className="justify-start" />
      ) : found.isError ? (
        <p role="alert" className="text-sm text-danger">
          {toApiError(found.error).message}
        </p>
      ) : found.data.results.length === 0 ? (
        <p className="text-sm text-muted">{t('adminOrders.serials.notFound', { serial })}</p>
      ) : (
        <ul className="grid gap-3">
          {found.data.results.map((unit) => (
            <UnitCard key={unit.id} unit={unit} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UnitCard({ unit }: { unit: SerialUnit }) {
  const { t } = useT();
  const { sale } = unit;
  return (
    <li className="grid gap-2 rounded-xl border border-line bg-raised p-4 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-base font-semibold">{unit.serial}</span>
        {sale ? <WarrantyStatus warranty={sale.warranty} /> : null}
      </p>
      <dl className="grid gap-1 sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted">{t('adminOrders.serials.product')}</dt>
        <dd>{unit.product?.name ?? sale?.item_name ?? t('adminOrders.serials.productGone')}</dd>
        {unit.received_at ? (
          <>
            <dt className="text-muted">{t('adminOrders.serials.received')}</dt>
            <dd>{formatDate(unit.received_at)}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t('adminOrders.serials.sale')}</dt>
        <dd>
          {sale
            ? t('adminOrders.serials.saleValue', {
                order: sale.order_reference,
                date: formatDate(sale.paid_at ?? sale.placed_at),
                status: sale.status,
              })
            : t('adminOrders.serials.inStock')}
        </dd>
        {sale ? (
          <>
            <dt className="text-muted">{t('adminOrders.serials.customer')}</dt>
            <dd className="break-words">
              {[sale.customer.full_name || sale.customer.username, sale.customer.email, sale.customer.phone]
                .filter(Boolean)
                .join(' · ')}
            </dd>
            {sale.warranty ? (
              <>
                <dt className="text-muted">{t('adminOrders.serials.warrantyFrom')}</dt>
                <dd>
                  {t(
                    sale.warranty.starts_from === 'received'
                      ? 'adminOrders.serials.fromReceived'
                      : 'adminOrders.serials.fromPaid',
                    { date: shopDay(sale.warranty.starts_on), months: sale.warranty.months },
                  )}
                </dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
    </li>
  );
}
