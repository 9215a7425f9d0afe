// `npm run bench:first-start`: how long a first start on a fresh data folder takes to answer its
// first 200 on `/` (docs/first-start.md, docs/performance.md). The server is compiled into a folder
// of this run (the compile is timed, and server/dist, which `npm start` and other runs share, is left
// alone), then started RUNS times (default 3) as `npm start` runs it, each on a new data folder.
// Beside each figure: the load average, and the ratio to a reference measured in the same run, a
// bare PGlite initdb in a fresh `node -e` process, so runs at different loads can be compared.
// Options (environment): RUNS, DATABASE_URL (PostgreSQL: each run on a fresh database of that
// server), RSS_AFTER_MS (default 45000; 0 skips the memory reading), WEB_DIST_DIR (web/dist),
// BENCH_COMPARE=1 (each run also starts once without the database image, the database then created
// in a child as before it existed, for a before/after in the same minutes).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildDatabaseImage, buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 3);
const rssAfterMs = Number(process.env.RSS_AFTER_MS ?? 45_000);
const webDist = process.env.WEB_DIST_DIR ?? path.join(root, 'web/dist');
const postgresUrl = process.env.DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-start-'));

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The reference: a new PGlite folder's initdb in a process of its own, start to exit. */
function referenceInitdb() {
  const dir = path.join(work, `reference-${randomBytes(4).toString('hex')}`);
  const code = `const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close();`;
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root });
  if (result.status !== 0) throw new Error(`the reference failed: ${result.stderr}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return performance.now() - started;
}

async function onServer(sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Resident memory of `pid` in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** One first start: milliseconds from spawn to the first 200 on `/`, and the RSS later. */
async function firstStart(entry, extraEnv = {}) {
  const dataDir = path.join(work, `data-${randomBytes(4).toString('hex')}`);
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist,
    ADMIN_PASSWORD: randomBytes(9).toString('hex'),
    // The production checks warn about these; the bench measures the start, not the settings.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  let database;
  if (postgresUrl) {
    database = `bench_first_start_${randomBytes(4).toString('hex')}`;
    await onServer(`create database ${database}`);
    const target = new URL(postgresUrl);
    target.pathname = `/${database}`;
    env.DATABASE_URL = target.toString();
  } else {
    delete env.DATABASE_URL;
  }
  const started = performance.now();
  // Both streams into one: printed if the shop never answers.
  const child = spawn(process.execPath, ['--max-semi-space-size=8', entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => chunks.push(d));
  const output = () => Buffer.concat(chunks).toString();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the shop exited:\n${output()}`);
      if (performance.now() - started > 120_000) throw new Error(`no answer in 120 s:\n${output()}`);
      const res = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
      if (res?.status === 200) {
        await res.arrayBuffer();
        break;
      }
      await sleep(20);
    }
    const firstAnswer = performance.now() - started;
    let rss;
    if (rssAfterMs > 0) {
      await sleep(rssAfterMs);
      rss = rssMb(child.pid);
    }
    return { firstAnswer, rss };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database) await onServer(`drop database if exists ${database} with (force)`);
  }
}

try {
  console.log(`first start on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}, ${runs} runs, web from ${webDist}`);
  // Inside the repository: the bundle finds its packages in node_modules.
  const dist = path.join(root, 'server', `.bench-first-start-${process.pid}`, 'dist');
  const started = performance.now();
  await buildServer(dist);
  console.log(`compile the server: ${seconds(performance.now() - started)} (load ${load()})`);
  // What `npm run build` makes after the server (docs/first-start.md, "The database image").
  const imageStarted = performance.now();
  buildDatabaseImage(dist);
  console.log(`build the database image: ${seconds(performance.now() - imageStarted)} (load ${load()})`);
  // No image can be made below a file: the server creates the database as it did before.
  const blocked = path.join(work, 'a-file');
  fs.writeFileSync(blocked, '');
  const kinds = [['from the image', {}]];
  if (process.env.BENCH_COMPARE)
    kinds.push(['without image', { DATABASE_IMAGE_DIR: path.join(blocked, 'image') }]);
  const entry = path.join(dist, 'main.mjs');
  for (let i = 1; i <= runs; i++) {
    for (const [kind, extraEnv] of kinds) {
      const before = load();
      const reference = referenceInitdb();
      const { firstAnswer, rss } = await firstStart(entry, extraEnv);
      console.log(
        `run ${i}${postgresUrl ? '' : `, ${kind}`}: first 200 in ${seconds(firstAnswer)}, ` +
          `reference initdb ${seconds(reference)}, ratio ${(firstAnswer / reference).toFixed(2)}` +
          (rss === undefined ? '' : `, RSS ${rss} MB ${rssAfterMs / 1000} s later`) +
          ` (load ${before} -> ${load()})`,
      );
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(path.join(root, 'server', `.bench-first-start-${process.pid}`), { recursive: true, force: true });
}
