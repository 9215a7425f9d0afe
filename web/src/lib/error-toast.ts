import { toast } from 'sonner';
import { toApiError } from './api-error';

/** The toast of a failed action: the server's reason when it gave one, else `fallback`. */
export function showErrorToast(err: unknown, fallback: string, title = 'Error'): void {
  toast.error(title, { description: toApiError(err, fallback).message });
}
