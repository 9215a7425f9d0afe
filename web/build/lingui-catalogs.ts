import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogs of src/i18n/catalogs/ and of its sections' folders, one JSON file per language (docs/i18n.md). */
const CATALOG = /[\\/]src[\\/]i18n[\\/]catalogs[\\/](?:[a-z-]+[\\/])?[a-z]{2}\.json$/;

type Token = string | [string, string?, Record<string, unknown>?];

/** CLDR's plural forms; an exact case (`=0`) is chosen apart. */
const FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * A plural becomes a select over the argument `<name>#form` (inside one over `<name>#exact` when it
 * has exact cases), and its `#` the argument `<name>#`; `t` fills them with the count's plural
 * form, the count itself and its digits grouped (i18n/use-t.ts). Lingui's plural writes every count
 * through Intl.NumberFormat, whose set-up costs a phone's browser about 100 ms during hydration
 * (docs/performance-log.md, 2026-11-27 23:14).
 */
export function spellOutCounts(tokens: unknown, counted?: string): unknown {
  if (!Array.isArray(tokens)) return tokens;
  return (tokens as Token[]).flatMap((token): unknown[] => {
    if (token === '#' && counted) return [[`${counted}#`]];
    if (!Array.isArray(token) || !token[2]) return [token];
    const [name, type, cases] = token;
    if (type !== 'plural') {
      if (type !== 'select') throw new Error(`"${name}": ${type} is not supported (docs/i18n.md)`);
      return [[name, type, spellOutCases(cases, counted)]];
    }
    const forms = spellOutCases(cases, name);
    const exact = Object.keys(forms).filter((key) => !FORMS.has(key));
    for (const key of exact)
      if (!/^\d+$/.test(key))
        throw new Error(`"${name}": the plural case ${key} is not supported (docs/i18n.md)`);
    const byForm = Object.fromEntries(Object.entries(forms).filter(([key]) => FORMS.has(key)));
    // Swahili often writes every form alike (`bidhaa #`): then the form needs no choosing.
    const written = new Set(Object.values(byForm).map((form) => JSON.stringify(form)));
    const chosen = written.size === 1 ? (byForm.other as Token[]) : [[`${name}#form`, 'select', byForm]];
    // An exact case (`=0`) comes first, as in ICU: a choice on the count itself.
    if (exact.length === 0) return chosen;
    return [
      [
        `${name}#exact`,
        'select',
        { ...Object.fromEntries(exact.map((key) => [key, forms[key]])), other: chosen },
      ],
    ];
  });
}

function spellOutCases(cases: Record<string, unknown>, counted?: string) {
  return Object.fromEntries(
    Object.entries(cases)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, spellOutCounts(value, counted)]),
  );
}

/**
 * Compiles each catalog's ICU messages when it is bundled, so the browser gets Lingui's compiled
 * form and no message parser (docs/decisions/0011-lingui-for-the-shop-texts.md). The output is
 * JSON still: Vite's JSON plugin then makes it a module, one chunk per language.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, spellOutCounts(compileMessage(message))]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
