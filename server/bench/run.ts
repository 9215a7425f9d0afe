/**
 * `npm run bench`: the shop as `npm start` runs it (compiled, production settings, request logs
 * written to a file) under load on public catalogue reads, against a bare node:http server in its
 * own process answering the same bytes from memory; plain and with a browser's Accept-Encoding;
 * on embedded PGlite, then on PostgreSQL when one is reachable. Also the server's idle memory and
 * how soon a restart on the same data answers its first 200.
 *
 *   BENCH_DURATION      seconds of measured load per target (default 10)
 *   BENCH_CONNECTIONS   concurrent connections (default 100)
 *   BENCH_PATHS         comma-separated paths to load (default: every public catalogue read,
 *                       the detail pages of the first product and tour each list shows)
 *   BENCH_DATABASE_URL  a PostgreSQL server where a scratch database may be created and dropped
 *                       (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_PORT          the shop's port (default 8150)
 */
import { type ChildProcess, execSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { npmStartArgs, processTree } from '#server/test/shop-process.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Every public catalogue read (docs/decisions/0003-catalogue-cache-invalidated-by-triggers.md). */
const PUBLIC_READS = [
  '/api/fursa/products/',
  '/api/fursa/products/{first}/',
  '/api/fursa/products/?ordering=price&page=2',
  '/api/fursa/categories/',
  '/api/igsum/products/',
  '/api/igsum/products/{first}/',
  '/api/igsum/product-categories/',
  '/api/igsum/tours/',
  '/api/igsum/tours/{first}/',
  '/api/igsum/categories/',
  '/api/igsum/gallery/',
  '/api/testimonials/?business_type=igsum',
];
const PATHS = (process.env.BENCH_PATHS ?? PUBLIC_READS.join(',')).split(',').filter(Boolean);
/** The read whose first 200 counts as "the shop is up". */
const PROBE = '/api/fursa/products/';
const PORT = Number(process.env.BENCH_PORT ?? 8150);
const WARM_UP_SECONDS = 2;
const ROUNDS = 5;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const SETTLE_MS = 3000;

type Figures = { rps: number; p99: number; failures: number };
/** One row of the closing table: a path under one database and one kind of client. */
type Row = { database: string; path: string; client: 'plain' | 'browser'; shop: Figures; bare: Figures };
/** Issue 16's goals, checked in the closing table. */
const GOALS = {
  minRatio: 0.7,
  maxP99Ratio: 2,
  maxRestartMs: 2000,
  maxIdleMb: { PGlite: 200, PostgreSQL: 120 },
};
const rows: Row[] = [];
const processRows: { database: string; idleMb: number; restartMs: number }[] = [];
type Sample = { body: Buffer; contentType: string };

const uptime = () => execSync('uptime').toString().trim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads the shop and the bare server in turns of DURATION / ROUNDS seconds, so both see the same
 * mix of whatever else the machine is doing. Throughput is all requests over all the time; p99 is
 * the median of the turns' p99s.
 */
async function compare(shopUrl: string, bareUrl: string, headers: Record<string, string>) {
  // A short warm-up first, so the JIT and the caches are in the state a running shop is in.
  for (const url of [shopUrl, bareUrl]) {
    await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  }
  const turns: { shop: Result[]; bare: Result[] } = { shop: [], bare: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const duration = DURATION / ROUNDS;
    turns.shop.push(await autocannon({ url: shopUrl, connections: CONNECTIONS, duration, headers }));
    turns.bare.push(await autocannon({ url: bareUrl, connections: CONNECTIONS, duration, headers }));
  }
  const figures = (results: Result[]): Figures => {
    const p99s = results.map((r) => r.latency.p99).sort((x, y) => x - y);
    return {
      rps: sum(results.map((r) => r.requests.total)) / sum(results.map((r) => r.duration)),
      p99: p99s[Math.floor(p99s.length / 2)]!,
      failures: sum(results.map((r) => r.errors + r.timeouts + r.non2xx)),
    };
  };
  return { shop: figures(turns.shop), bare: figures(turns.bare) };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The resident memory of what `npm start` left running: the server, and any process below it. */
function rssMb(starter: ChildProcess): number {
  if (!starter.pid) return Number.NaN;
  let kb = 0;
  for (const { pid } of processTree(starter.pid)) {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  }
  return kb / 1024;
}

type Shop = { starter: ChildProcess; firstOk: number };

/** Starts the shop as `npm start` does and waits for its first 200 on `probe`. */
async function startShop(env: NodeJS.ProcessEnv, logFile: string, probe: string): Promise<Shop> {
  const log = fs.openSync(logFile, 'a');
  const started = performance.now();
  const starter = spawn(process.execPath, npmStartArgs(), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  for (;;) {
    if (starter.exitCode !== null) throw new Error(`the shop stopped (see ${logFile})`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}${probe}`);
      await res.arrayBuffer();
      if (res.status === 200) return { starter, firstOk: performance.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** `/api/x/products/{first}/` becomes the detail path of the first item the list shows. */
async function resolvePath(base: string, p: string): Promise<string> {
  if (!p.includes('{first}')) return p;
  const list = p.slice(0, p.indexOf('{first}'));
  const body = (await (await fetch(`${base}${list}`)).json()) as
    | { results?: { id: number }[] }
    | { id: number }[];
  const items = Array.isArray(body) ? body : (body.results ?? []);
  if (!items[0]) throw new Error(`${list} lists nothing to open`);
  return p.replace('{first}', String(items[0].id));
}

async function sample(url: string, headers: Record<string, string>): Promise<Sample> {
  // fetch() would decode the body; the bare server must send the bytes as they went over the wire.
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { headers }, resolve).on('error', reject),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  return { body: Buffer.concat(chunks), contentType: String(res.headers['content-type']) };
}

async function bare(plain: Sample, brotli: Sample) {
  const child = fork(path.join(HERE, 'bare-server.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number }));
    child.once('exit', (code) => reject(new Error(`bare-server.ts exited with code ${code}`)));
  });
  const encode = (s: Sample) => ({ body: s.body.toString('base64'), contentType: s.contentType });
  child.send({ plain: encode(plain), brotli: encode(brotli) });
  return { child, port: (await ready).port };
}

function ratioLine(label: string, shop: Figures, floor: Figures) {
  const pct = ((shop.rps / floor.rps) * 100).toFixed(0);
  return (
    `  ${label.padEnd(9)}${shop.rps.toFixed(0).padStart(8)} req/s vs ${floor.rps.toFixed(0).padStart(6)} bare = ${pct.padStart(3)}%` +
    `   p99 ${shop.p99} ms vs ${floor.p99} ms   failed ${shop.failures} / ${floor.failures}`
  );
}

async function benchmark(database: 'PGlite' | 'PostgreSQL', env: NodeJS.ProcessEnv) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const shopEnv = { ...env, DATA_DIR: dataDir, ADMIN_PASSWORD: randomBytes(12).toString('hex') };
  console.log(`\n${database} (${uptime()})`);
  try {
    const first = await startShop(shopEnv, logFile, PROBE);
    let idle: number;
    let loaded: number;
    try {
      await sleep(SETTLE_MS);
      idle = rssMb(first.starter);
      for (const pattern of PATHS) {
        const p = await resolvePath(`http://127.0.0.1:${PORT}`, pattern);
        const shopUrl = `http://127.0.0.1:${PORT}${p}`;
        const samples: [Sample, Sample] = [await sample(shopUrl, {}), await sample(shopUrl, BROWSER)];
        const floor = await bare(...samples);
        try {
          const bareUrl = `http://127.0.0.1:${floor.port}${p}`;
          const plain = await compare(shopUrl, bareUrl, {});
          const browser = await compare(shopUrl, bareUrl, BROWSER);
          console.log(
            `GET ${p} (${samples[0].body.length} bytes, ${samples[1].body.length} brotli), ` +
              `${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} turns`,
          );
          console.log(ratioLine('plain', plain.shop, plain.bare));
          console.log(ratioLine('browser', browser.shop, browser.bare));
          rows.push({ database, path: pattern, client: 'plain', ...plain });
          rows.push({ database, path: pattern, client: 'browser', ...browser });
        } finally {
          await stop(floor.child);
        }
      }
      await sleep(SETTLE_MS);
      loaded = rssMb(first.starter);
    } finally {
      await stop(first.starter);
    }
    const again = await startShop(shopEnv, logFile, PROBE);
    await sleep(SETTLE_MS);
    const restartIdle = rssMb(again.starter);
    await stop(again.starter);

    processRows.push({ database, idleMb: restartIdle, restartMs: again.firstOk });
    console.log(
      `  server RSS: ${idle.toFixed(0)} MB idle after the first start, ${loaded.toFixed(0)} MB after the load, ` +
        `${restartIdle.toFixed(0)} MB idle after a restart`,
    );
    console.log(
      `  first 200: ${(first.firstOk / 1000).toFixed(2)} s on an empty database (migrate, seed, and any web build npm start found due), ` +
        `${(again.firstOk / 1000).toFixed(2)} s on a restart (both from \`npm start\`, build up to date)`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `shop_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.log(`\nPostgreSQL: skipped, ${serverUrl} is not usable (${(err as Error).message}).`);
    await admin.end().catch(() => undefined);
    return;
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  try {
    await benchmark('PostgreSQL', { DATABASE_URL: target.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The goals of issue 16 against what this run measured, one line a path, MISS where one is not met. */
function summarise() {
  const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
  console.log(
    '\nGoals: throughput >= 70% of bare, p99 <= 2x bare, 0 failed; idle RSS and restart per database',
  );
  for (const r of rows) {
    const ratio = r.shop.rps / r.bare.rps;
    const p99 = r.shop.p99 / Math.max(r.bare.p99, 1);
    console.log(
      `  ${r.database.padEnd(10)} ${r.client.padEnd(7)} ${mark(ratio >= GOALS.minRatio)} ${(ratio * 100).toFixed(0).padStart(3)}%` +
        `  ${mark(p99 <= GOALS.maxP99Ratio)} p99 x${p99.toFixed(1)}  ${mark(r.shop.failures === 0)} ${r.shop.failures} failed  ${r.path}`,
    );
  }
  for (const { database, idleMb, restartMs } of processRows) {
    const maxMb = GOALS.maxIdleMb[database as keyof typeof GOALS.maxIdleMb];
    console.log(
      `  ${database.padEnd(10)} ${mark(idleMb < maxMb)} idle RSS ${idleMb.toFixed(0)} MB (< ${maxMb})` +
        `  ${mark(restartMs < GOALS.maxRestartMs)} restart to first 200 ${(restartMs / 1000).toFixed(2)} s (< 2)`,
    );
  }
}

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs shared by the load generator and the servers; ${uptime()}`,
);
// Builds the web app and the server when they are stale, as `npm start` would, outside the timings.
const build = spawn(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
await new Promise((resolve) => build.once('exit', resolve));
await benchmark('PGlite', { DATABASE_URL: '' });
await onPostgres();
summarise();
console.log(`\ndone (${uptime()})`);
