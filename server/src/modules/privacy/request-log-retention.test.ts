import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUEST_LOG_RETENTION_DAYS, RETENTION_RULES } from '@shop/contract/retention';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe("the request logs' retention (docs/retention.md)", () => {
  it('has the journal drop-in the deploy ships age them out at the period the notice states', () => {
    const conf = read('deploy/journald-shop.conf');
    const lines = conf.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    expect(lines).toEqual(['[Journal]', `MaxRetentionSec=${REQUEST_LOG_RETENTION_DAYS}day`]);
    expect(RETENTION_RULES.request_logs.period).toEqual({ amount: REQUEST_LOG_RETENTION_DAYS, unit: 'days' });
    // The unit logs to the journal (no StandardOutput= of its own sending them elsewhere).
    expect(read('deploy/shop@.service')).not.toMatch(/^StandardOutput=/m);
    expect(read('docs/deploy.md')).toContain('deploy/journald-shop.conf');
  });
});
