import { chromium } from '@playwright/test';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await b.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto('http://localhost:8301' + process.argv[2]);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
// self time per function
const dt = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const deltas = profile.timeDeltas;
let i = 0;
for (const s of profile.samples) {
  const n = byId.get(s);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  dt.set(key, (dt.get(key) || 0) + (deltas[i++] || 0));
}
const total = [...dt.values()].reduce((a, b) => a + b, 0);
console.log('total ms', Math.round(total / 1000));
for (const [k, v] of [...dt.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(Math.round(v / 1000), k);
await b.close();
