import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { downloadExport, type ExportKind } from '#web/features/admin/sales/api/download-export.ts';
import { monthStart, shopToday } from '#web/features/admin/sales/lib/periods.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';

const WHAT: Record<ExportKind, { title: MessageKey; dates: MessageKey }> = {
  orders: { title: 'adminSales.export.orders', dates: 'adminSales.export.ordersFrom' },
  customers: { title: 'adminSales.export.customers', dates: 'adminSales.export.customersFrom' },
};

/**
 * docs/sales-and-exports.md: a CSV of the list as it is filtered now (`filters`, described in
 * `kept`), for a period the admin picks; empty dates mean no limit.
 */
export function ExportDialog({
  kind,
  filters,
  kept,
}: {
  kind: ExportKind;
  filters: Record<string, string | boolean | undefined>;
  kept: string;
}) {
  const id = useId();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(() => (kind === 'orders' ? monthStart() : ''));
  const [to, setTo] = useState(() => (kind === 'orders' ? shopToday() : ''));
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadExport(kind, { ...filters, from, to });
      setOpen(false);
    } catch (error) {
      showErrorToast(error, t('adminSales.export.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden />
          {t('adminSales.export.button')}
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={`${id}-kept`}>
        <DialogTitle className="font-display text-xl font-bold">{t(WHAT[kind].title)}</DialogTitle>
        <p id={`${id}-kept`} className="mt-2 text-sm text-muted">
          {t('adminSales.export.file', { kept })}
        </p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-from`}>{t(WHAT[kind].dates)}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-to`}>{t('adminSales.export.to')}</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
        </div>
        <div className="mt-5 flex justify-end">
          <Button onClick={() => void download()} disabled={busy}>
            <Download aria-hidden />
            {t(busy ? 'adminSales.export.preparing' : 'adminSales.export.download')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
