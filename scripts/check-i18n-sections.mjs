// Part of the text check (check-i18n.mjs, docs/i18n.md "Sections"): a key of a section is shown only
// where that section has loaded. Each screen of the screen table loads the sections its `texts`
// name; everything its module imports is drawn with them, and a widget loaded on demand adds the
// sections loaded beside it (`Promise.all([import('./dialog'), loadSections(locale, ['booking'])])`).
// A string in that code that is a section's key, and of a section none of those loaded, is a key
// the browser would show raw: this finds it without a browser. A key built at run time
// (`validation.${name}`) is not seen.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { createResolver } from './import-graph.mjs';

/** The table of screens (docs/screens.md): each property of its `SCREEN_TABLE` is a screen. */
export const SCREEN_TABLE = 'contract/src/screen-table.ts';
/** Where the screens' route modules are. */
const ROUTES = 'web/src/app/routes';
/** The web's catalogs: the common one at the top, a folder per section. */
const CATALOGS = 'web/src/i18n/catalogs';
const CODE = /\.(ts|tsx)$/;
/** A module that fetches a section's catalogs itself (`import.meta.glob('.../catalogs/validation/*.json')`). */
const OWN_CATALOGS = /catalogs\/([a-z0-9-]+)\/\*\.json$/;

/**
 * Keys a shared widget shows only where the check cannot see it is not drawn, each with why the
 * screens it reaches without the section never show it.
 */
export const SHOWN_WHERE_LOADED = {
  'form.close':
    "Dialog's default close label: the dialogs of screens without auth (the mobile menu, the cart sheet, the booking dialog) pass their own",
  'form.showPassword': 'drawn by password fields only, which only the screens listing auth have',
  'form.hidePassword': 'drawn by password fields only, which only the screens listing auth have',
};

function walk(node, visit, ancestors = []) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, ancestors);
  ancestors.push(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (Array.isArray(value)) for (const child of value) walk(child, visit, ancestors);
    else if (value && typeof value === 'object') walk(value, visit, ancestors);
  }
  ancestors.pop();
}

const parseCode = (file) =>
  parse(fs.readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] });

const isDynamicImport = (node) =>
  node.type === 'CallExpression' &&
  node.callee.type === 'Import' &&
  node.arguments[0]?.type === 'StringLiteral';

/** `['a'] as const` or `satisfies ...` is the array itself. */
const unwrap = (node) =>
  node?.type === 'TSAsExpression' || node?.type === 'TSSatisfiesExpression' ? unwrap(node.expression) : node;

const stringsOf = (wrapped) => {
  const node = unwrap(wrapped);
  return node?.type === 'ArrayExpression'
    ? node.elements.filter((e) => e?.type === 'StringLiteral').map((e) => e.value)
    : [];
};

const propertyOf = (object, name) =>
  object.properties.find((p) => p.type === 'ObjectProperty' && (p.key.name ?? p.key.value) === name);

/** Each section's keys, as `key -> section`; the common catalog's keys are shown everywhere. */
function sectionOfKeys(root) {
  const dir = path.join(root, CATALOGS);
  const sections = new Map();
  if (!fs.existsSync(dir)) return sections;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const english = path.join(dir, entry.name, 'en.json');
    if (!entry.isDirectory() || !fs.existsSync(english)) continue;
    for (const key of Object.keys(JSON.parse(fs.readFileSync(english, 'utf8'))))
      sections.set(key, entry.name);
  }
  return sections;
}

/**
 * The screens of the table: `{ name, file, texts }`, `file` its route module (`laptopPage` is
 * web/src/app/routes/laptop-page.tsx, as routeModuleOf says in the table's file).
 */
function screensOf(root) {
  const screens = [];
  walk(parseCode(path.join(root, SCREEN_TABLE)), (node) => {
    if (node.type !== 'VariableDeclarator' || node.id.name !== 'SCREEN_TABLE') return;
    for (const property of unwrap(node.init)?.properties ?? []) {
      const name = property.key?.name ?? property.key?.value;
      const entry = unwrap(property.value);
      if (!name || entry?.type !== 'ObjectExpression') continue;
      const module = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const file = path.join(root, ROUTES, `${module}.tsx`);
      screens.push({ name, file, texts: stringsOf(propertyOf(entry, 'texts')?.value) });
    }
  });
  return screens;
}

/**
 * What a module imports, each `{ file, sections }`: the sections a dynamic import loads beside it,
 * in the same array (none for a static import). Type-only imports draw nothing.
 */
function importsOf(file, resolve, cache) {
  if (cache.has(file)) return cache.get(file);
  const found = { imports: [], keys: [], own: [] };
  cache.set(file, found);
  const ast = parseCode(file);
  walk(ast, (node, ancestors) => {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      node.source &&
      node.importKind !== 'type' &&
      node.exportKind !== 'type'
    ) {
      const onlyTypes =
        node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
      const target = !onlyTypes && resolve(node.source.value, file);
      if (target && CODE.test(target)) found.imports.push({ file: target, sections: [] });
    }
    if (isDynamicImport(node)) {
      const target = resolve(node.arguments[0].value, file);
      const array = ancestors.findLast((a) => a.type === 'ArrayExpression');
      const sections = [];
      for (const element of array?.elements ?? []) {
        if (element?.type === 'CallExpression' && element.callee.name === 'loadSections')
          sections.push(...stringsOf(element.arguments[1]));
      }
      if (target && CODE.test(target)) found.imports.push({ file: target, sections });
    }
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.property.name === 'glob' &&
      node.arguments[0]?.type === 'StringLiteral'
    ) {
      const section = OWN_CATALOGS.exec(node.arguments[0].value)?.[1];
      if (section) found.own.push(section);
    }
    const text =
      node.type === 'StringLiteral'
        ? node.value
        : node.type === 'TemplateLiteral' && node.expressions.length === 0
          ? node.quasis[0].value.cooked
          : undefined;
    const parent = ancestors.at(-1);
    if (text !== undefined && parent?.type !== 'ImportDeclaration' && parent?.type !== 'TSLiteralType')
      found.keys.push({ key: text, line: node.loc.start.line });
  });
  return found;
}

/**
 * The sections a module and what it imports fetch themselves: the form shell (form.tsx) loads
 * `validation` (validation-texts.ts) with a form's first check, before any of its messages shows.
 */
function ownSectionsOf(file, resolve, cache, memo, path = new Set()) {
  if (memo.has(file)) return memo.get(file);
  if (path.has(file)) return new Set();
  path.add(file);
  const { imports, own } = importsOf(file, resolve, cache);
  const sections = new Set(own);
  for (const child of imports)
    for (const s of ownSectionsOf(child.file, resolve, cache, memo, path)) sections.add(s);
  path.delete(file);
  memo.set(file, sections);
  return sections;
}

/**
 * Every key a screen shows outside the sections it loads, as `file:line: ...`, once per place
 * with the screens that show it.
 */
export function checkSections(root) {
  if (!fs.existsSync(path.join(root, SCREEN_TABLE))) return [];
  const { resolve } = createResolver(root);
  const sectionOf = sectionOfKeys(root);
  const cache = new Map();
  const memo = new Map();
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  /** `file:line` and key -> { message, screens } */
  const problems = new Map();
  const missing = [];
  for (const screen of screensOf(root)) {
    if (!fs.existsSync(screen.file)) {
      missing.push(`${SCREEN_TABLE}: ${screen.name}'s module ${rel(screen.file)} does not exist`);
      continue;
    }
    const seen = new Set();
    const visit = (file, loaded) => {
      const at = `${file}|${[...loaded].sort().join(',')}`;
      if (seen.has(at)) return;
      seen.add(at);
      const { imports, keys } = importsOf(file, resolve, cache);
      const own = ownSectionsOf(file, resolve, cache, memo);
      for (const { key, line } of keys) {
        const section = sectionOf.get(key);
        if (!section || loaded.has(section) || own.has(section) || key in SHOWN_WHERE_LOADED) continue;
        const place = `${rel(file)}:${line}: "${key}"`;
        const problem = problems.get(place) ?? { section, screens: new Set() };
        problem.screens.add(screen.name);
        problems.set(place, problem);
      }
      for (const child of imports) visit(child.file, new Set([...loaded, ...child.sections]));
    };
    visit(screen.file, new Set(screen.texts));
  }
  return [
    ...missing,
    ...[...problems].map(
      ([place, { section, screens }]) =>
        `${place} is in the section ${section}, which ${[...screens].join(', ')} (${SCREEN_TABLE}) does not load: add it to the screen's texts, or load it with the widget`,
    ),
  ];
}
