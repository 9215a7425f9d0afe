// The texts of the shop's e-mails and SMS in each language, through Lingui like the web's
// (docs/i18n.md). The catalogs are compiled once, when this module loads.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, type Locale } from '@shop/contract/locale';
import en from './catalogs/en.json' with { type: 'json' };
import sw from './catalogs/sw.json' with { type: 'json' };

/** A message of the catalogs: English's keys are the keys every language has (message-texts.test.ts). */
export type TextKey = keyof typeof en;

/** One language's texts: `t('placed.subject', { order })`, and the language, for formats. */
export type Texts = { t: (key: TextKey, values?: Record<string, unknown>) => string; locale: Locale };

const CATALOGS: Record<Locale, Record<string, string>> = { en, sw };

function compiled(catalog: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]));
}

const TEXTS = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n: I18n = setupI18n({
      locale,
      locales: [`${locale}-TZ`],
      messages: { [locale]: compiled(CATALOGS[locale]) },
    });
    return [locale, { t: (key: TextKey, values?: Record<string, unknown>) => i18n._(key, values), locale }];
  }),
) as Record<Locale, Texts>;

export function textsIn(locale: Locale): Texts {
  return TEXTS[locale];
}
