// The shop's texts in the visitor's language, through Lingui (docs/i18n.md,
// docs/decisions/0011-lingui-for-the-shop-texts.md).
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@shop/contract/locale';
import type { Section } from './message-keys';

export type { MessageKey, Section } from './message-keys';

// One chunk per language: a page loads only its own language's messages. These are the texts
// every page shows (its frame: top bar, menu, footer); a screen's own texts are in its sections.
const CATALOGS: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./catalogs/en.json'),
  sw: () => import('./catalogs/sw.json'),
};

/**
 * A section's texts, `catalogs/<section>/<locale>.json`: one chunk per section and language. The
 * admin's are listed in admin-sections.ts, loaded only by the admin screen.
 */
const SECTIONS = import.meta.glob<{ default: Messages }>([
  './catalogs/*/*.json',
  '!./catalogs/admin*/*.json',
  // The server's reasons: loaded by the form shell when one is said (components/form/validation-texts.ts).
  '!./catalogs/refusals/*.json',
]);

function catalogOf(section: Section, locale: Locale): Promise<{ default: Messages }> {
  if (section.startsWith('admin'))
    return import('./admin-sections').then((admin) => admin.loadAdminSection(section, locale));
  const load = SECTIONS[`./catalogs/${section}/${locale}.json`];
  if (!load) throw new Error(`no catalog ${locale}/${section}`);
  return load();
}

const loaded = new Map<Locale, Promise<I18n>>();
const loadedSections = new Map<string, Promise<void>>();

/** A page's texts: its language's common messages and those of the sections its screen shows. */
export type PageTexts = { sections: readonly Section[]; messages: Messages };

/** A text with no message in the loaded catalogs shows its key: tests fail on the console error. */
function reportMissing(locale: string, key: string): string {
  console.error(`No text "${key}" (${locale}): is its section loaded? (docs/i18n.md)`);
  return key;
}

/**
 * The texts of `locale`, loaded once per page in the browser and once per process on the server,
 * where each render takes its language's instance (never a shared active language).
 */
export function loadI18n(locale: Locale): Promise<I18n> {
  let i18n = loaded.get(locale);
  if (!i18n) {
    i18n = CATALOGS[locale]().then(({ default: messages }) => setUp(locale, messages as Messages));
    loaded.set(locale, i18n);
  }
  return i18n;
}

function setUp(locale: Locale, messages: Messages): I18n {
  // A copy: Lingui adds each loaded section to the object it holds, and the catalog's own must
  // stay its language's common texts alone (pageTexts sends them).
  return setupI18n({
    locale,
    locales: [`${locale}-TZ`],
    messages: { [locale]: { ...messages } },
    missing: reportMissing,
  });
}

/**
 * The texts a server-rendered page is drawn with, sent in its page state (app/page-state.ts): the
 * browser hydrates with them at once instead of fetching a catalog per section after its scripts
 * have run (docs/i18n.md, "Sections").
 */
export async function pageTexts(locale: Locale, sections: readonly Section[] = []): Promise<PageTexts> {
  const catalogs = await Promise.all([CATALOGS[locale](), ...sections.map((s) => catalogOf(s, locale))]);
  return { sections, messages: Object.assign({}, ...catalogs.map((c) => c.default)) as Messages };
}

/** The browser's texts from its page's state: `texts` holds the common ones and those sections. */
export function textsFromPage(locale: Locale, texts: PageTexts): Promise<I18n> {
  const before = loaded.get(locale);
  const i18n = before
    ? before.then((known) => {
        known.load(locale, texts.messages);
        return known;
      })
    : Promise.resolve(setUp(locale, texts.messages));
  loaded.set(locale, i18n);
  for (const section of texts.sections) loadedSections.set(`${locale}/${section}`, Promise.resolve());
  return i18n;
}

/**
 * Adds `sections` to `locale`'s texts, each fetched once. A screen's sections load with its code,
 * before it renders, in the browser and in the server's render alike (app/app-routes.tsx).
 */
export function loadSections(locale: Locale, sections: readonly Section[] = []): Promise<void> {
  return Promise.all(
    sections.map((section) => {
      const id = `${locale}/${section}`;
      let done = loadedSections.get(id);
      if (!done) {
        done = Promise.all([loadI18n(locale), catalogOf(section, locale)]).then(
          ([i18n, { default: messages }]) => {
            i18n.load(locale, messages);
          },
        );
        loadedSections.set(id, done);
      }
      return done;
    }),
  ).then(() => undefined);
}
