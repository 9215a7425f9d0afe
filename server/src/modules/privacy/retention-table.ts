import { RETENTION_RULES, type RetentionPeriod } from '@shop/contract/retention';

export const RETENTION_DOC = 'docs/retention.md';
export const TABLE_BEGIN =
  '<!-- rules: generated from contract/src/retention.ts by retention-table.test.ts (WRITE_DOCS=1), do not edit -->';
export const TABLE_END = '<!-- end of rules -->';

const periodText = (p: RetentionPeriod | null) =>
  p === null
    ? 'while needed'
    : p.amount === 0
      ? 'at once'
      : `${p.amount} ${p.amount === 1 ? p.unit.replace(/s$/, '') : p.unit}`;

/** docs/retention.md's table of the rules, in English, as RETENTION_RULES declares them. */
export function retentionTable(): string {
  const rows = ['| rule | data (tables) | kept for | from | then | why |', '|---|---|---|---|---|---|'];
  for (const [id, r] of Object.entries(RETENTION_RULES)) {
    const tables = r.tables.map((t) => `\`${t}\``).join(', ');
    rows.push(
      `| \`${id}\` | ${r.data.en}${tables ? ` (${tables})` : ''} | ${periodText(r.period)} | ${r.from.en} | ${r.outcome.en} | ${r.why.en} |`,
    );
  }
  return rows.join('\n');
}

/** `doc` with its generated table replaced by `table`. */
export function withRetentionTable(doc: string, table: string): string {
  const begin = doc.indexOf(TABLE_BEGIN);
  const end = doc.indexOf(TABLE_END);
  if (begin === -1 || end < begin) throw new Error(`${RETENTION_DOC} has lost its markers`);
  return `${doc.slice(0, begin + TABLE_BEGIN.length)}\n${table}\n${doc.slice(end)}`;
}
