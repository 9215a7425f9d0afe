import type { Locale } from '@shop/contract/locale';
import { VALIDATION_MESSAGES } from '@shop/contract/validation-messages';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { loadI18n, loadSections, type MessageKey } from '#web/i18n/i18n.ts';

/** The form shell's own words, beside the contract's. */
export const FORM_MESSAGES = { refused: 'Error' } as const;

/**
 * docs/i18n.md, "Validation messages": the contract's messages are English, as the API answers
 * them; the page shows each as its `validation.<name>` text. A message the contract does not list
 * (a server's own reason) is shown as it came.
 */
const KEYS = new Map<string, MessageKey>(
  Object.entries({ ...VALIDATION_MESSAGES, ...FORM_MESSAGES }).map(([name, english]) => [
    english,
    `validation.${name}` as MessageKey,
  ]),
);

export type ValidationText = (message: string) => string;

const loaded = new Map<Locale, Promise<ValidationText>>();

/**
 * The validation texts of `locale` (the page's, by default), loaded with a form's first check: a
 * public page's first visit carries none of them.
 */
export function validationTexts(locale: Locale = apiLocale()): Promise<ValidationText> {
  let texts = loaded.get(locale);
  if (!texts) {
    texts = Promise.all([loadI18n(locale), loadSections(locale, ['validation'])]).then(([i18n]) => {
      return (message: string) => {
        const key = KEYS.get(message);
        return key ? i18n._(key) : message;
      };
    });
    // Offline: the next check tries again, showing English meanwhile.
    texts.catch(() => loaded.delete(locale));
    loaded.set(locale, texts);
  }
  return texts;
}

/** Every `message` of react-hook-form's errors in the page's language (`ref` holds elements). */
export function translateErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  text: ValidationText,
): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === 'ref' ? value : key === 'message' && typeof value === 'string' ? text(value) : walk(value),
      ]),
    );
  };
  return walk(errors) as FieldErrors<T>;
}
