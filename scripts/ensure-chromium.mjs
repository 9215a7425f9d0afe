// The browser tests drive Debian's Chromium. Install it when we can (root with apt-get), else stop with a clear message.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(executable)) process.exit(0);

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!hasAptGet || !isRoot) {
  console.error(
    `Chromium was not found at ${executable}. The browser tests need it.\n` +
      'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH, then run `npm test` again.',
  );
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package...");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
} catch {
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
}
