import { useLingui } from '@lingui/react';
import type { Locale } from '@shop/contract/locale';
import { groupDigits } from '@shop/contract/money-format';
import type { MessageKey } from './i18n';

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The values a message reads, each number also as `<name>#form`, its plural form in `locale`, and
 * `<name>#`, its digits grouped: what a plural becomes when the catalogs are built
 * (build/lingui-catalogs.ts says why).
 */
export function withCounts(
  locale: string,
  values?: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (!values) return values;
  const out = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue;
    let rules = pluralRules.get(locale);
    if (!rules) {
      rules = new Intl.PluralRules(locale);
      pluralRules.set(locale, rules);
    }
    out[`${name}#form`] = rules.select(value);
    out[`${name}#`] = groupDigits(value);
  }
  return out;
}

/** The page's language and its texts: `t('cart.title')`, `t('cart.items', { count })`. */
export function useT(): { t: Translate; locale: Locale } {
  const { i18n } = useLingui();
  return { t: (key, values) => i18n._(key, withCounts(i18n.locale, values)), locale: i18n.locale as Locale };
}
