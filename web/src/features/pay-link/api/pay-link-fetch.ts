/**
 * docs/phone-orders.md: the payment link's page asks the API with fetch, not the app's axios
 * client, whose first request loads axios and the session's refresh (and zod with them): this page
 * is a phone's landing from an SMS, on the first-visit budget. A refused request throws the shape
 * `isApiRequestError` and `toApiError` read, so the page says its reason as every other screen does.
 */
export async function payLinkRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/api${path}`, {
    method,
    credentials: 'omit',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  const data: unknown = type.includes('json') ? await res.json() : await res.text();
  if (!res.ok) {
    throw Object.assign(new Error(`Request failed with status code ${res.status}`), {
      isAxiosError: true,
      response: { status: res.status, data, headers: { 'content-type': type } },
    });
  }
  return data as T;
}
