import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@shop/contract/locale';
import type { Reason } from '@shop/contract/refusals';
import { VALIDATION_MESSAGES } from '@shop/contract/validation-messages';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { withCounts } from '#web/i18n/use-t.ts';
import { type ApiError, DEFAULT_FALLBACK } from '#web/lib/api-error.ts';
import { formatDate } from '#web/lib/format.ts';

/** The form shell's own words, beside the contract's: a refusal's title, a reasonless failure. */
export const FORM_MESSAGES = { refused: 'Error', failed: DEFAULT_FALLBACK } as const;

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

/**
 * The section's catalogs, fetched here rather than through i18n.ts: the page's code holds that
 * module and Lingui's runtime, which a lazy importer would split off into a chunk of their own.
 */
const CATALOGS = import.meta.glob<{ default: Messages }>('../../i18n/catalogs/validation/*.json');
/**
 * The server's reasons (`refusal.<name>`), about two thirds of the words: loaded only when a
 * refusal is to be said, so a form's first check does not fetch them (docs/i18n.md).
 */
const REFUSAL_CATALOGS = import.meta.glob<{ default: Messages }>('../../i18n/catalogs/refusals/*.json');

const loaded = new Map<string, Promise<ValidationText>>();
const loadedReasons = new Map<string, Promise<void>>();

/** The refusals' texts in the language of `i18n`, added to it; a failed load is tried again next time. */
export function refusalTexts(i18n: I18n): Promise<void> {
  const locale = i18n.locale;
  let texts = loadedReasons.get(locale);
  if (!texts) {
    const load = REFUSAL_CATALOGS[`../../i18n/catalogs/refusals/${locale}.json`];
    texts = (load ? load() : Promise.reject(new Error(`no refusal texts in ${locale}`))).then(
      ({ default: messages }) => i18n.load(locale, messages),
    );
    texts.catch(() => loadedReasons.delete(locale));
    loadedReasons.set(locale, texts);
  }
  return texts;
}

/**
 * The validation texts in the language of `i18n` (the page's), loaded with a form's first check:
 * a public page's first visit carries none of them.
 */
export function validationTexts(i18n: I18n): Promise<ValidationText> {
  const locale = i18n.locale;
  let texts = loaded.get(locale);
  if (!texts) {
    const load = CATALOGS[`../../i18n/catalogs/validation/${locale}.json`];
    texts = (load ? load() : Promise.reject(new Error(`no validation texts in ${locale}`))).then(
      ({ default: messages }) => {
        i18n.load(locale, messages);
        return (message: string) => {
          const key = KEYS.get(message);
          return key ? i18n._(key) : message;
        };
      },
    );
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

/** `resolver` whose messages read in the language of `i18n`; English when the texts could not load. */
export function translated<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  i18n: I18n,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const [result, text] = await Promise.all([
      resolver(values, context, options),
      validationTexts(i18n).catch(() => (message: string) => message),
    ]);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateErrors(result.errors as FieldErrors<Values>, text) };
  };
}

const SHOP_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * docs/i18n.md, "Server reasons": the reason's `refusal.<name>` text with its parameters, a day
 * (`date`, YYYY-MM-DD) written as the page writes dates; null when no text has that name (a newer
 * server's reason), so its English stays.
 */
function reasonText(i18n: I18n, { name, params }: Reason): string | null {
  const key = `refusal.${name}`;
  if (!(key in i18n.messages)) return null;
  const values = Object.fromEntries(
    Object.entries(params).map(([param, value]) => [
      param,
      // Read at noon, so no browser time zone moves the day.
      typeof value === 'string' && SHOP_DAY.test(value)
        ? formatDate(`${value}T12:00:00Z`, i18n.locale as Locale)
        : value,
    ]),
  );
  return i18n._(key, withCounts(values));
}

/**
 * A refusal as the page says it: its named reason, else the contract's English messages the
 * server's 400 names, each in the page's language. A message neither knows (a 404's "Product not
 * found.") comes as it is on an English page; another page says `fallback`, the screen's own
 * words for the failure, else the form shell's.
 */
export async function refusalIn(
  i18n: I18n,
  refused: ApiError,
  fallback: string = DEFAULT_FALLBACK,
): Promise<{ error: ApiError; title: string }> {
  const [text] = await Promise.all([
    validationTexts(i18n),
    // Without them a reason is said as the server wrote it (English) or as the screen's fallback.
    refused.reason ? refusalTexts(i18n).catch(() => {}) : undefined,
  ]);
  const said = refused.reason ? reasonText(i18n, refused.reason) : null;
  // The reason's English is also the message of the field it is about.
  const say = (message: string) => (said !== null && message === refused.message ? said : text(message));
  const message = say(refused.message);
  const unknown = said === null && message === refused.message && i18n.locale !== 'en';
  return {
    title: text(FORM_MESSAGES.refused),
    error: {
      ...refused,
      message: unknown ? text(fallback) : message,
      fields: Object.fromEntries(
        Object.entries(refused.fields).map(([field, messages]) => [field, messages.map(say)]),
      ),
    },
  };
}
