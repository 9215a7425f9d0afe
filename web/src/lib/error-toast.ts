import { toApiError } from './api-error';
import { toast } from './toast';

/** The toast of a failed action: the server's reason when it gave one, else `fallback`. */
export function showErrorToast(err: unknown, fallback: string, title = 'Error'): void {
  toast.error(title, { description: toApiError(err, fallback).message });
}
