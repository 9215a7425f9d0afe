import { DATA_EXPORT_FILE } from '@shop/contract/privacy';
import { neutraliseFormula } from '@shop/contract/product-csv';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { type CustomerData, EXPORT_SECTIONS, type ExportRows } from './export-data';

/** A cell: nested values (a delivery address) as their JSON, the rest as text. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One kind of data as a CSV file, as the admin's exports write theirs (docs/sales-and-exports.md):
 * UTF-8 with a byte-order mark, a header line, every text cell neutralised against formulas, since
 * the customer's own text (a name, a message) may start with "=".
 */
export function exportCsv(rows: ExportRows): string {
  const columns = Object.keys(rows[0] ?? {});
  return stringify(
    rows.map((row) => Object.fromEntries(columns.map((column) => [column, cell(row[column])]))),
    { bom: true, header: columns.length > 0, columns, cast: { string: neutraliseFormula } },
  );
}

/** The CSV file of a section inside the ZIP. */
export const exportCsvFile = (section: string) => `csv/${section}.csv`;

/**
 * docs/privacy.md: the download, a ZIP of one JSON file with everything and one CSV per kind of
 * data. Every name inside it is fixed here, never taken from what a person typed.
 */
export function exportZip(data: CustomerData, exportedAt: Date): Uint8Array {
  const files: Record<string, Uint8Array> = {
    [DATA_EXPORT_FILE]: strToU8(JSON.stringify({ exported_at: exportedAt.toISOString(), ...data }, null, 2)),
  };
  for (const section of EXPORT_SECTIONS) files[exportCsvFile(section)] = strToU8(exportCsv(data[section]));
  return zipSync(files, { level: 6, mtime: exportedAt });
}
