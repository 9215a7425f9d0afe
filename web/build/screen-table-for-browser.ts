import type { Plugin } from 'vite';

/** What only the server and the build read of a screen (contract/src/screen-table.ts), as written there. */
const SERVER_ONLY = /,?\s*\b(?:ssrQuery|landing|overBudget): (?:\[[^\]]*\]|true)/g;

/**
 * The screen table in the browser's build without what the browser never reads: the query a
 * server-rendered page is drawn from and whether a screen is a landing one or over budget. Every
 * page's first script carries the table (a screen's path, guard and texts); these cost each first
 * visit about 80 bytes (gzip) for nothing. The server render's build keeps them (its cache key).
 */
export function screenTableForBrowser(): Plugin {
  return {
    name: 'screen-table-for-browser',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/contract/src/screen-table.ts')) return;
      return { code: stripServerOnly(code), map: null };
    },
  };
}

/** `code` without the server-only properties of its screens. */
export function stripServerOnly(code: string): string {
  return code.replace(SERVER_ONLY, '');
}
