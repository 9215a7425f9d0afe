import { z } from 'zod';

/**
 * docs/catalogue-import.md: the columns of a brand's products CSV, export and import alike, in
 * this order. `category` is the category's slug; `specifications` are joined by
 * SPECIFICATIONS_SEPARATOR. Only `slug` is required in an import; a column left out is left alone.
 */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'category',
  'price',
  'original_price',
  'stock_quantity',
  'is_active',
  'specifications',
  'description',
  'image_url',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export const SPECIFICATIONS_SEPARATOR = ' | ';
/** Rows one import may hold, and the characters of its file. */
export const MAX_IMPORT_ROWS = 5_000;
export const MAX_IMPORT_CHARS = 5_000_000;

const CsvText = z
  .string({ error: 'Choose a CSV file' })
  .min(1, 'The file is empty')
  .max(MAX_IMPORT_CHARS, `A file may hold at most ${MAX_IMPORT_CHARS.toLocaleString('en-US')} characters`);

/** POST /api/admin/{products}/import/preview/: the file's text, as read by the browser. */
export const ProductImportPreviewBody = z.strictObject({ csv: CsvText });
export type ProductImportPreviewBody = z.infer<typeof ProductImportPreviewBody>;

/**
 * POST /api/admin/{products}/import/apply/: the same text and the versions its preview read
 * (`versions`), so a product changed since the preview is refused with 409 instead of overwritten.
 */
export const ProductImportApplyBody = z.strictObject({
  csv: CsvText,
  versions: z.record(z.string().max(220), z.number().int().min(1)),
  /** The chosen file's name, for the audit log only (docs/catalogue-import.md). */
  file_name: z.string().trim().max(255).optional(),
});
export type ProductImportApplyBody = z.infer<typeof ProductImportApplyBody>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'invalid'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const ProductImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  slug: z.string(),
  name: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** The columns an update changes. */
  changes: z.array(z.string()),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type ProductImportRow = z.infer<typeof ProductImportRow>;

export const ProductImportPreview = z.object({
  rows: z.array(ProductImportRow),
  counts: z.record(z.enum(IMPORT_ACTIONS), z.number().int()),
  /** Each existing product's version as the preview read it, by slug: send it back to apply. */
  versions: z.record(z.string(), z.number().int()),
});
export type ProductImportPreview = z.infer<typeof ProductImportPreview>;

export const ProductImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ProductImportResult = z.infer<typeof ProductImportResult>;

/** A spreadsheet runs a cell starting with one of these as a formula (docs/catalogue-import.md). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as written to a CSV: a leading quote keeps a spreadsheet from running it. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as read back: the quote neutraliseFormula() added is taken off again. */
export function restoreFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
