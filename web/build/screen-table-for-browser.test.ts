import fs from 'node:fs';
import path from 'node:path';
import { SCREEN_TABLE } from '@shop/contract/screen-table';
import { expect, it } from 'vitest';
import { stripServerOnly } from './screen-table-for-browser.ts';

it("leaves the browser each screen's path, guard and texts, and nothing only the server reads", async () => {
  const source = fs.readFileSync('../contract/src/screen-table.ts', 'utf8');
  // Inside the repository: Vite imports no file outside it.
  const dir = fs.mkdtempSync(path.resolve('../node_modules/.cache/screen-table-'));
  try {
    const file = path.join(dir, 'screen-table.ts');
    fs.writeFileSync(file, stripServerOnly(source));
    const browser = (await import(/* @vite-ignore */ file)) as { SCREEN_TABLE: Record<string, object> };
    expect(Object.keys(browser.SCREEN_TABLE)).toEqual(Object.keys(SCREEN_TABLE));
    for (const [name, screen] of Object.entries(SCREEN_TABLE)) {
      const {
        ssrQuery: _query,
        landing: _landing,
        overBudget: _budget,
        ...kept
      } = screen as Record<string, unknown>;
      expect(browser.SCREEN_TABLE[name], name).toEqual(kept);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
