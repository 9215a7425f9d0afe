// Checks the direction of every import in contract/, server/ and web/ (docs/import-rules.md):
// no import cycle, no upward import between the server's layers, no web feature importing another,
// no shared web code importing a feature, and no `../` import where a `#server/` or `#web/` subpath
// import says where it goes. Prints each violation as `file:line` and exits 1 if there is any.
//
//   node scripts/check-imports.mjs [repository root]

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createResolver, findImports, listSourceFiles } from './import-graph.mjs';

/** The rules, as paths relative to the repository root (a trailing `/` means a folder). */
export const RULES = {
  /** Workspaces whose files are read and whose imports are followed. */
  scan: ['contract', 'server', 'web'],
  /**
   * The server's layers, lowest first (docs/server-layers.md): a file may import its own layer or
   * a lower one, never a higher one. Files in no layer (bench/, scripts/) are not held to it.
   */
  serverLayers: [
    { name: 'contract', paths: ['contract/src/'] },
    { name: 'lib', paths: ['server/src/lib/', 'server/src/config.ts'] },
    { name: 'db', paths: ['server/src/db/'] },
    { name: 'http', paths: ['server/src/http/'] },
    { name: 'modules', paths: ['server/src/modules/', 'server/src/backups/'] },
    { name: 'plugins', paths: ['server/src/plugins/'] },
    {
      name: 'app',
      paths: [
        'server/src/api/',
        'server/src/services.ts',
        'server/src/app.ts',
        'server/src/main.ts',
        'server/src/bootstrap.ts',
        'server/src/first-start.ts',
        'server/src/doctor.ts',
        'server/src/doctor-cli.ts',
      ],
    },
  ],
  /** Each folder under these is one module: modules, like files, never import each other in a circle. */
  moduleFolders: ['server/src/modules/'],
  /** Each folder under this is one web feature; a feature imports no other (docs/import-rules.md). */
  webFeatures: 'web/src/features/',
  /** Shared web code, which features and screens import and which imports no feature. */
  webShared: ['web/src/lib/', 'web/src/components/', 'web/src/config/', 'web/src/i18n/'],
  /** Tests and their helpers compose anything: the layer and feature rules skip them. */
  exempt: [/\.test\.tsx?$/, /^server\/src\/(test|fuzz)\//, /^web\/src\/test\//],
  /** Where an import climbing out of its folder (`../`) is written as a subpath import instead. */
  noParentImports: ['server/src/', 'web/src/'],
};

const KINDS = {
  cycle: 'import cycles',
  layer: 'upward imports on the server',
  feature: 'features importing another feature',
  shared: 'shared web code importing a feature',
  parent: "imports climbing out of their folder ('../')",
};

const within = (file, paths) => paths.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p));
const layerOf = (file) => RULES.serverLayers.findIndex((layer) => within(file, layer.paths));
const featureOf = (file) =>
  file.startsWith(RULES.webFeatures) ? file.slice(RULES.webFeatures.length).split('/')[0] : null;
const moduleOf = (file) => {
  const folder = RULES.moduleFolders.find((f) => file.startsWith(f) && file.indexOf('/', f.length) !== -1);
  return folder ? `${folder}${file.slice(folder.length).split('/')[0]}/` : null;
};

/** Every violation in the repository at `root`, each `{ kind, file, line, message }`, in order. */
export function checkImports(root) {
  const { resolve } = createResolver(root);
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const files = listSourceFiles(root, RULES.scan);
  const known = new Set(files);
  /** file -> [{ to, at, typeOnly }] for imports of files this check reads, `at` being `file:line`. */
  const graph = new Map();
  /** The same between module folders, with the first import that joins two of them. */
  const moduleGraph = new Map();
  const violations = [];

  for (const file of files) {
    const from = rel(file);
    const edges = [];
    for (const { specifier, line, typeOnly } of findImports(fs.readFileSync(file, 'utf8'))) {
      const add = (kind, message) => violations.push({ kind, file: from, line, message });
      const target = resolve(specifier, file);
      // A file outside those folders (the repository's scripts/) has no subpath import to say it.
      const subpathReaches = !target || within(rel(target), RULES.noParentImports);
      if (specifier.startsWith('../') && within(from, RULES.noParentImports) && subpathReaches) {
        add('parent', `'${specifier}': write it as a subpath import (scripts/codemods/subpath-imports.mjs)`);
      }
      if (!target || !known.has(target)) continue;
      const to = rel(target);
      edges.push({ to, at: `${from}:${line}`, typeOnly });
      if (RULES.exempt.some((pattern) => pattern.test(from))) continue;
      const [fromModule, toModule] = [moduleOf(from), moduleOf(to)];
      if (fromModule && toModule && fromModule !== toModule) {
        const moduleEdges = moduleGraph.get(fromModule) ?? moduleGraph.set(fromModule, []).get(fromModule);
        if (!moduleEdges.some((edge) => edge.to === toModule))
          moduleEdges.push({ to: toModule, at: `${from}:${line}`, typeOnly });
      }
      const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
      if (fromLayer !== -1 && toLayer > fromLayer) {
        const [lower, upper] = [RULES.serverLayers[fromLayer].name, RULES.serverLayers[toLayer].name];
        add('layer', `${lower} imports ${upper}: ${to}`);
      }
      const [fromFeature, toFeature] = [featureOf(from), featureOf(to)];
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        add('feature', `feature ${fromFeature} imports feature ${toFeature}: ${to}`);
      }
      if (toFeature && within(from, RULES.webShared))
        add('shared', `shared code imports feature ${toFeature}: ${to}`);
    }
    graph.set(from, edges);
  }
  for (const node of moduleGraph.keys()) {
    for (const { to } of moduleGraph.get(node)) if (!moduleGraph.has(to)) moduleGraph.set(to, []);
  }

  for (const [what, cycles] of [
    ['files', findCycles(graph)],
    ['modules', findCycles(moduleGraph)],
  ]) {
    for (const cycle of cycles) {
      const steps = cycle.map(({ to, at, typeOnly }) => `${at} -> ${to}${typeOnly ? ' (type)' : ''}`);
      const [file, line] = cycle[0].at.split(':');
      violations.push({
        kind: 'cycle',
        file,
        line: Number(line),
        message: `${cycle.length} ${what} import each other:\n      ${steps.join('\n      ')}`,
      });
    }
  }
  return violations;
}

/**
 * One cycle for each group of files that reach each other (Tarjan's strongly connected components),
 * as the shortest loop through the group's first file: enough to find where to cut it.
 */
function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  // Iterative, so a long import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const edges = graph.get(frame.node);
      if (frame.next < edges.length) {
        const { to } = edges[frame.next++];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1).node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1) groups.push(new Set(group));
      }
    }
  }
  return groups.map((group) => {
    const [first] = [...group].sort();
    // Breadth-first inside the group, back to the first file.
    const cameFrom = new Map([[first, null]]);
    const queue = [first];
    while (queue.length > 0) {
      const node = queue.shift();
      for (const edge of graph.get(node)) {
        if (!group.has(edge.to)) continue;
        if (edge.to === first) {
          const loop = [{ from: node, ...edge }];
          for (let step = cameFrom.get(node); step; step = cameFrom.get(step.from)) loop.unshift(step);
          return loop;
        }
        if (!cameFrom.has(edge.to)) {
          cameFrom.set(edge.to, { from: node, ...edge });
          queue.push(edge.to);
        }
      }
    }
    throw new Error(`no loop through ${first}`);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violations = checkImports(root);
  for (const [kind, title] of Object.entries(KINDS)) {
    const found = violations.filter((v) => v.kind === kind);
    if (found.length === 0) continue;
    console.log(`\n${title} (${found.length}):`);
    for (const v of found) console.log(`  ${v.file}:${v.line}  ${v.message}`);
  }
  const counts = Object.entries(KINDS).map(
    ([kind, title]) => `${violations.filter((v) => v.kind === kind).length} ${title}`,
  );
  console.log(`\ncheck-imports (docs/import-rules.md): ${counts.join(', ')}`);
  process.exitCode = violations.length > 0 ? 1 : 0;
}
