/**
 * `npm run bench`: load on GET /api/fursa/products/ (the shop's busiest read), measured against a
 * bare node:http server answering the same bytes from memory, first on embedded PGlite, then on
 * PostgreSQL when one is reachable.
 *
 *   BENCH_DURATION      seconds of measured load per target (default 10)
 *   BENCH_CONNECTIONS   concurrent connections (default 50)
 *   BENCH_DATABASE_URL  a PostgreSQL server where a scratch database may be created and dropped
 *                       (default postgres://postgres@127.0.0.1:5432/test)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;
const PATH = '/api/fursa/products/';

type Figures = { label: string; rps: number; p50: number; p99: number; failures: number };

/** Starts a TypeScript file in its own Node process and waits for the first IPC message. */
async function start<T>(file: string, env: NodeJS.ProcessEnv, message?: unknown) {
  const child = fork(path.join(HERE, file), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const reply = new Promise<T>((resolve, reject) => {
    child.once('message', (m) => resolve(m as T));
    child.once('exit', (code) => reject(new Error(`${file} exited with code ${code} before it was ready`)));
  });
  if (message !== undefined) child.send(message as object);
  return { child, ready: await reply };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(label: string, url: string): Promise<Figures> {
  // A short warm-up first, so the JIT and any caches are in the state a running shop is in.
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const r: Result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

function report(database: string, shop: Figures, bare: Figures, bytes: number) {
  const row = (f: Figures) =>
    `  ${f.label.padEnd(26)}${f.rps.toFixed(0).padStart(10)}${`${f.p50} ms`.padStart(10)}${`${f.p99} ms`.padStart(10)}${String(f.failures).padStart(10)}`;
  console.log(`\n${database}: GET ${PATH} (${bytes} bytes), ${CONNECTIONS} connections, ${DURATION} s`);
  console.log(
    `  ${''.padEnd(26)}${'req/s'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'failed'.padStart(10)}`,
  );
  console.log(row(shop));
  console.log(row(bare));
  console.log(
    `  shop throughput is ${((shop.rps / bare.rps) * 100).toFixed(1)}% of bare node:http ` +
      `(1 : ${(bare.rps / shop.rps).toFixed(1)}); p99 latency ${(shop.p99 / Math.max(bare.p99, 1)).toFixed(1)}x`,
  );
}

/** Benchmarks the shop on one database, then the bare server with the same response. */
async function benchmark(database: string, env: NodeJS.ProcessEnv) {
  const shop = await start<{ port: number }>('shop-server.ts', env);
  let body: Buffer;
  let contentType: string;
  let shopFigures: Figures;
  try {
    const url = `http://127.0.0.1:${shop.ready.port}${PATH}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    body = Buffer.from(await response.arrayBuffer());
    contentType = response.headers.get('content-type') ?? 'application/json';
    shopFigures = await load('shop (fastify + db)', url);
  } finally {
    await stop(shop.child);
  }
  const bare = await start<{ port: number }>(
    'bare-server.ts',
    {},
    { body: body.toString('base64'), contentType },
  );
  try {
    const bareFigures = await load('bare node:http', `http://127.0.0.1:${bare.ready.port}${PATH}`);
    report(database, shopFigures, bareFigures, body.length);
  } finally {
    await stop(bare.child);
  }
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  try {
    await benchmark('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  try {
    await benchmark('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: target.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const [load1] = os.loadavg();
console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs shared by the load generator and the server, ` +
    `load average ${load1?.toFixed(1)} before the run${(load1 ?? 0) > os.cpus().length ? ' (a busy machine: figures will be low and noisy)' : ''}`,
);
await onPglite();
await onPostgres();
