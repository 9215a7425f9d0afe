// `npm run lighthouse`: starts the shop as `npm start` does, on a fresh data folder and a free port,
// runs Lighthouse (mobile, its default settings) three times per public route against Debian's
// Chromium, and prints the median scores, LCP, TBT and the JavaScript a first visit downloads.
// Scores move with the machine's load: `uptime` is printed beside them (README, "Page speed").
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = (process.env.LIGHTHOUSE_ROUTES ?? '/,/isml,/fursa,/igsum-products').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const uptime = () => execSync('uptime').toString().trim();

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startShop(port, dataDir) {
  const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (shop.exitCode !== null) throw new Error('the shop stopped before answering');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (res.ok) return shop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The JavaScript a first visit downloads: every script response, as transferred (gzip or brotli). */
function firstVisitJsKb(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = items
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return bytes / 1024;
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
console.log(`Lighthouse (mobile, default throttling), ${RUNS} runs per route; ${uptime()}`);
const shop = await startShop(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
const failing = new Set();
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
      // What keeps a category below 100, so a regression names its cause.
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[id].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            failing.add(`${route} ${id}: ${audit.id} (${audit.title})`);
          }
        }
      }
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        jsKb: firstVisitJsKb(lhr),
      });
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    rows.push({
      route,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcp: `${(pick('lcpMs') / 1000).toFixed(1)} s`,
      tbt: `${Math.round(pick('tbtMs'))} ms`,
      js: `${pick('jsKb').toFixed(0)} KB`,
    });
    console.log(`  ${route}: performance ${runs.map((r) => r.performance).join(', ')}`);
  }
} finally {
  chrome.kill();
  shop.kill('SIGTERM');
  await new Promise((resolve) => shop.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('\n| route | performance | accessibility | best practices | SEO | LCP | TBT | first-visit JS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.js} |`,
  );
}
for (const line of failing) console.log(`  below 100: ${line}`);
console.log(`\nmedian of ${RUNS} runs; ${uptime()}`);
