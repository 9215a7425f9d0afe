// The deployment of docs/deploy.md, tested on this machine: Debian's Caddy started from
// deploy/Caddyfile (on http://localhost:<port>, without TLS) in front of two compiled shop
// processes on one scratch PostgreSQL database, each with its own data folder. A customer signs
// up, adds a laptop to the cart and places a cash-on-delivery order, and an admin changes its
// status, all through Caddy; both processes must have answered some of those requests.
// Exits non-zero on any failure. PostgreSQL: TEST_POSTGRES_URL, else postgres@127.0.0.1:5432.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const START_TIMEOUT_MS = 120_000;
const POLL_MS = 100;

function ensureCaddy() {
  if (spawnSync('sh', ['-c', 'command -v caddy'], { stdio: 'ignore' }).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Caddy is missing: install it (`sudo apt-get install -y caddy`) and run this again.');
    process.exit(1);
  }
  console.log("Caddy is missing: installing Debian's caddy package...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', 'caddy'], { stdio: 'inherit', env });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', 'caddy'], { stdio: 'inherit', env });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const children = [];
/** Starts a process whose output is kept, to print if the test fails. */
function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const run = { name, child, output: () => output, exited: false };
  child.on('exit', () => {
    run.exited = true;
  });
  children.push(run);
  return run;
}

/** Polls `url` until it answers 200; fails at once if `run` exits, or at the deadline. */
async function waitReady(run, url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (run.exited) break;
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(POLL_MS);
  }
  throw new Error(`${run.name} never answered ${url}:\n${run.output()}`);
}

/** What answered each request through Caddy, by X-Served-By. */
const servedBy = new Map();

async function call(base, method, url, { token, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const by = res.headers.get('x-served-by');
  if (by) servedBy.set(by, (servedBy.get(by) ?? 0) + 1);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function checkoutAndStatusChange(base, adminPassword) {
  const username = `deploy_${randomBytes(3).toString('hex')}`;
  const { access } = await call(base, 'POST', '/api/auth/register/', {
    body: {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass-1',
      full_name: 'Deploy Test',
      phone: '712 345 678',
      country_code: '+255',
    },
  });
  const laptops = await call(base, 'GET', '/api/fursa/products/?in_stock=true&ordering=price');
  const laptop = laptops.results[0];
  if (!laptop) throw new Error('no laptop in stock in the demo catalogue');
  await call(base, 'POST', '/api/fursa/cart/', { token: access, body: { product: laptop.id, quantity: 1 } });
  const quote = await call(base, 'GET', '/api/fursa/checkout/', { token: access });
  const order = await call(base, 'POST', '/api/orders/', {
    token: access,
    body: {
      order_type: 'fursa',
      fulfilment: 'pickup',
      payment_method: 'cash_on_delivery',
      expected_total: quote.cart.subtotal,
    },
  });
  // Every later request, whichever process answers it, sees what the other one wrote.
  const mine = await call(base, 'GET', `/api/orders/${order.id}/`, { token: access });
  if (mine.id !== order.id) throw new Error('the order is not there');

  const admin = await call(base, 'POST', '/api/auth/login/', {
    body: { username: 'admin', password: adminPassword },
  });
  await call(base, 'PUT', `/api/orders/admin/${order.id}/`, {
    token: admin.access,
    body: { status: 'processing', note: 'Packed' },
  });
  const after = await call(base, 'GET', `/api/orders/${order.id}/`, { token: access });
  if (after.status !== 'processing') throw new Error(`the status is ${after.status}, not processing`);
  // A few reads more, so that round robin has surely alternated.
  for (let i = 0; i < 4; i++) await call(base, 'GET', '/api/auth/user/', { token: access });
  return order;
}

async function main() {
  ensureCaddy();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-'));
  const cacheDir = path.join(root, 'node_modules/.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'shop-deploy-build-'));
  const dbName = `shop_deploy_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  await onServer(`create database ${dbName}`);
  try {
    await buildServer(outDir);
    const [caddyPort, adminPort, ...shopPorts] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const site = `http://localhost:${caddyPort}`;
    const adminPassword = randomBytes(12).toString('base64url');
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: site,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      // No web build in this test's folder: the processes serve the API, as Caddy passes it on.
      WEB_DIST_DIR: scratch,
    };
    // One after the other, as docs/deploy.md says to start them: the first migrates and seeds.
    for (const port of shopPorts) {
      const name = `shop-${port}`;
      const dataDir = path.join(scratch, name);
      const run = start(name, process.execPath, ['--max-semi-space-size=8', path.join(outDir, 'main.mjs')], {
        ...shared,
        PORT: String(port),
        INSTANCE_NAME: name,
        DATA_DIR: dataDir,
      });
      await waitReady(run, `http://127.0.0.1:${port}/api/health/ready/`);
    }
    const caddy = start('caddy', 'caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
      SHOP_SITE_ADDRESS: site,
      SHOP_UPSTREAMS: shopPorts.map((p) => `127.0.0.1:${p}`).join(' '),
      CADDY_ADMIN: `127.0.0.1:${adminPort}`,
      // Caddy's own state (certificates, autosave) stays in the scratch folder.
      HOME: scratch,
      XDG_DATA_HOME: path.join(scratch, 'caddy-data'),
      XDG_CONFIG_HOME: path.join(scratch, 'caddy-config'),
    });
    await waitReady(caddy, `${site}/api/health/ready/`);

    const order = await checkoutAndStatusChange(site, adminPassword);
    const names = [...servedBy.keys()].sort();
    const expected = shopPorts.map((p) => `shop-${p}`).sort();
    if (JSON.stringify(names) !== JSON.stringify(expected)) {
      throw new Error(
        `expected answers from ${expected.join(' and ')}, got ${JSON.stringify([...servedBy])}`,
      );
    }
    console.log(
      `deploy test: order ${order.order_id ?? order.id} placed and set to processing through Caddy; answers by process: ${JSON.stringify(Object.fromEntries(servedBy))}`,
    );
  } finally {
    for (const run of children) run.child.kill('SIGTERM');
    await Promise.all(
      children.map((run) => (run.exited ? undefined : new Promise((r) => run.child.once('exit', r)))),
    );
    await onServer(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error('deploy test failed:', err.message ?? err);
    for (const run of children) if (run.output()) console.error(`--- ${run.name} ---\n${run.output()}`);
    process.exit(1);
  },
);
