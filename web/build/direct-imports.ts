import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The file of each lucide-react icon name, aliases included, read from the package's own index. */
function lucideFiles(): Map<string, string> {
  const index = path.join(
    path.dirname(require.resolve('lucide-react/package.json')),
    'dist/esm/lucide-react.mjs',
  );
  const files = new Map<string, string>();
  for (const [, names = '', file] of fs
    .readFileSync(index, 'utf8')
    .matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g))
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g))
      files.set(name, `lucide-react/icons/${file}`);
  return files;
}

/** The package of each radix-ui namespace (`Dialog` -> `@radix-ui/react-dialog`), from its index. */
function radixPackages(): Map<string, string> {
  const index = require.resolve('radix-ui').replace(/index\.js$/, 'index.mjs');
  const packages = new Map<string, string>();
  for (const [, name = '', pkg = ''] of fs
    .readFileSync(index, 'utf8')
    .matchAll(/import \* as (\w+) from "([^"]+)"/g))
    packages.set(name, pkg);
  return packages;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(lucide-react|radix-ui)';?/g;

/**
 * Imports each icon and Radix primitive from its own module instead of the packages' indexes,
 * which import every icon (1,600) and every primitive. What the build keeps is the same; what
 * changes is the module graph: it names only what the app uses, so build/public-graph.ts can
 * tell which screens draw with which module, and the build parses far less.
 */
export function directImports(): Plugin {
  let icons: Map<string, string>;
  let radix: Map<string, string>;
  return {
    name: 'direct-imports',
    enforce: 'pre',
    buildStart() {
      icons = lucideFiles();
      radix = radixPackages();
    },
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !/from '(lucide-react|radix-ui)'/.test(code)) return;
      return code.replace(IMPORT, (statement, specifiers: string, from: string) => {
        const lines = specifiers
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s && !s.startsWith('type '))
          .map((s) => {
            const [name = '', local = name] = s.split(/\s+as\s+/);
            const target = from === 'lucide-react' ? icons.get(name) : radix.get(name);
            if (!target) return null;
            return from === 'lucide-react'
              ? `import ${local} from '${target}';`
              : `import * as ${local} from '${target}';`;
          });
        if (!lines.includes(null)) return lines.join(' ');
        // A name the map does not know (a helper) keeps the statement, and the package's whole index.
        this.warn(`direct-imports: kept "${statement}" in ${id}`);
        return statement;
      });
    },
  };
}
