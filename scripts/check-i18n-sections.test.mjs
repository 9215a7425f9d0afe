// The sections check (check-i18n-sections.mjs, docs/i18n.md "Sections") on a small web app made for
// each test: a screen table of two screens, a widget loaded with its own section, a form shell fetching its own.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkSections } from './check-i18n-sections.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-i18n.mjs');
const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const catalog = (english, swahili) => ({ en: english, sw: swahili });
const CATALOGS = {
  '': catalog({ 'nav.home': 'Home' }, { 'nav.home': 'Mwanzo' }),
  item: catalog({ 'item.price': 'Price' }, { 'item.price': 'Bei' }),
  booking: catalog({ 'booking.title': 'Book' }, { 'booking.title': 'Weka nafasi' }),
  validation: catalog({ 'validation.required': 'Required' }, { 'validation.required': 'Inahitajika' }),
};

const GOOD = {
  'package.json': { workspaces: ['web'] },
  'web/package.json': { name: '@shop/web', imports: { '#web/*': './src/*' } },
  'contract/src/screen-table.ts': `export const SCREEN_TABLE = {
  home: { path: '/' },
  tourPage: { path: '/tours/:slug', texts: ['item'] },
} as const satisfies Record<string, ScreenEntry>;
`,
  'web/src/app/routes/home.tsx': `import { useT } from '#web/i18n/use-t.ts';
import type { Price } from '#web/features/tours/price.tsx';
export function HomeRoute() {
  const { t } = useT();
  return <h1>{t('nav.home')}</h1>;
}
`,
  'web/src/app/routes/tour-page.tsx': `import { lazy } from 'react';
import { loadSections } from '#web/i18n/i18n.ts';
import { Price } from '#web/features/tours/price.tsx';
const BookingDialog = lazy(() =>
  Promise.all([import('#web/features/booking/booking-dialog.tsx'), loadSections('en', ['booking'])]).then(
    ([m]) => ({ default: m.BookingDialog }),
  ),
);
export function TourPageRoute() {
  return <><Price /><BookingDialog /></>;
}
`,
  'web/src/features/tours/price.tsx': `import { useT } from '#web/i18n/use-t.ts';
export function Price() {
  const { t } = useT();
  return <span>{t('item.price')}</span>;
}
`,
  'web/src/features/booking/booking-dialog.tsx': `import { useT } from '#web/i18n/use-t.ts';
import { Form } from '#web/components/form/form.tsx';
export function BookingDialog() {
  const { t } = useT();
  return <Form onInvalid={() => t('validation.required')}>{t('booking.title')} {t('item.price')}</Form>;
}
`,
  'web/src/components/form/form.tsx': `const texts = () => import('./validation-texts');
export function Form({ children }) {
  return <form onChange={texts}>{children}</form>;
}
`,
  'web/src/components/form/validation-texts.ts':
    "export const CATALOGS = import.meta.glob('../../i18n/catalogs/validation/*.json');\n",
  'web/src/i18n/use-t.ts': 'export const useT = () => ({ t: (key) => key });\n',
  'web/src/i18n/i18n.ts': 'export function loadSections(locale, sections) {}\n',
  // The rest of the text check reads the server's catalogs too.
  'server/src/modules/messages/catalogs/en.json': { 'paid.subject': 'Payment received' },
  'server/src/modules/messages/catalogs/sw.json': { 'paid.subject': 'Tumepokea malipo' },
};

function repository(changes = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-i18n-sections-'));
  roots.push(root);
  const files = { ...GOOD };
  for (const [section, languages] of Object.entries(CATALOGS))
    for (const [language, messages] of Object.entries(languages))
      files[path.join('web/src/i18n/catalogs', section, `${language}.json`)] = messages;
  for (const [file, content] of Object.entries({ ...files, ...changes })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const edit = (file, from, to) => {
  assert.ok(GOOD[file].includes(from), `${file} has ${from}`);
  return { [file]: GOOD[file].replace(from, to) };
};

test("passes keys shown where their section has loaded: the screen's texts, a widget's, the form shell's", () => {
  assert.deepEqual(checkSections(repository()), []);
});

test('fails on a key of a section its screen does not load, naming the place, the section and the screen', () => {
  const problems = checkSections(
    repository(edit('web/src/app/routes/home.tsx', "t('nav.home')", "t('item.price')")),
  );
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /^web\/src\/app\/routes\/home\.tsx:5: "item\.price" is in the section item, which home /,
  );
});

test("follows the screen's imports, but not a type-only one", () => {
  const problems = checkSections(
    repository(edit('web/src/app/routes/home.tsx', 'import type { Price }', 'import { Price }')),
  );
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^web\/src\/features\/tours\/price\.tsx:4: "item\.price" .* home /);
});

test('fails when a widget loaded on demand no longer loads its section with it', () => {
  const problems = checkSections(
    repository(
      edit('web/src/app/routes/tour-page.tsx', "loadSections('en', ['booking'])", 'Promise.resolve()'),
    ),
  );
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /booking-dialog\.tsx:5: "booking\.title" is in the section booking, which tourPage /,
  );
});

test("fails when a screen's texts lose a section", () => {
  const problems = checkSections(
    repository(edit('contract/src/screen-table.ts', "texts: ['item']", 'texts: []')),
  );
  // Its own price, and the booking dialog's, which loads with the screen's sections.
  assert.equal(problems.length, 2);
});

test('fails on a screen whose route module does not exist', () => {
  const problems = checkSections(repository(edit('contract/src/screen-table.ts', 'home: {', 'landing: {')));
  assert.deepEqual(problems, [
    "contract/src/screen-table.ts: landing's module web/src/app/routes/landing.tsx does not exist",
  ]);
});

test('is part of npm run check:i18n', () => {
  const good = spawnSync(process.execPath, [script, repository()], { encoding: 'utf8' });
  assert.equal(good.status, 0, good.stdout + good.stderr);
  const root = repository(edit('web/src/app/routes/home.tsx', "t('nav.home')", "t('booking.title')"));
  const wrong = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  assert.equal(wrong.status, 1);
  assert.match(wrong.stdout, /home\.tsx:5: "booking\.title" is in the section booking/);
});
