import type { ProductImportPreview } from '@shop/contract/product-csv';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import type { Brand } from '#web/config/brands.ts';
import { useApplyImport } from '#web/features/admin/catalogue-csv/api/apply-import.ts';
import { usePreviewImport } from '#web/features/admin/catalogue-csv/api/preview-import.ts';
import { readTextFile } from '#web/features/admin/catalogue-csv/lib/read-text-file.ts';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { ImportPreviewTable } from './import-preview-table';

type ImportDialogProps = {
  brand: Brand;
  kind: AdminProductKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * docs/catalogue-import.md: choose a CSV, read the preview (nothing is written yet), then apply
 * it all at once. A file with an error cannot be applied; fix it and choose it again.
 */
export function ImportDialog({ brand, kind, open, onOpenChange }: ImportDialogProps) {
  const { t } = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminImport.title')}
      brand={brand}
      className="w-[min(56rem,calc(100vw-2rem))]"
    >
      {() => <ImportSteps kind={kind} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ImportSteps({ kind, onDone }: { kind: AdminProductKind; onDone: () => void }) {
  const id = useId();
  const { t } = useT();
  const preview = usePreviewImport(kind);
  const apply = useApplyImport(kind);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [result, setResult] = useState<ProductImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    setProblem(null);
    if (!chosen) return;
    const csv = await readTextFile(chosen);
    setFile({ name: chosen.name, csv });
    try {
      setResult(await preview.mutateAsync(csv));
    } catch (err) {
      setProblem(toApiError(err, t('adminImport.previewFailed')).message);
    }
  };

  const applyFile = async () => {
    if (!file || !result) return;
    setProblem(null);
    try {
      const done = await apply.mutateAsync({
        csv: file.csv,
        versions: result.versions,
        file_name: file.name,
      });
      toast.success(t('adminImport.applied'), {
        description: t('adminImport.appliedDescription', {
          created: done.created,
          updated: done.updated,
          unchanged: done.unchanged,
        }),
      });
      onDone();
    } catch (err) {
      setProblem(toApiError(err, t('adminImport.applyFailed')).message);
    }
  };

  const changes = result ? result.counts.create + result.counts.update : 0;
  const blocked = !result || result.counts.invalid > 0 || changes === 0;
  return (
    <div className="mt-4 grid gap-4">
      <p className="text-sm text-muted">{t('adminImport.explained')}</p>
      <div className="grid gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {t('adminImport.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-raised file:px-3 file:py-1.5"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>
      {preview.isPending ? <Spinner label={t('admin.loading')} /> : null}
      {problem ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      {result ? <ImportPreviewTable preview={result} /> : null}
      {result && result.counts.invalid > 0 ? <p className="text-sm">{t('adminImport.fixErrors')}</p> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone}>
          {t('adminImport.cancel')}
        </Button>
        <Button onClick={() => void applyFile()} disabled={blocked || apply.isPending}>
          <FileUp aria-hidden />
          {result ? t('adminImport.applyChanges', { count: changes }) : t('adminImport.apply')}
        </Button>
      </div>
    </div>
  );
}
