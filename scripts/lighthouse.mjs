// `npm run lighthouse`: starts the shop as `npm start` does, on a fresh data folder and a free port,
// runs Lighthouse (mobile, its default settings) three times per public route against Debian's
// Chromium, and prints the median scores, LCP, TBT and the JavaScript a first visit downloads (gzip).
// Scores move with the machine's load: `uptime` is printed beside them (docs/performance.md, "Page speed").
// LIGHTHOUSE_REPORT_DIR=folder keeps each run's full report (JSON).
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { bodyBytes } from './body-bytes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// With one laptop's and one tour's own page (docs/seo.md), from the demo catalogue, and the two
// catalogues in Swahili (docs/i18n.md): their texts and chunks are their own.
const ROUTES = (
  process.env.LIGHTHOUSE_ROUTES ??
  '/,/isml,/fursa,/igsum-products,/fursa/laptops/dell-latitude-5440,/isml/tours/classic-safari-experience,/sw/isml,/sw/fursa'
).split(',');
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
      // As in production (docs/deploy.md): pages then name their absolute addresses (canonical,
      // hreflang), which is what search engines and Lighthouse's SEO audit read.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
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

const scriptsOf = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');

/** Every script response of the visit as transferred: brotli bodies and their headers. */
function transferredJsKb(lhr) {
  return scriptsOf(lhr).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
}

/**
 * The JavaScript the visit downloaded, as the budget counts it: the bodies of the same scripts
 * as a browser taking only gzip gets them (files under 1 KB come plain), asked again after the run.
 */
async function gzipJsKb(lhr) {
  let bytes = 0;
  for (const { url } of scriptsOf(lhr)) bytes += await bodyBytes(url, 'gzip');
  return bytes / 1024;
}

/**
 * One Lighthouse run. Chromium now and then loses the trace of a load (NO_NAVSTART, "run
 * Lighthouse again"): such a run is made again, twice at most.
 */
async function audit(url, chromePort) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) return lhr;
  }
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
      const lhr = await audit(`http://127.0.0.1:${port}${route}`, chrome.port);
      // LIGHTHOUSE_REPORT_DIR keeps every run's full report, to see what a score is made of.
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        const file = `${route.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`;
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, file), JSON.stringify(lhr));
      }
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
        jsKb: await gzipJsKb(lhr),
        jsTransferKb: transferredJsKb(lhr),
        jsFiles: scriptsOf(lhr).length,
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
      js: `${pick('jsKb').toFixed(0)} KB in ${pick('jsFiles')} files (${pick('jsTransferKb').toFixed(0)} KB sent)`,
    });
    console.log(`  ${route}: performance ${runs.map((r) => r.performance).join(', ')}`);
  }
} finally {
  chrome.kill();
  shop.kill('SIGTERM');
  await new Promise((resolve) => shop.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  '\n| route | performance | accessibility | best practices | SEO | LCP | TBT | first-visit JS (gzip) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.js} |`,
  );
}
for (const line of failing) console.log(`  below 100: ${line}`);
console.log(`\nmedian of ${RUNS} runs; ${uptime()}`);
