// Checks that the prose cannot drift from the repository (docs/README.md, "Checked docs"): every
// Markdown link in docs/ and the README, and every repository path cited there or in a code comment,
// names a file or folder that exists; every constant cited as "`NAME` in `path`" is written in that
// file; and docs/configuration.md's settings table is the one server/src/config.ts generates
// (scripts/config-table.mjs). Prints each problem as `file:line` and exits 1 if there is any.
//
//   node scripts/check-docs.mjs [repository root]

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where cited paths are read, relative to the repository root. */
export const SCOPE = {
  markdown: ['README.md', 'docs/'],
  /** Code whose comments are read (comments only: strings and code are not prose). */
  code: ['contract/', 'server/', 'web/', 'e2e/', 'scripts/'],
  codeFile: /\.(ts|tsx|mts|mjs|sql)$/,
  skippedFolders: new Set(['node_modules', 'dist', 'dist-server', 'dist-previous', 'coverage']),
  /** A cited path is read as one only when it starts at one of these top folders. */
  roots: ['docs', 'server', 'web', 'contract', 'e2e', 'scripts', 'deploy', '.ci'],
};

// A path: a root folder, then segments of path characters, ending in a file with an extension or
// a folder's `/`. Placeholders (`<feature>`, `*`, `X`) make a pattern, not a path: they are skipped.
const PATH = new RegExp(
  String.raw`(?<![\w./#@-])((?:${SCOPE.roots.map((r) => r.replace('.', '\\.')).join('|')})/[\w./@<>*{}\[\]$-]*)`,
  'g',
);
// "docs/x.md, "Section"": the section is a heading or a bold label (`**Alerts.**`) of that page.
const SECTION = /\b(docs\/[\w/-]+\.md)`?, "([^"]+)"/g;
const OTHER_REPOSITORY = /(?<![\w/])[\w.-]+\/[\w.-]+,\s*`?$/;
// A bare document name (`glossary.md`): found beside the citing file, in docs/ or at the root.
const BARE_DOC = /(?<![\w./-])([\w-]+\.md)\b/g;
const PLACEHOLDER = /[<>*{}[\]$]|(^|\/)[xX][./]|\.\.\./;
const LINK = /\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
// "`NAME` in `path`" (or of, from, or a markdown link), or "`UPPER_NAME` = 100, `path`": the constant
// and the file that defines it.
const CONSTANT =
  /`([A-Za-z_$][\w$]*)(?:\(\))?`(?: (?:in|from|of) (?:the file )?|(?<=`[A-Z][A-Z0-9_]+`)[^`\n)]{0,30}?)(?:`([^`\s]+)`|\[[^\]]*\]\(([^)\s]+)\))/g;

/** Lines of `file`'s text that are prose: all of a Markdown file, the comments of a code file. */
function proseLines(file, text) {
  if (file.endsWith('.md')) return text.split('\n');
  return commentText(text, file.endsWith('.sql')).split('\n');
}

// A comment, a string or a line break: the scanner steps over everything else. `'` and `"` strings
// end at the line's end; a template literal may span lines.
const JS_TOKENS =
  /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|'(?:\\.|[^'\\\n])*'?|"(?:\\.|[^"\\\n])*"?|`(?:\\[\s\S]|[^`\\])*`?|\n/g;
const SQL_TOKENS = /--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|'(?:''|[^'])*'?|\n/g;

/**
 * `text` with everything but its comments blanked, lines kept. Strings are skipped so that a path
 * written in a test's fixture is not read as a citation.
 */
function commentText(text, sql) {
  let out = '';
  for (const [token] of text.matchAll(sql ? SQL_TOKENS : JS_TOKENS)) {
    if (token === '\n') out += token;
    else if (token.startsWith('//') || token.startsWith('--')) out += token.slice(2);
    else if (token.startsWith('/*')) out += token.slice(2);
    else out += token.replace(/[^\n]+/g, '');
  }
  return out;
}

/** Every file under `dirs` of `root` whose name passes `keep`, relative and with `/`. */
function listFiles(root, entries, keep) {
  const files = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isFile()) {
      if (keep(rel)) files.push(rel);
      return;
    }
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SCOPE.skippedFolders.has(entry.name)) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (keep(child)) files.push(child);
    }
  };
  for (const entry of entries) walk(entry.replace(/\/$/, ''));
  return files.sort();
}

/** The built and local paths .gitignore names: cited by the docs, absent from a fresh clone. */
function ignoredPatterns(root) {
  const file = path.join(root, '.gitignore');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'))
    .map((pattern) => {
      const anchored = pattern.startsWith('/') || pattern.replace(/\/$/, '').includes('/');
      const body = pattern
        .replace(/^\//, '')
        .replace(/\/$/, '')
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*');
      return new RegExp(`${anchored ? '^' : '(^|/)'}${body}(/|$)`);
    });
}

/** A title as compared: without backticks, trailing period and case. */
const plain = (title) => title.replaceAll('`', '').replace(/[.:]$/, '').trim().toLowerCase();

/** The headings and bold labels of a Markdown page, as compared. */
function sectionsOf(text) {
  const headings = [...text.matchAll(/^#+\s+(.+)$/gm)].map((m) => m[1]);
  const labels = [...text.matchAll(/\*\*([^*\n]+)\*\*/g)].map((m) => m[1]);
  return [...headings, ...labels].map(plain);
}

/**
 * Whether `text` defines `name` (a declaration, a key, an assignment), not merely imports or
 * re-exports it: a doc names the file where a constant is written. SQL and JSON: any mention.
 */
function definesName(text, name, anyMention) {
  const n = name.replace(/\$/g, '\\$');
  const definition = anyMention
    ? `(?<![\\w$])${n}(?![\\w$])`
    : `\\b(?:const|let|var|function\\*?|class|type|interface|enum)\\s+${n}(?![\\w$])|(?:^|[\\s{,])${n}\\s*[:=(]`;
  return new RegExp(definition, 'm').test(text);
}

/** Every problem in the repository at `root`, each `{ file, line, message }`, in order. */
export function checkDocs(root) {
  const problems = [];
  const ignored = ignoredPatterns(root);
  const seen = new Map();
  const exists = (rel) => {
    if (!seen.has(rel))
      seen.set(rel, fs.existsSync(path.join(root, rel)) || ignored.some((re) => re.test(rel)));
    return seen.get(rel);
  };
  const texts = new Map();
  const textOf = (rel) => {
    // A file renamed while the check runs reads as empty rather than stopping it.
    if (!texts.has(rel))
      texts.set(
        rel,
        fs.existsSync(path.join(root, rel)) ? fs.readFileSync(path.join(root, rel), 'utf8') : '',
      );
    return texts.get(rel);
  };

  const markdown = listFiles(root, SCOPE.markdown, (f) => f.endsWith('.md'));
  const code = listFiles(root, SCOPE.code, (f) => SCOPE.codeFile.test(f));
  for (const file of [...markdown, ...code]) {
    const lines = proseLines(file, textOf(file));
    lines.forEach((line, index) => {
      // Every citation holds a `/` or names a `.md`: most comment lines are empty here.
      if (!line.includes('/') && !line.includes('.md')) return;
      const at = { file, line: index + 1 };
      const cited = new Set();
      if (file.endsWith('.md')) {
        for (const [, target] of line.matchAll(LINK)) {
          if (/^([a-z]+:|#)/i.test(target)) continue;
          const bare = decodeURI(target.replace(/[#?].*$/, ''));
          const rel = path.posix.normalize(path.posix.join(path.posix.dirname(file), bare));
          cited.add(rel);
          if (!exists(rel)) problems.push({ ...at, message: `link to a missing file: ${target}` });
        }
      }
      for (const match of line.matchAll(PATH)) {
        const raw = match[1];
        const rel = raw.replace(/[.,:;)]+$/, '').replace(/:\d+(-\d+)?$/, '');
        if (PLACEHOLDER.test(raw) || cited.has(rel)) continue;
        // "owner/name, docs/x.md" cites another repository's file (docs/README.md, "Checked docs").
        if (OTHER_REPOSITORY.test(line.slice(0, match.index))) continue;
        if (!/\.\w+$|\/$/.test(rel)) continue;
        if (!exists(rel)) problems.push({ ...at, message: `cites a missing path: ${rel}` });
      }
      for (const match of line.matchAll(BARE_DOC)) {
        const name = match[1];
        const places = [path.posix.dirname(file), 'docs', '.', 'docs/decisions', 'docs/guides'];
        if (cited.has(name) || places.some((dir) => exists(path.posix.join(dir, name)))) continue;
        if (OTHER_REPOSITORY.test(line.slice(0, match.index))) continue;
        problems.push({ ...at, message: `cites a document not in the repository: ${name}` });
      }
      for (const [, doc, section] of line.matchAll(SECTION)) {
        if (!exists(doc) || !fs.existsSync(path.join(root, doc))) continue; // reported above
        if (!sectionsOf(textOf(doc)).some((title) => title.includes(plain(section)))) {
          problems.push({ ...at, message: `cites a section ${doc} does not have: "${section}"` });
        }
      }
      for (const [, name, quoted, linked] of line.matchAll(CONSTANT)) {
        const target = quoted ?? linked;
        let rel = target.replace(/:\d+(-\d+)?$/, '');
        if (linked) rel = path.posix.normalize(path.posix.join(path.posix.dirname(file), rel));
        if (!/\.(ts|tsx|mts|mjs|sql|json)$/.test(rel) || PLACEHOLDER.test(rel)) continue;
        if (!fs.existsSync(path.join(root, rel))) continue; // reported above as a missing path
        if (!definesName(textOf(rel), name, rel.endsWith('.sql') || rel.endsWith('.json'))) {
          problems.push({ ...at, message: `cites \`${name}\` in ${rel}, which does not hold it` });
        }
      }
    });
  }
  // A decision record says when, whether it still holds, and what was weighed (docs/README.md).
  for (const file of markdown.filter((f) => /^docs\/decisions\/\d{4}-/.test(f))) {
    const text = textOf(file);
    const missing = [
      /^Date: \d{4}-\d{2}-\d{2}$/m.test(text) ? null : 'Date: YYYY-MM-DD',
      /^Status: \S/m.test(text) ? null : 'Status:',
      ...['Context', 'Decision', 'Alternatives', 'Consequences'].map((h) =>
        new RegExp(`^## ${h}$`, 'm').test(text) ? null : `## ${h}`,
      ),
    ].filter(Boolean);
    if (missing.length > 0)
      problems.push({ file, line: 1, message: `decision record without ${missing.join(', ')}` });
  }
  // docs/README.md is the index: a page it does not list is a page nobody finds.
  const index = 'docs/README.md';
  if (markdown.includes(index)) {
    const linked = new Set(
      [...textOf(index).matchAll(LINK)].map(([, t]) => path.posix.join('docs', t.replace(/#.*$/, ''))),
    );
    for (const file of markdown) {
      if (file.startsWith('docs/') && file !== index && !linked.has(file)) {
        problems.push({ file: index, line: 1, message: `does not list ${file}` });
      }
    }
  }
  return problems;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkDocs(root);
  const { configTableProblems } = await import('./config-table.mjs');
  problems.push(...(await configTableProblems(root)));
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} drift(s) between the docs and the repository (docs/README.md, "Checked docs").`,
    );
    process.exit(1);
  }
  console.log('Docs: every link, cited path and constant exists; the settings table is current.');
}
