import { errorInPageLanguage } from './error-in-page-language';
import { toast } from './toast';

/**
 * The toast of a failed action: the server's reason when it gave one, else `fallback`, in the
 * page's language; `title` when given, else the page's word for an error.
 */
export function showErrorToast(err: unknown, fallback: string, title?: string): void {
  void errorInPageLanguage(err, fallback).then(({ error, title: said }) =>
    toast.error(title ?? said, { description: error.message }),
  );
}
