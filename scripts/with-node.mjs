// Runs a command on another major of Node, taken from the npm registry's node-<platform>-<arch>
// package: CI tests the shop on Node 24 LTS from machines that have only Node 20 (docs/node-versions.md).
//   node scripts/with-node.mjs 24 npm run test:server
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [major, ...command] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '') || command.length === 0) {
  console.error('usage: node scripts/with-node.mjs <major> <command> [args...]');
  process.exit(2);
}

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = `node-${process.platform}-${process.arch}`;
const prefix = path.join(root, 'node_modules', '.cache', `node-${major}`);
const bin = path.join(prefix, 'node_modules', pkg, 'bin');

if (!fs.existsSync(path.join(bin, 'node'))) {
  console.log(`Fetching Node ${major} (${pkg}@${major}) from the npm registry...`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      `${pkg}@${major}`,
    ],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const version = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
if (!version.startsWith(`v${major}.`)) {
  console.error(`Expected Node ${major} on PATH, found ${version || 'none'}.`);
  process.exit(1);
}
console.log(`Running on Node ${version}: ${command.join(' ')}`);
const run = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env });
process.exit(run.status ?? 1);
