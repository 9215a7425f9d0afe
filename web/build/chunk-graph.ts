import type { Rolldown } from 'vite';

/**
 * The built chunks and what loads what: the files the entry loads, and the files a route module
 * (`src/app/routes/<name>.tsx`) loads with everything it imports.
 */
export function chunkGraph(bundle: Rolldown.OutputBundle) {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const [fileName, item] of Object.entries(bundle))
    if (item.type === 'chunk') chunks.set(fileName, item);
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const dep of chunks.get(fileName)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryFiles = new Set<string>();
  for (const [fileName, chunk] of chunks) if (chunk.isEntry) closure(fileName, entryFiles);
  /** The files of route module `name`, or undefined when no chunk is that module. */
  const routeFiles = (name: string): Set<string> | undefined => {
    const route = [...chunks].find(([, c]) =>
      c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/app/routes/${name}.tsx`),
    );
    return route ? closure(route[0]) : undefined;
  };
  return { chunks, entryFiles, routeFiles };
}
