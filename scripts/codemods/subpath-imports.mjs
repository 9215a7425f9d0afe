// Rewrites every import that climbs out of its folder (`../`) into the workspace's subpath import,
// `#server/...` or `#web/...` (docs/import-rules.md), with the file's extension written out, as
// Node, Vite, esbuild and TypeScript resolve a package.json `imports` target only to an exact file.
// Same-folder and downward imports (`./x`, `./sub/x`) stay. Run it once from the repository root:
//
//   node scripts/codemods/subpath-imports.mjs [repository root]
//
// It prints what it changed and every `../` import it could not rewrite (the file is missing, or
// lies outside the folder the subpath import maps).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createResolver, findImports, listSourceFiles } from '../import-graph.mjs';

/** The `#name/*` patterns of a workspace's package.json mapped to a folder, as [prefix, folder]. */
function folderPatterns(workspace) {
  return Object.entries(workspace.imports ?? {})
    .filter(([key, target]) => key.endsWith('/*') && typeof target === 'string' && target.endsWith('/*'))
    .map(([key, target]) => [key.slice(0, -1), path.join(workspace.dir, target.slice(0, -1))]);
}

/** Rewrites the repository at `root` in place; gives the files changed and the imports left. */
export function rewriteParentImports(root) {
  const { resolve, workspaces } = createResolver(root);
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const changed = [];
  const left = [];
  for (const workspace of workspaces) {
    const patterns = folderPatterns(workspace);
    if (patterns.length === 0) continue;
    for (const file of listSourceFiles(workspace.dir, ['.'])) {
      const text = fs.readFileSync(file, 'utf8');
      const edits = [];
      for (const { specifier, start, line } of findImports(text)) {
        if (!specifier.startsWith('../')) continue;
        const target = resolve(specifier, file);
        const pattern = target && patterns.find(([, folder]) => target.startsWith(folder));
        if (!pattern) {
          left.push(
            `${rel(file)}:${line} '${specifier}' ${target ? `reaches ${rel(target)}` : 'reaches no file'}`,
          );
          continue;
        }
        const [prefix, folder] = pattern;
        const subpath = path.relative(folder, target).split(path.sep).join('/');
        edits.push({ start, end: start + specifier.length, text: `${prefix}${subpath}` });
      }
      if (edits.length === 0) continue;
      let next = text;
      for (const edit of edits.reverse()) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
      fs.writeFileSync(file, next);
      changed.push({ file: rel(file), imports: edits.length });
    }
  }
  return { changed, left };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  );
  const { changed, left } = rewriteParentImports(root);
  const imports = changed.reduce((sum, c) => sum + c.imports, 0);
  console.log(`subpath-imports: rewrote ${imports} imports in ${changed.length} files`);
  if (left.length > 0) console.log(`left as they were (${left.length}):\n  ${left.join('\n  ')}`);
  console.log('Next: npx biome check --write . (imports sort differently once they start with #)');
}
