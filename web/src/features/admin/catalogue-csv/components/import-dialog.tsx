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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import products from CSV"
      brand={brand}
      className="w-[min(56rem,calc(100vw-2rem))]"
    >
      {() => <ImportSteps kind={kind} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ImportSteps({ kind, onDone }: { kind: AdminProductKind; onDone: () => void }) {
  const id = useId();
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
      setProblem(toApiError(err, 'The file could not be previewed').message);
    }
  };

  const applyFile = async () => {
    if (!file || !result) return;
    setProblem(null);
    try {
      const done = await apply.mutateAsync({ csv: file.csv, versions: result.versions });
      toast.success('Import applied', {
        description: `${done.created} created, ${done.updated} updated, ${done.unchanged} unchanged.`,
      });
      onDone();
    } catch (err) {
      setProblem(toApiError(err, 'The import could not be applied').message);
    }
  };

  const changes = result ? result.counts.create + result.counts.update : 0;
  const blocked = !result || result.counts.invalid > 0 || changes === 0;
  return (
    <div className="mt-4 grid gap-4">
      <p className="text-sm text-muted">
        Use the columns of Export CSV; rows are matched by slug, and a row with a new or empty slug adds a
        product. Nothing changes until you apply the preview.
      </p>
      <div className="grid gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          CSV file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-raised file:px-3 file:py-1.5"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>
      {preview.isPending ? <Spinner /> : null}
      {problem ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      {result ? <ImportPreviewTable preview={result} /> : null}
      {result && result.counts.invalid > 0 ? (
        <p className="text-sm">
          Fix the rows with errors in the file and choose it again: nothing was imported.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void applyFile()} disabled={blocked || apply.isPending}>
          <FileUp aria-hidden />
          {result ? `Apply ${changes} change${changes === 1 ? '' : 's'}` : 'Apply'}
        </Button>
      </div>
    </div>
  );
}
