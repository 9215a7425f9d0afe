import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { Brand } from '#web/config/brands.ts';
import { downloadProductsCsv } from '#web/features/admin/catalogue-csv/api/export-products.ts';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { ImportDialog } from './import-dialog';

/** Export CSV and Import CSV on a brand's products tab (docs/catalogue-import.md). */
export function ProductCsvButtons({ brand, kind }: { brand: Brand; kind: AdminProductKind }) {
  const [importing, setImporting] = useState(false);
  const { t } = useT();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadProductsCsv(kind);
    } catch (err) {
      toast.error(t('adminImport.exportFailed'), {
        description: toApiError(err, t('adminImport.exportFailedDescription')).message,
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
        <Download aria-hidden />
        {t('adminImport.exportCsv')}
      </Button>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload aria-hidden />
        {t('adminImport.importCsv')}
      </Button>
      <ImportDialog brand={brand} kind={kind} open={importing} onOpenChange={setImporting} />
    </>
  );
}
