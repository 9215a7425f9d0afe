import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RETENTION_DOC, retentionTable, withRetentionTable } from './retention-table';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..', RETENTION_DOC);

describe('docs/retention.md', () => {
  it('holds the table the rules give (WRITE_DOCS=1 rewrites it)', () => {
    const doc = fs.readFileSync(file, 'utf8');
    const current = withRetentionTable(doc, retentionTable());
    if (process.env.WRITE_DOCS === '1' && current !== doc) fs.writeFileSync(file, current);
    else expect(doc).toBe(current);
  });
});
