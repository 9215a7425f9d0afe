import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { openConfiguredDatabase } from './open-database';

/**
 * docs/backups.md, "Who can read them": the data folder and the embedded database's files are the
 * owner's alone once the shop has started, also when they were made readable by all before.
 */

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-modes-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every mode under `dir` (itself included) that lets anyone but the owner in. */
function openToOthers(dir: string): string[] {
  const all = [dir, ...fs.readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name)))];
  return all
    .filter((file) => (fs.lstatSync(file).mode & 0o077) !== 0)
    .map((file) => path.relative(dir, file));
}

// PGlite's own files: the suite's PostgreSQL run (TEST_DATABASE_URL) makes no PGlite template to copy.
it.skipIf(process.env.TEST_DATABASE_URL)(
  "makes the data folder and PGlite's files private at start, those made before too",
  async () => {
    const templateDir = inject('pgliteTemplateDir');
    if (!templateDir) throw new Error('no PGlite template: run the tests through vitest.config.ts');
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.cpSync(templateDir, path.join(dataDir, 'pglite'), { recursive: true });
    // As PGlite left them before: files 0666 in folders 0755.
    for (const name of fs.readdirSync(dataDir, { recursive: true })) {
      const file = path.join(dataDir, String(name));
      fs.chmodSync(file, fs.statSync(file).isDirectory() ? 0o755 : 0o666);
    }
    fs.chmodSync(dataDir, 0o755);
    expect(openToOthers(dataDir).length).toBeGreaterThan(10);

    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  },
);
