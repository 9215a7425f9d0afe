import type { Plugin } from 'vite';
import { chunkGraph } from './chunk-graph.ts';

/** The file the server reads to add a screen's scripts to the HTML of its first visit. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json`: for each public screen, the scripts of its lazily loaded route
 * module (`src/app/routes/<name>.tsx`) that the entry does not already load. The server puts
 * them in the HTML as modulepreload links, so a first visit fetches them beside the entry
 * instead of after it has run: one round trip less on a slow network.
 *
 * `routes` maps a URL path to its route module's name. The signed-in screens are left out: a
 * visitor is sent away from them, and must never download the admin's code.
 */
export function routePreloads(routes: Record<string, string>): Plugin {
  return {
    name: 'route-preloads',
    // The client's build only: the server render's build (web/dist-server) has no pages to preload.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const { entryFiles, routeFiles } = chunkGraph(bundle);
      const preloads: Record<string, string[]> = {};
      for (const [path, name] of Object.entries(routes)) {
        const files = routeFiles(name);
        if (!files) this.error(`route-preloads: no chunk for src/app/routes/${name}.tsx (path ${path})`);
        preloads[path] = [...files].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
