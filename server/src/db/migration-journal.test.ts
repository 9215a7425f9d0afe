import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrationsFolder } from './client';

type Entry = { idx: number; when: number; tag: string };

/**
 * drizzle applies a pending migration only when its journal `when` is later than the newest one a
 * database has recorded. A migration merged with an earlier `when` than one before it (two
 * branches generating migrations at once) would be skipped by every database already past that
 * one. 0007's hand-written `when` is later than 0008-0011's; from 0012 on each must be later than
 * every migration before it.
 */
it('gives every migration from 0012 on a journal time later than all before it', () => {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Entry[];
  };
  const late = journal.entries.filter(
    (entry, i) => entry.idx >= 12 && journal.entries.slice(0, i).some((before) => before.when >= entry.when),
  );
  expect(late.map((entry) => entry.tag)).toEqual([]);
  expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
});
