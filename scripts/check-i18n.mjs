// Checks the shop's texts (docs/i18n.md): every catalog key in every language, with the same
// placeholders, and no user-visible English left as a literal in the screens and message
// templates that go through the catalogs. Prints each problem as `file:line` and exits 1.
// Usage: node scripts/check-i18n.mjs [repository root]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { checkSections } from './check-i18n-sections.mjs';

/** Each set of catalogs, one JSON file per language, English first. */
export const CATALOGS = ['web/src/i18n/catalogs', 'server/src/modules/messages/catalogs'];
/** The web's sections: each folder of the web's catalogs is a set of its own, loaded with its screens. */
const WEB_SECTIONS = 'web/src/i18n/catalogs';

/** The sets of catalogs `root` holds: the ones above and each web section's. */
function catalogSets(root) {
  const sections = fs.existsSync(path.join(root, WEB_SECTIONS))
    ? fs
        .readdirSync(path.join(root, WEB_SECTIONS), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(WEB_SECTIONS, entry.name))
    : [];
  return [...CATALOGS, ...sections];
}
export const LANGUAGES = ['en', 'sw'];
/**
 * The admin dashboard's sections stay English (docs/i18n.md, "The admin dashboard"): one may have
 * no `sw.json` yet, so translating it is adding that file; once there, it is checked like any other.
 */
const englishOnly = (dir) =>
  dir !== WEB_SECTIONS && dir.startsWith(WEB_SECTIONS) && path.basename(dir).startsWith('admin');

/**
 * The JSX whose every text goes through the catalogs: a literal here fails the check. The
 * customer-facing screens not listed are still English (docs/i18n.md, "Not yet translated").
 */
export const JSX_SCOPE = [
  'web/src/i18n/',
  'web/src/components/layout/',
  'web/src/app/routes/home.tsx',
  'web/src/app/routes/auth.tsx',
  'web/src/features/auth/components/sign-in-form.tsx',
  'web/src/features/auth/components/create-account-form.tsx',
  'web/src/app/routes/not-found.tsx',
  'web/src/app/routes/laptop-page.tsx',
  'web/src/features/reviews/',
  'web/src/app/routes/fursa.tsx',
  'web/src/app/item-screen.tsx',
  'web/src/app/item-seo.tsx',
  'web/src/features/laptops/',
  'web/src/features/cart/',
  'web/src/components/seo/',
  'web/src/components/ui/',
  'web/src/app/routes/isml.tsx',
  'web/src/app/routes/tour-page.tsx',
  'web/src/features/tours/',
  'web/src/features/booking/components/book-tour-button.tsx',
  'web/src/features/booking/components/booking-dialog.tsx',
  'web/src/features/booking/components/booking-form.tsx',
  'web/src/features/booking/components/booking-fields.tsx',
  'web/src/app/routes/igsum-products.tsx',
  'web/src/app/routes/igsum-product-page.tsx',
  'web/src/features/igsum-products/',
  'web/src/features/testimonials/',
  'web/src/features/wishlist/',
  'web/src/app/routes/about.tsx',
  'web/src/app/routes/checkout.tsx',
  'web/src/features/checkout/',
  'web/src/app/routes/mobile-money.tsx',
  'web/src/features/mobile-money/',
  'web/src/app/routes/order-success.tsx',
  'web/src/app/routes/booking-success.tsx',
  'web/src/features/orders/components/order-confirmation.tsx',
  'web/src/features/booking/components/booking-confirmation.tsx',
  'web/src/components/orders/',
  'web/src/app/routes/reset-password.tsx',
  'web/src/features/auth/components/forgot-password-form.tsx',
  'web/src/features/auth/components/new-password-form.tsx',
  'web/src/app/routes/dashboard.tsx',
  'web/src/features/orders/',
  'web/src/features/profile/',
  'web/src/components/form/',
  'web/src/app/routes/contact.tsx',
  'web/src/features/contact/',
  'web/src/features/newsletter/',
  'web/src/features/gallery/',
  'web/src/app/route-error.tsx',
  'web/src/app/screen-error-boundary.tsx',
  'web/src/lib/',
  'web/src/app/routes/connection-test.tsx',
  'web/src/features/connection-test/',
  // The admin dashboard, English only (docs/i18n.md, "The admin dashboard").
  'web/src/app/routes/admin-dashboard.tsx',
  'web/src/features/admin/shared/',
  'web/src/features/admin/catalogue-csv/',
  'web/src/features/admin/categories/',
  'web/src/features/admin/tours/',
  'web/src/features/admin/products/',
  'web/src/features/admin/stock-history/',
  'web/src/features/admin/settings/',
  'web/src/features/admin/sales/',
  'web/src/features/admin/overview/',
  'web/src/features/admin/orders/',
  'web/src/features/admin/messages/',
  'web/src/features/admin/outbox/',
  'web/src/features/admin/users/',
];

/** The message templates, whose every text comes from the server's catalogs. */
export const TEMPLATE_SCOPE = [
  'server/src/modules/messages/templates/order-emails.ts',
  'server/src/modules/messages/templates/order-sms.ts',
  'server/src/modules/messages/templates/password-reset.ts',
  'server/src/modules/messages/templates/account-emails.ts',
  'server/src/modules/messages/templates/contact-emails.ts',
];

/** Attributes a person reads or hears (screen readers). */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'closeLabel',
  'offlineLabel',
  'description',
]);
/**
 * Attributes of a component that name a kind of thing rather than say something:
 * `<ProductImage placeholder="tour">`, `<SwahiliFields title="title">` (the field it translates).
 */
const NOT_READ = { ProductImage: new Set(['placeholder']), SwahiliFields: new Set(['title']) };
/** Names that read the same in every language. */
const NAMES = /\b(?:IGSUM|FURSA)\b/g;
const hasWords = (text) => /\p{L}{2,}/u.test(text.replace(NAMES, ''));
/** A template's literal that is text rather than an identifier: two words, or a capitalised word. */
const looksLikeText = (text) => /\p{L}+ \p{L}+/u.test(text) || /(?:^|[\s:;,.!?])\p{Lu}\p{Ll}+/u.test(text);

/** The arguments an ICU message reads, from Lingui's parse: a plural's or select's case text is not one. */
function argumentsOf(message) {
  const names = new Set();
  const walk = (tokens) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token;
      names.add(name);
      if (cases && typeof cases === 'object') for (const form of Object.values(cases)) walk(form);
    }
  };
  walk(compileMessage(message));
  return [...names].sort().join(',');
}

export function checkCatalogs(root) {
  const problems = [];
  // A key in two of the web's sets would show whichever loaded last.
  const webKeys = new Map();
  for (const dir of catalogSets(root)) {
    const read = (language) => {
      const file = path.join(root, dir, `${language}.json`);
      return {
        file: path.join(dir, `${language}.json`),
        messages: JSON.parse(fs.readFileSync(file, 'utf8')),
      };
    };
    const languages = LANGUAGES.filter(
      (language) =>
        language === 'en' || !englishOnly(dir) || fs.existsSync(path.join(root, dir, `${language}.json`)),
    );
    const [english, ...others] = languages.map(read);
    if (dir.startsWith(WEB_SECTIONS))
      for (const key of Object.keys(english.messages)) {
        const first = webKeys.get(key);
        if (first) problems.push(`${english.file}: "${key}" is also in ${first}`);
        else webKeys.set(key, english.file);
      }
    for (const other of others) {
      for (const [key, message] of Object.entries(english.messages)) {
        const translated = other.messages[key];
        if (typeof translated !== 'string' || translated.trim() === '') {
          problems.push(`${other.file}: "${key}" is missing`);
        } else if (argumentsOf(translated) !== argumentsOf(message)) {
          problems.push(
            `${other.file}: "${key}" has placeholders {${argumentsOf(translated)}}, English {${argumentsOf(message)}}`,
          );
        }
      }
      for (const key of Object.keys(other.messages)) {
        if (!(key in english.messages))
          problems.push(`${english.file}: "${key}" is missing (found in ${other.file})`);
      }
    }
  }
  return problems;
}

function filesUnder(root, scope, extension) {
  const out = [];
  for (const entry of scope) {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isFile()) out.push(entry);
    else
      for (const name of fs.readdirSync(full, { recursive: true }))
        if (String(name).endsWith(extension) && !/\.test\.tsx?$/.test(String(name)))
          out.push(path.join(entry, String(name)));
  }
  return out;
}

function walk(node, visit, parent) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, parent);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (Array.isArray(value)) for (const child of value) walk(child, visit, node);
    else if (value && typeof value === 'object') walk(value, visit, node);
  }
}

const parseFile = (root, file) =>
  parse(fs.readFileSync(path.join(root, file), 'utf8'), {
    sourceType: 'module',
    plugins: ['typescript', 'jsx'],
  });

export function checkJsx(root) {
  const problems = [];
  for (const file of filesUnder(root, JSX_SCOPE, '.tsx')) {
    walk(parseFile(root, file), (node, parent) => {
      const at = `${file}:${node.loc.start.line}`;
      if (node.type === 'JSXText' && hasWords(node.value))
        problems.push(`${at}: text "${node.value.trim()}"`);
      if (
        node.type === 'JSXAttribute' &&
        READ_ATTRIBUTES.has(node.name.name) &&
        !NOT_READ[parent?.name?.name]?.has(node.name.name) &&
        node.value?.type === 'StringLiteral' &&
        hasWords(node.value.value)
      )
        problems.push(`${at}: ${node.name.name}="${node.value.value}"`);
      if (node.type === 'JSXExpressionContainer' && parent?.type === 'JSXElement') {
        const e = node.expression;
        const literal =
          e.type === 'StringLiteral'
            ? e.value
            : e.type === 'TemplateLiteral'
              ? e.quasis.map((q) => q.value.cooked).join(' ')
              : '';
        if (hasWords(literal)) problems.push(`${at}: text {"${literal.trim()}"}`);
      }
    });
  }
  return problems;
}

export function checkTemplates(root) {
  const problems = [];
  for (const file of filesUnder(root, TEMPLATE_SCOPE, '.ts')) {
    walk(parseFile(root, file), (node, parent) => {
      // Import paths, object keys and type names are never shown.
      if (parent?.type === 'ImportDeclaration' || (parent?.type === 'ObjectProperty' && parent.key === node))
        return;
      if (parent?.type === 'TSLiteralType') return;
      const texts =
        node.type === 'StringLiteral'
          ? [node.value]
          : node.type === 'TemplateLiteral'
            ? node.quasis.map((q) => q.value.cooked)
            : [];
      for (const text of texts)
        if (looksLikeText(text.replace(NAMES, '').trim()))
          problems.push(`${file}:${node.loc.start.line}: "${text}"`);
    });
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = [
    ...checkCatalogs(root),
    ...checkJsx(root),
    ...checkTemplates(root),
    ...checkSections(root),
  ];
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) {
    console.log(`\n${problems.length} text problem(s): put the text in the catalogs (docs/i18n.md).`);
    process.exit(1);
  }
}
