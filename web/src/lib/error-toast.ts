import { apiLocale } from '#web/i18n/api-locale.ts';
import { loadI18n } from '#web/i18n/i18n.ts';
import { type ApiError, toApiError } from './api-error';
import { toast } from './toast';

/**
 * A failed request as the page says it (docs/i18n.md, "Server reasons"), for what is not a form
 * (a toast, a line on a screen): the form shell's texts, loaded with the first refusal, so no
 * page's first visit carries them. Offline, the server's English and the English title. Beside the
 * toast, in one module: a first visit to /fursa then pays for one chunk, not two.
 */
export async function errorInPageLanguage(
  err: unknown,
  fallback: string,
): Promise<{ error: ApiError; title: string }> {
  const refused = toApiError(err, fallback);
  try {
    const [i18n, texts] = await Promise.all([
      loadI18n(apiLocale()),
      import('#web/components/form/validation-texts.ts'),
    ]);
    return await texts.refusalIn(i18n, refused, fallback);
  } catch {
    return { error: refused, title: 'Error' };
  }
}

/**
 * The toast of a failed action: the server's reason when it gave one, else `fallback`, in the
 * page's language; `title` when given, else the page's word for an error.
 */
export function showErrorToast(err: unknown, fallback: string, title?: string): void {
  void errorInPageLanguage(err, fallback).then(({ error, title: said }) =>
    toast.error(title ?? said, { description: error.message }),
  );
}
