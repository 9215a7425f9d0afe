import { api } from './api-client';
import { isApiRequestError } from './api-request-error';

/**
 * A GET whose 404 is an answer, not a failure: the data is null, so the server's render draws
 * the 404 screen from it and the browser hydrates the same (docs/seo.md). Other failures throw.
 */
export async function readOrNull<T>(url: string, parse: (data: unknown) => Promise<T>): Promise<T | null> {
  try {
    const { data } = await api.get(url);
    return await parse(data);
  } catch (err) {
    if (isApiRequestError(err) && err.response?.status === 404) return null;
    throw err;
  }
}
