// Compiles the server (and the contract it imports) into JavaScript, server/dist/main.mjs and the
// first start's database creator beside it (first-start.mjs, docs/first-start.md), so production
// runs on plain `node`: no TypeScript compiler in memory, nothing transpiled at start.
// Packages from node_modules stay outside the bundle (PGlite finds its WebAssembly beside itself).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
export const serverDist = path.join(serverDir, 'dist');
export const serverEntry = path.join(serverDist, 'main.mjs');

/** What the bundle is made from: when any is newer than the bundle, it is built again. */
export const serverSources = [
  'server/src',
  'server/package.json',
  'contract/src',
  'scripts/build-server.mjs',
];

/**
 * Files the server reads beside its own module at run time (client.ts: migrations/,
 * demo-image-url.ts: images/), copied beside the bundle.
 */
const assets = [
  ['src/db/migrations', 'migrations'],
  ['src/db/seed/images', 'images'],
];

/**
 * database-image.ts's demoCatalogueKey, for the bundle (which may run where the sources are not):
 * its DEMO_SOURCES' files hashed the same way. npm-start.test.ts checks both give one key.
 */
function demoCatalogueKey() {
  const sources = ['server/src/db/seed', 'contract/src/catalog.ts', 'contract/src/serials.ts'];
  const files = sources
    .flatMap((source) =>
      fs.statSync(path.join(root, source)).isDirectory()
        ? fs
            .readdirSync(path.join(root, source))
            .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
            .map((file) => path.posix.join(source, file))
        : [source],
    )
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Builds into `outDir` (server/dist unless a test asks for another folder). */
export async function buildServer(outDir = serverDist) {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@shop/'));
  fs.rmSync(outDir, { recursive: true, force: true });
  try {
    await build({
      entryPoints: ['main', 'first-start'].map((name) => path.join(serverDir, `src/${name}.ts`)),
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: external.flatMap((name) => [name, `${name}/*`]),
      sourcemap: 'linked',
      // Bundled CommonJS helpers may call require(); give the ES module one.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      define: { __DEMO_CATALOGUE_KEY__: JSON.stringify(demoCatalogueKey()) },
      logLevel: 'warning',
    });
  } finally {
    // esbuild answers from a service process (~40 MB) that would otherwise live as long as the
    // caller: `npm start` runs the server in its own process after building (scripts/start.mjs).
    await stop();
  }
  for (const [from, to] of assets) {
    fs.cpSync(path.join(serverDir, from), path.join(outDir, to), { recursive: true });
  }
}

/**
 * Makes the database image a first start copies (docs/first-start.md, "The database image") with
 * the compiled `outDir`, in a process that exits: server/database-image, unless it is fresh.
 */
export function buildDatabaseImage(outDir = serverDist) {
  const run = spawnSync(process.execPath, [path.join(outDir, 'first-start.mjs'), '--image'], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`building the database image failed (exit code ${run.status})`);
}

// `npm run build`: the server, then the database image.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  buildDatabaseImage();
}
