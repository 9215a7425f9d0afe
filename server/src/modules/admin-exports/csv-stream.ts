import { Readable } from 'node:stream';
import { neutraliseFormula } from '@shop/contract/product-csv';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { shopDay } from '#server/modules/alerts/shop-day.ts';

/** `<kind>-<date>.csv`, the date the shop's (Dar es Salaam), as every date the admin reads. */
export const exportFileName = (kind: string, now = new Date()) => `${kind}-${shopDay(now).day}.csv`;

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null | undefined };

/**
 * Sends `rows` as a CSV download (`onEnd` hears how many once the last is read): UTF-8 with the byte-order mark (Excel otherwise reads it in the
 * machine's legacy code page), a header line, every text cell neutralised. The rows are pulled
 * from the generator only as fast as the client reads (stream back-pressure), so a large export
 * holds one batch in memory, never the whole file.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
  onEnd?: (rows: number) => Promise<void>,
): FastifyReply {
  async function* records() {
    let count = 0;
    for await (const row of rows) {
      count++;
      yield Object.fromEntries(columns.map((column, i) => [i, column.value(row) ?? '']));
    }
    // The file is whole by now: a failure to note it must not cut the download.
    await onEnd?.(count).catch((error: unknown) => reply.log.warn({ err: error }, 'export: rows not noted'));
  }
  const source = Readable.from(records(), { objectMode: true, highWaterMark: 64 });
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column, i) => ({ key: String(i), header: column.header })),
    // docs/sales-and-exports.md: text a customer typed ("=HYPERLINK(...)", a name starting with
    // "-") stays text in Excel and LibreOffice; the products CSV uses the same rule.
    cast: { string: neutraliseFormula },
  });
  // A failed batch ends the download early (the client sees a cut file) instead of hanging it.
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** Rows of one batch in memory at a time. */
export const EXPORT_BATCH = 500;

/**
 * Batches read by key, `after` the last key of the batch before (keyset paging: every batch is an
 * index range, however deep), until a short batch. Works alike on PGlite and PostgreSQL, which a
 * server-side cursor would not.
 */
export async function* keysetBatches<Row, Key>(
  readBatch: (after: Key | undefined, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const batch = await readBatch(after, EXPORT_BATCH);
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH) return;
    after = keyOf(batch[batch.length - 1]!);
  }
}
