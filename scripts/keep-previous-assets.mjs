// Keeps the hashed scripts and styles of earlier releases in web/dist/assets for a few days after
// the release that replaced them (docs/offline.md, "Safe updates"): a page opened before a deploy
// still loads the screens it has not shown yet. Vite empties web/dist on every build, so
// `npm run build` calls this twice:
//   node keep-previous-assets.mjs save <dist>     before the build: copies the release's assets aside
//   node keep-previous-assets.mjs restore <dist>  after it: puts back those not in the new release
// Aside means <dist>-previous/ with an index of when each file left a release; after KEEP_DAYS it goes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function readIndex(store) {
  try {
    return JSON.parse(fs.readFileSync(path.join(store, 'index.json'), 'utf8'));
  } catch {
    return {};
  }
}

function writeIndex(store, index) {
  fs.mkdirSync(store, { recursive: true });
  fs.writeFileSync(path.join(store, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
}

function files(folder) {
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
}

/** Before a build: every asset of the release being replaced is kept, from now. */
export function save(dist, now = Date.now()) {
  const store = `${dist}-previous`;
  const index = readIndex(store);
  for (const name of files(path.join(dist, 'assets'))) {
    if (index[name] !== undefined) continue;
    fs.mkdirSync(path.join(store, 'assets'), { recursive: true });
    fs.copyFileSync(path.join(dist, 'assets', name), path.join(store, 'assets', name));
    index[name] = now;
  }
  for (const [name, since] of Object.entries(index)) {
    if (now - since < KEEP_DAYS * DAY_MS) continue;
    fs.rmSync(path.join(store, 'assets', name), { force: true });
    delete index[name];
  }
  writeIndex(store, index);
}

/** After a build: the kept assets the new release does not have go back beside its own. */
export function restore(dist) {
  const store = `${dist}-previous`;
  const index = readIndex(store);
  const live = new Set(files(path.join(dist, 'assets')));
  for (const name of Object.keys(index)) {
    if (live.has(name)) {
      // Part of the new release again: it is kept as long as that release is.
      fs.rmSync(path.join(store, 'assets', name), { force: true });
      delete index[name];
    } else fs.copyFileSync(path.join(store, 'assets', name), path.join(dist, 'assets', name));
  }
  writeIndex(store, index);
}

// Run as a command, also through a symbolic link (the upgrade test's copy of the web app).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, dist = 'dist'] = process.argv.slice(2);
  const run = { save, restore }[command];
  if (!run) {
    console.error('usage: keep-previous-assets.mjs save|restore <dist>');
    process.exit(1);
  }
  run(path.resolve(dist));
}
