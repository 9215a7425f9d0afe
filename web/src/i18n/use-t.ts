import { useLingui } from '@lingui/react';
import type { Locale } from '@shop/contract/locale';
import type { MessageKey } from './i18n';

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

/** The page's language and its texts: `t('cart.title')`, `t('cart.items', { count })`. */
export function useT(): { t: Translate; locale: Locale } {
  const { i18n } = useLingui();
  return { t: (key, values) => i18n._(key, values), locale: i18n.locale as Locale };
}
