import {
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  restoreFormula,
} from '@shop/contract/product-csv';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '#server/lib/app-error.ts';

export type CsvRow = {
  /** The row's number as a spreadsheet shows it: the header is 1. */
  line: number;
  /** The cells of the columns the file has, with a neutralised formula's quote taken off. */
  cells: Partial<Record<ProductCsvColumn, string>>;
  /** The row has another number of cells than the header. */
  cellCountError: string | null;
};

const KNOWN = new Set<string>(PRODUCT_CSV_COLUMNS);

/**
 * docs/catalogue-import.md: reads a products CSV (UTF-8, with or without the byte-order mark,
 * comma-separated, quoted as RFC 4180 says). A file that cannot be read as CSV, an unknown or
 * repeated column, a missing `slug` column or too many rows is refused as a whole (400).
 */
export function readProductCsv(text: string): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (err) {
    if (err instanceof CsvError)
      throw AppError.field('csv', `This file is not a readable CSV: ${err.message}`);
    throw err;
  }
  const [header, ...rows] = records;
  if (!header) throw AppError.field('csv', 'The file is empty');
  const columns = header.map((name) => name.trim().toLowerCase());
  const unknown = columns.filter((c) => !KNOWN.has(c));
  if (unknown.length > 0) {
    throw AppError.field(
      'csv',
      `Unknown column(s): ${unknown.join(', ')}. The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}`,
    );
  }
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (repeated.length > 0) throw AppError.field('csv', `Column(s) given twice: ${repeated.join(', ')}`);
  if (!columns.includes('slug')) throw AppError.field('csv', 'The file needs a slug column');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw AppError.field(
      'csv',
      `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} products`,
    );
  }
  return rows.map((row, i) => {
    const cells: CsvRow['cells'] = {};
    columns.forEach((column, c) => {
      cells[column as ProductCsvColumn] = restoreFormula(row[c] ?? '');
    });
    return {
      line: i + 2,
      cells,
      cellCountError:
        row.length === columns.length ? null : `Has ${row.length} cells; the header has ${columns.length}`,
    };
  });
}
