import type { Manifest, ManifestBooking } from '@shop/contract/departures';
import { FileDown, Printer } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { downloadManifestCsv, useManifest } from '#web/features/admin/departures/api/departures-api.ts';
import { PROBLEM_LABELS } from '#web/features/admin/departures/lib/departure-texts.ts';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';

// A4 on paper: only the manifest prints (everything else in <body> is taken out of the layout, so
// no blank pages follow), in the page's flow at full width, without the dialog's frame, buttons and
// close button. Tailwind 4 centres the dialog with the `translate` property, reset here too.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 12mm; }
  html, body { overflow: visible !important; height: auto !important; background: #fff !important; }
  body > *:not(.manifest-print):not(:has(.manifest-print)) { display: none !important; }
  .manifest-print { position: static !important; translate: none !important; transform: none !important;
    width: auto !important; max-height: none !important; overflow: visible !important; box-shadow: none !important;
    padding: 0 !important; border-radius: 0 !important; animation: none !important; }
  .manifest-print > button:last-child, .manifest-no-print { display: none !important; }
  .manifest-print table { font-size: 9pt; }
  .manifest-print tr { break-inside: avoid; }
}`;

/** docs/departures.md: the manifest to read, print on A4 or download as CSV. */
export function ManifestDialog({
  id,
  open,
  onOpenChange,
}: {
  id: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const manifest = useManifest(open ? id : null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className="manifest-print w-[min(64rem,calc(100vw-1rem))] p-4 sm:p-6"
        closeLabel={t('adminDepartures.close')}
      >
        <style>{PRINT_CSS}</style>
        <DialogTitle className="pr-12 font-display text-xl font-bold">
          {t('adminDepartures.manifest')}
        </DialogTitle>
        <div className="manifest-no-print mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => window.print()} disabled={!manifest.data}>
            <Printer aria-hidden />
            {t('adminDepartures.print')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void downloadManifestCsv(id)}>
            <FileDown aria-hidden />
            {t('adminDepartures.csv')}
          </Button>
        </div>
        {manifest.isPending ? (
          <Spinner className="mt-6" />
        ) : manifest.isError ? (
          <LoadError error={manifest.error} onRetry={() => manifest.refetch()} />
        ) : (
          <ManifestBody manifest={manifest.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ManifestBody({ manifest: m }: { manifest: Manifest }) {
  const { t } = useT();
  return (
    <div className="mt-4 grid gap-4">
      <div className="grid gap-1 text-sm">
        <p className="text-base font-semibold break-words">{m.tour_title}</p>
        <p>
          {formatDate(m.date)} · {t('adminDepartures.departsAt', { time: m.departs_at })} ·{' '}
          {t('adminDepartures.travellers', { count: m.travellers })}
        </p>
        <p className="break-words">
          <span className="font-semibold">{t('adminDepartures.vehicles')}:</span>{' '}
          {m.vehicles.length
            ? m.vehicles.map((v) => `${v.name} (${v.plate}, ${v.seats})`).join(', ')
            : t('adminDepartures.noVehicles')}
        </p>
        <p className="break-words">
          <span className="font-semibold">{t('adminDepartures.guides')}:</span>{' '}
          {m.guides.length
            ? m.guides.map((g) => `${g.name} ${g.phone}`).join(', ')
            : t('adminDepartures.noGuides')}
        </p>
        {m.problems.length ? (
          <p className="flex flex-wrap gap-1.5">
            {m.problems.map((p) => (
              <Badge key={p} tone="red">
                {t(PROBLEM_LABELS[p])}
              </Badge>
            ))}
          </p>
        ) : null}
      </div>
      {/* On a phone each booking is a card; on a wider screen and on paper, the table. */}
      <ol className="grid gap-3 sm:hidden print:hidden">
        {m.bookings.map((b) => (
          <li key={b.order} className="grid gap-1 rounded-xl border border-line p-3 text-sm">
            <p className="font-semibold break-words">
              {b.pickup ? `${b.pickup_time} · ${b.pickup}` : t('adminDepartures.noPickup')}
            </p>
            <p className="break-words">
              <span className="font-semibold">{b.order_id}</span> · {b.customer} · {b.phone}
            </p>
            <Travellers booking={b} />
            <p>
              {t('adminDepartures.col.vehicle')}: {b.vehicle ?? t('adminDepartures.unseatedShort')}
            </p>
            <p>
              {t('adminDepartures.col.balance')}:{' '}
              {b.paid ? t('adminDepartures.paid') : formatMoney(b.balance_due, b.currency)}
            </p>
            {b.notes ? <p className="break-words whitespace-pre-line">{b.notes}</p> : null}
          </li>
        ))}
      </ol>
      <div className="hidden overflow-x-auto sm:block print:block">
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('adminDepartures.manifest')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th className="p-2">{t('adminDepartures.col.pickup')}</th>
              <th className="p-2">{t('adminDepartures.col.booking')}</th>
              <th className="p-2">{t('adminDepartures.col.travellers')}</th>
              <th className="p-2">{t('adminDepartures.col.vehicle')}</th>
              <th className="p-2">{t('adminDepartures.col.balance')}</th>
              <th className="p-2">{t('adminDepartures.col.notes')}</th>
            </tr>
          </thead>
          <tbody>
            {m.bookings.map((b) => (
              <tr key={b.order} className="border-b border-line align-top">
                <td className="p-2">
                  {b.pickup ? (
                    <>
                      <span className="font-semibold">{b.pickup_time}</span>
                      <br />
                      <span className="break-words">{b.pickup}</span>
                    </>
                  ) : (
                    t('adminDepartures.noPickup')
                  )}
                </td>
                <td className="p-2">
                  <span className="font-semibold">{b.order_id}</span>
                  <br />
                  <span className="break-words">{b.customer}</span>
                  <br />
                  {b.phone}
                </td>
                <td className="p-2">
                  <Travellers booking={b} />
                </td>
                <td className="p-2 break-words">{b.vehicle ?? t('adminDepartures.unseatedShort')}</td>
                <td className="p-2 whitespace-nowrap">
                  {b.paid ? t('adminDepartures.paid') : formatMoney(b.balance_due, b.currency)}
                </td>
                <td className="p-2 break-words whitespace-pre-line">{b.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Travellers({ booking: b }: { booking: ManifestBooking }) {
  const { t } = useT();
  if (b.travellers.length === 0)
    return <p>{t('adminDepartures.travellers', { count: b.travellers_count })}</p>;
  return (
    <ol className="grid gap-0.5">
      {b.travellers.map((x) => (
        <li key={x.position} className="break-words">
          {x.full_name ?? t('adminDepartures.noName')} · {t(`adminDepartures.type.${x.traveller_type}`)}
          {x.nationality ? ` · ${x.nationality}` : ''}
          {x.id_number ? ` · ${x.id_number}` : ''}
        </li>
      ))}
    </ol>
  );
}
