import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { KEEP_DAYS, restore, save } from './keep-previous-assets.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A build as Vite leaves it: web/dist emptied, then this release's assets written. */
function build(dist, names) {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  for (const name of names) fs.writeFileSync(path.join(dist, 'assets', name), name);
}

const assets = (dist) => fs.readdirSync(path.join(dist, 'assets')).sort();

test('a release keeps the scripts of the one before for a few days, then lets them go', () => {
  const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kept-assets-')), 'dist');
  const day0 = Date.parse('2026-11-01T00:00:00Z');

  build(dist, ['index-a.js', 'react-same.js']);
  save(dist, day0);
  build(dist, ['index-b.js', 'react-same.js']);
  restore(dist);
  assert.deepEqual(assets(dist), ['index-a.js', 'index-b.js', 'react-same.js']);

  // The next release, two days on: release A's script stays, B's joins it.
  save(dist, day0 + 2 * DAY_MS);
  build(dist, ['index-c.js', 'react-same.js']);
  restore(dist);
  assert.deepEqual(assets(dist), ['index-a.js', 'index-b.js', 'index-c.js', 'react-same.js']);

  // Past KEEP_DAYS after A was replaced, A's script goes; B's, replaced later, stays.
  save(dist, day0 + KEEP_DAYS * DAY_MS);
  build(dist, ['index-c.js', 'react-same.js']);
  restore(dist);
  assert.deepEqual(assets(dist), ['index-b.js', 'index-c.js', 'react-same.js']);
});

test('a script that comes back in a release is no longer counted as replaced', () => {
  const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kept-assets-')), 'dist');
  const day0 = Date.parse('2026-11-01T00:00:00Z');
  build(dist, ['index-a.js']);
  save(dist, day0);
  build(dist, ['index-b.js']);
  restore(dist);
  save(dist, day0 + DAY_MS);
  build(dist, ['index-a.js']);
  restore(dist);
  // A is live again: long after, it is still there, and B (replaced on day 1) is gone.
  save(dist, day0 + (KEEP_DAYS + 2) * DAY_MS);
  build(dist, ['index-a.js']);
  restore(dist);
  assert.deepEqual(assets(dist), ['index-a.js']);
});
