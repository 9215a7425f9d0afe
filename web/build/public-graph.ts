import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Which public screens draw their first paint with each module: the modules a public screen's
 * route module (`src/app/routes/<name>.tsx`) imports statically, directly or through others,
 * stopping at lazy imports (dialogs, forms, what loads on a tap). Read once the module graph is
 * complete, before the chunks are made, so the chunk groups of vite.config.ts can put a first
 * paint's code in a few files: what one screen alone draws with in that screen's chunk, what
 * only the screens of a family (a brand's, the item pages) share in the family's, the rest in
 * `core` (docs/performance.md, "Page speed").
 */
export function publicGraph(
  publicScreens: readonly string[],
  families: Record<string, readonly string[]>,
  /** Public screens whose code stays in their own chunks and the shared ones. */
  outside: readonly string[] = [],
) {
  // A name here that no public screen has (a module renamed) would group nothing, silently.
  for (const name of [...Object.values(families).flat(), ...outside])
    if (!publicScreens.includes(name)) throw new Error(`public-graph: ${name} is no public screen's module`);
  const screens = publicScreens.filter((name) => !outside.includes(name));
  const users = new Map<string, Set<string>>();
  const entry = new Set<string>();
  const plugin: Plugin = {
    name: 'public-graph',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      users.clear();
      entry.clear();
      const src = fileURLToPath(new URL('../src', import.meta.url));
      const walk = (start: string, visit: (id: string) => void) => {
        if (!this.getModuleInfo(start)) this.error(`public-graph: no module ${start}`);
        const stack = [start];
        const seen = new Set<string>();
        while (stack.length) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          visit(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      // What main.tsx itself imports stays in the entry's chunk, whoever else uses it.
      const main = path.join(src, 'main.tsx');
      walk(main, (id) => id !== main && entry.add(id));
      for (const screen of screens)
        walk(path.join(src, 'app/routes', `${screen}.tsx`), (id) => {
          if (entry.has(id)) return;
          if (!users.has(id)) users.set(id, new Set());
          users.get(id)?.add(screen);
        });
    },
  };
  return {
    plugin,
    /** Whether main.tsx imports module `id`, directly or through others. */
    inEntry: (id: string): boolean => entry.has(id),
    /**
     * The chunk of module `id`: its one screen's when one public screen draws with it, else the
     * first family's whose screens are all that do, else `core`; undefined when only lazy code
     * (or nothing public) uses it.
     */
    chunkOf(id: string): string | undefined {
      const using = [...(users.get(id) ?? [])];
      if (using.length <= 1) return using[0];
      const family = Object.entries(families).find(([, members]) => using.every((s) => members.includes(s)));
      return family?.[0] ?? 'core';
    },
  };
}
