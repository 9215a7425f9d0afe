// What the import checks (check-imports.mjs) and the subpath-imports codemod share: the source files
// of the workspaces, the imports written in each, and the file each import reaches. Imports are read
// from the text and resolved here rather than by TypeScript: TypeScript 7 has no JavaScript API,
// and dependency-cruiser needs Node 22 (docs/import-rules.md).
import fs from 'node:fs';
import path from 'node:path';

const CODE_FILE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', '.git', 'migrations']);
/** Tried in this order after an import path written without its extension, as Vite and esbuild do. */
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.d.ts'];

/** Every code file under `dirs` (relative to `root`), as absolute paths, sorted. */
export function listSourceFiles(root, dirs) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (CODE_FILE.test(entry.name)) {
        files.push(path.join(dir, entry.name));
      }
    }
  };
  for (const dir of dirs) {
    if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  }
  return files.sort();
}

// `import x from '...'`, `export { x } from '...'`, `import type ...`: the words between keyword and
// `from` may span lines but never hold a quote or a semicolon, so a match cannot run into the
// next statement.
const STATIC_IMPORT = /\b(import|export)\s+(type\s+)?[^'"`;]*?\sfrom\s*(['"])([^'"\n]+)\3/g;
const SIDE_EFFECT_IMPORT = /\bimport\s*(['"])([^'"\n]+)\1/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/**
 * The imports written in a file's text: the specifier, where it starts (the offset of its first
 * character, after the quote), its line (1-based), and whether it is erased at compile time
 * (`import type`, which `verbatimModuleSyntax` guarantees is the only erased form).
 */
export function findImports(text) {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const imports = [];
  const add = (match, specifier, typeOnly) => {
    const start = match.index + match[0].lastIndexOf(specifier);
    imports.push({ specifier, start, line: lineOf(start), typeOnly });
  };
  for (const match of text.matchAll(STATIC_IMPORT)) add(match, match[4], Boolean(match[2]));
  for (const match of text.matchAll(SIDE_EFFECT_IMPORT)) add(match, match[2], false);
  for (const match of text.matchAll(DYNAMIC_IMPORT)) add(match, match[2], false);
  return imports.sort((a, b) => a.start - b.start);
}

/** The target a package.json `imports` or `exports` map gives `key`, with `*` patterns, or null. */
function mapSubpath(map, key) {
  if (!map || typeof map !== 'object') return null;
  const pick = (target) => {
    if (typeof target === 'string') return target;
    if (target && typeof target === 'object') return pick(target.import ?? target.default);
    return null;
  };
  if (key in map) return pick(map[key]);
  for (const [pattern, target] of Object.entries(map)) {
    const star = pattern.indexOf('*');
    if (star === -1) continue;
    const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (key.startsWith(before) && key.endsWith(after) && key.length >= pattern.length - 1) {
      const match = key.slice(before.length, key.length - after.length);
      return pick(target)?.replaceAll('*', match) ?? null;
    }
  }
  return null;
}

/**
 * A resolver for the repository at `root`: `resolve(specifier, importer)` gives the absolute path
 * of the file an import reaches (relative paths, the workspaces' `#...` subpath imports, the
 * workspace packages by name), or null for a package from node_modules or a file that is missing.
 */
export function createResolver(root) {
  const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const workspaces = (readJson(path.join(root, 'package.json')).workspaces ?? []).map((dir) => {
    const manifest = path.join(root, dir, 'package.json');
    return { dir: path.join(root, dir), ...(fs.existsSync(manifest) ? readJson(manifest) : {}) };
  });
  const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  const probe = (file) => {
    if (isFile(file)) return file;
    for (const extension of EXTENSIONS) if (isFile(file + extension)) return file + extension;
    // TypeScript's convention: `./x.js` written for the source `./x.ts`.
    const asTs = file.replace(/\.(m?)js(x?)$/, '.$1ts$2');
    if (asTs !== file && isFile(asTs)) return asTs;
    for (const extension of EXTENSIONS) {
      if (isFile(path.join(file, `index${extension}`))) return path.join(file, `index${extension}`);
    }
    return null;
  };
  const resolve = (specifier, importer) => {
    if (specifier.startsWith('.')) return probe(path.resolve(path.dirname(importer), specifier));
    if (specifier.startsWith('#')) {
      const owner = workspaces.find((w) => importer.startsWith(w.dir + path.sep));
      const target = owner && mapSubpath(owner.imports, specifier);
      return target ? probe(path.join(owner.dir, target)) : null;
    }
    const owner = workspaces.find(
      (w) => w.name && (specifier === w.name || specifier.startsWith(`${w.name}/`)),
    );
    if (!owner) return null;
    const subpath = `.${specifier.slice(owner.name.length)}`;
    const target = mapSubpath(owner.exports, subpath) ?? (subpath === '.' ? owner.main : null);
    return target ? probe(path.join(owner.dir, target)) : null;
  };
  return { resolve, workspaces };
}
