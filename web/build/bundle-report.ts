import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunkGraph } from './chunk-graph.ts';

/** The file with the whole report: every public screen's scripts and their largest modules. */
const REPORT_FILE = 'bundle-report.json';
const TOP_MODULES = 12;

/**
 * Prints, after `vite build`, the JavaScript (gzip) a first visit to each public screen downloads:
 * the entry and what it imports, plus the screen's route module and what that imports (as
 * route-preloads.ts names them), and the largest modules among them, so the bytes that matter
 * for a phone on 3G are visible at every build (docs: README, "Page speed").
 */
export function bundleReport(routes: Record<string, string>): Plugin {
  return {
    name: 'bundle-report',
    // The client's build only: the server render's build (web/dist-server) has no pages to preload.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const { chunks, entryFiles, routeFiles } = chunkGraph(bundle);
      const gzip = new Map(
        [...chunks].map(([file, chunk]) => [file, gzipSync(chunk.code, { level: 9 }).length]),
      );
      const report: Record<
        string,
        {
          gzipKb: number;
          files: string[];
          largestPackages: [string, number][];
          largestModules: [string, number][];
        }
      > = {};
      for (const [path, name] of Object.entries(routes)) {
        const files = new Set([...entryFiles, ...(routeFiles(name) ?? [])]);
        const bytes = [...files].reduce((sum, f) => sum + (gzip.get(f) ?? 0), 0);
        const modules = [...files].flatMap((f) =>
          Object.entries(chunks.get(f)?.modules ?? {}).map(
            ([id, info]) => [id, info.renderedLength] as const,
          ),
        );
        report[path] = {
          gzipKb: Math.round(bytes / 102.4) / 10,
          files: [...files],
          largestPackages: largest(packageSizes(modules)),
          largestModules: largest(modules.map(([id, size]) => [shortName(id), size])),
        };
      }
      this.emitFile({ type: 'asset', fileName: REPORT_FILE, source: `${JSON.stringify(report, null, 2)}\n` });
      const lines = Object.entries(report).map(
        ([path, r]) =>
          `  ${path.padEnd(18)} ${r.gzipKb.toFixed(1).padStart(6)} KB in ${r.files.length} files`,
      );
      this.info(
        `first-visit JavaScript per public screen (gzip; ${REPORT_FILE} has the largest modules):\n${lines.join('\n')}`,
      );
    },
  };
}

/** node_modules/@scope/name/... and web/src/features/x/... as the package or folder they belong to. */
function packageOf(id: string): string {
  const inPackages = id.split('node_modules/').at(-1) ?? id;
  if (inPackages !== id)
    return inPackages
      .split('/')
      .slice(0, inPackages.startsWith('@') ? 2 : 1)
      .join('/');
  return shortName(id).split('/').slice(0, 2).join('/');
}

function shortName(id: string): string {
  return id
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/web\/src\//, 'src/')
    .replace(/^.*\/contract\/src\//, 'contract/');
}

/** Bytes per package or folder, as rendered into the chunks (before minifying and gzip). */
function packageSizes(modules: (readonly [string, number])[]): [string, number][] {
  const sizes = new Map<string, number>();
  for (const [id, size] of modules) sizes.set(packageOf(id), (sizes.get(packageOf(id)) ?? 0) + size);
  return [...sizes];
}

function largest(entries: (readonly [string, number])[]): [string, number][] {
  return [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_MODULES)
    .map(([name, size]) => [name, size]);
}
