// `npm start`: builds the web app and the server when a build is missing or older than its sources,
// then runs the compiled server in this same process, with production settings unless NODE_ENV says
// otherwise. One process stays, the server: no wrapper beside it (docs/first-start.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverEntry, serverSources } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'web/dist/index.html');
// The server render's build (docs/server-rendering.md), made by the same `npm run build`.
const builtRenderer = path.join(root, 'web/dist-server/entry-server.js');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether `built` is missing or older than any of `sources` (paths from the repository root). */
function stale(built, sources) {
  if (!fs.existsSync(built)) return true;
  const newest = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
  return newest > fs.statSync(built).mtimeMs;
}

const webSources = [
  'web/src',
  'web/public',
  'web/build',
  'web/index.html',
  'web/vite.config.ts',
  'contract/src',
];
if (stale(builtIndex, webSources) || !fs.existsSync(builtRenderer)) {
  console.log('Building the web app...');
  // Always React's production build: a web app built under another NODE_ENV (a test's, `test`)
  // calls React's development JSX, which a later production start does not have, and every page
  // then falls back to the shell ("jsxDEV is not a function", seen on 2026-11-29).
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (stale(serverEntry, serverSources)) {
  console.log('Building the server...');
  await buildServer();
}

// package.json's start script gives node --max-semi-space-size=8: V8's young generation may grow to
// 16 MB semi-spaces, mostly empty yet resident. 8 MB saves ~10 MB of an idle shop; 2 MB would save
// ~20 MB but, in a CPU profile under load, tripled the share of time spent collecting garbage
// (5.7% -> 14.7% of busy time). V8 reads it only at start, hence on the command line.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverEntry).href);
