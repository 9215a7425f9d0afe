import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { Brand } from '#web/config/brands.ts';
import { downloadProductsCsv } from '#web/features/admin/catalogue-csv/api/export-products.ts';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { ImportDialog } from './import-dialog';

/** Export CSV and Import CSV on a brand's products tab (docs/catalogue-import.md). */
export function ProductCsvButtons({ brand, kind }: { brand: Brand; kind: AdminProductKind }) {
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadProductsCsv(kind);
    } catch (err) {
      toast.error('Export failed', {
        description: toApiError(err, 'The products could not be exported').message,
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
        <Download aria-hidden />
        Export CSV
      </Button>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <Upload aria-hidden />
        Import CSV
      </Button>
      <ImportDialog brand={brand} kind={kind} open={importing} onOpenChange={setImporting} />
    </>
  );
}
