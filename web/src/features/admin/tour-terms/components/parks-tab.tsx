import { zodResolver } from '@hookform/resolvers/zod';
import { CreateParkBody, type ParkFee } from '@shop/contract/tour-terms';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { AdminList } from '#web/features/admin/shared/components/admin-list.tsx';
import { IconButton } from '#web/features/admin/shared/components/icon-button.tsx';
import type { Column } from '#web/features/admin/shared/components/responsive-table.tsx';
import { TabHeader } from '#web/features/admin/shared/components/tab-header.tsx';
import { useCreatePark } from '#web/features/admin/tour-terms/api/create-park.ts';
import { useDeleteParkFee } from '#web/features/admin/tour-terms/api/delete-park-fee.ts';
import { useParkFees } from '#web/features/admin/tour-terms/api/get-park-fees.ts';
import { useParks } from '#web/features/admin/tour-terms/api/get-parks.ts';
import { shopToday } from '#web/features/admin/tour-terms/lib/shop-today.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { LabelledSelect } from './labelled-select';
import { ParkFeeDialog } from './park-fee-dialog';

/**
 * docs/tours-pricing.md: the parks tours enter and their dated fee table. A row in force has priced
 * bookings (which keep their snapshot); only a row from a later day can be deleted here, and a
 * change of fee is a new row from its date.
 */
export function ParksTab() {
  const { t } = useT();
  const parks = useParks();
  const fees = useParkFees();
  const remove = useDeleteParkFee();
  const [park, setPark] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<ParkFee | null>(null);
  const today = shopToday();
  const parkName = (id: number) => parks.data?.find((p) => p.id === id)?.name ?? String(id);

  const columns: Column<ParkFee>[] = [
    {
      header: t('adminTours.park'),
      skipInCard: true,
      cell: (fee) => <span className="font-semibold">{parkName(fee.park)}</span>,
    },
    { header: t('adminTours.travellerType'), cell: (fee) => t(`adminTours.type.${fee.traveller_type}`) },
    { header: t('adminTours.residency'), cell: (fee) => t(`adminTours.residency.${fee.residency}`) },
    {
      header: t('adminTours.usd'),
      className: 'whitespace-nowrap',
      cell: (fee) => formatMoney(fee.amount_usd, 'USD'),
    },
    {
      header: t('adminTours.tzs'),
      className: 'whitespace-nowrap',
      cell: (fee) => (fee.amount_tzs === null ? t('adminTours.none') : formatMoney(fee.amount_tzs, 'TZS')),
    },
    {
      header: t('adminTours.fees.vat'),
      cell: (fee) => (fee.vat_applies ? t('adminTours.yes') : t('adminTours.no')),
    },
    {
      header: t('adminTours.fees.validFrom'),
      className: 'whitespace-nowrap',
      cell: (fee) => (
        <>
          {formatDate(fee.valid_from)}{' '}
          {fee.valid_from > today ? <Badge tone="blue">{t('adminTours.fees.future')}</Badge> : null}
        </>
      ),
    },
    {
      header: t('adminTours.actions'),
      bare: true,
      cell: (fee) =>
        fee.valid_from > today ? (
          <IconButton
            label={t('adminTours.fees.delete', {
              park: parkName(fee.park),
              date: formatDate(fee.valid_from),
            })}
            tone="danger"
            onClick={() => setToDelete(fee)}
          >
            <Trash2 aria-hidden />
          </IconButton>
        ) : null,
    },
  ];

  function confirmDelete() {
    if (!toDelete?.id) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success(t('adminTours.fees.deleted')),
      onError: (err) =>
        toast.error(t('adminTours.error'), {
          description: toApiError(err, t('adminTours.fees.deleteFailed')).message,
        }),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section className="grid gap-6">
      <TabHeader title={t('adminTours.parksTab.title')} description={t('adminTours.parksTab.description')} />
      <section className="grid gap-3 rounded-xl border border-line bg-raised p-4">
        <h3 className="font-display text-lg font-bold">{t('adminTours.parks.listTitle')}</h3>
        {parks.data ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('adminTours.parks.listTitle')}>
            {parks.data.map((p) => (
              <li key={p.id}>
                <Badge tone="grey">{p.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <AddParkForm />
      </section>
      <section className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="font-display text-lg font-bold">{t('adminTours.fees.title')}</h3>
          <div className="flex flex-wrap items-end gap-3">
            <LabelledSelect
              label={t('adminTours.fees.filter')}
              value={park ?? ''}
              onChange={(event) => setPark(event.target.value === '' ? null : Number(event.target.value))}
              className="min-w-56"
            >
              <option value="">{t('adminTours.fees.allParks')}</option>
              {parks.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </LabelledSelect>
            <Button onClick={() => setAdding(true)} disabled={!parks.data}>
              <Plus aria-hidden />
              {t('adminTours.fees.add')}
            </Button>
          </div>
        </div>
        <AdminList
          query={fees}
          rows={(data) => (park === null ? data : data.filter((fee) => fee.park === park))}
          caption={t('adminTours.fees.title')}
          columns={columns}
          rowKey={(fee) => fee.id ?? `${fee.park}-${fee.traveller_type}-${fee.residency}-${fee.valid_from}`}
          cardTitle={(fee) => <p className="font-semibold">{parkName(fee.park)}</p>}
          empty={t('adminTours.fees.empty')}
        />
      </section>
      <ParkFeeDialog open={adding} onOpenChange={setAdding} parks={parks.data ?? []} park={park} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('adminTours.fees.deleteTitle')}
        description={t('adminTours.fees.deleteDescription', {
          park: toDelete ? parkName(toDelete.park) : '',
          date: toDelete ? formatDate(toDelete.valid_from) : '',
        })}
        confirmLabel={t('adminTours.fees.deleteConfirm')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

/** A park's name; a name taken already is refused on the field. */
function AddParkForm() {
  const { t } = useT();
  const create = useCreatePark();
  return (
    <Form
      resolver={zodResolver(CreateParkBody)}
      defaultValues={{ name: '' }}
      onSubmit={async (body: z.output<typeof CreateParkBody>, form) => {
        await create.mutateAsync(body);
        toast.success(t('adminTours.parks.created', { name: body.name }));
        form.reset({ name: '' });
      }}
      refusal={{ fallback: t('adminTours.parks.createFailed') }}
      className="flex flex-wrap items-start gap-3"
    >
      <TextField name="name" label={t('adminTours.parks.name')} className="min-w-56 flex-1" />
      <div className="w-full sm:mt-5.5 sm:w-auto">
        <FormSubmitButton>{t('adminTours.parks.addSubmit')}</FormSubmitButton>
      </div>
    </Form>
  );
}
