import { useLingui } from '@lingui/react';
import type { Locale } from '@shop/contract/locale';
import { groupDigits } from '@shop/contract/money-format';
import type { MessageKey } from './i18n';

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

/**
 * The plural form of a count: English and Swahili both say `one` for exactly 1 and `other` for
 * the rest, as Intl.PluralRules does (sections.test.ts compares them for every language the shop
 * has), without its set-up during hydration.
 */
export function pluralForm(count: number): 'one' | 'other' {
  return count === 1 ? 'one' : 'other';
}

/**
 * The values a message reads, each number also as `<name>#form`, its plural form, `<name>#exact`,
 * itself for an exact case (`=0`), and `<name>#`, its digits grouped: what a plural reads once the
 * catalogs are built (build/lingui-catalogs.ts says why).
 */
export function withCounts(values?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!values) return values;
  const out = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue;
    out[`${name}#form`] = pluralForm(value);
    out[`${name}#exact`] = String(value);
    out[`${name}#`] = groupDigits(value);
  }
  return out;
}

/** The page's language and its texts: `t('cart.title')`, `t('cart.items', { count })`. */
export function useT(): { t: Translate; locale: Locale } {
  const { i18n } = useLingui();
  return { t: (key, values) => i18n._(key, withCounts(values)), locale: i18n.locale as Locale };
}
