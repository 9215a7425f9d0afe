import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { setApiAdapter } from '#web/lib/api-adapter.ts';

export type StubAnswer = { status: number; data?: unknown };
type StubHandler = (config: InternalAxiosRequestConfig) => StubAnswer | Promise<StubAnswer>;
type SentRequest = { method: string; url: string; params: unknown; auth: string | undefined; body: unknown };

/**
 * Stands in for the network as an axios adapter: answers each request from `handler` and
 * records what was sent. Answers of 400 and above reject the way axios does.
 */
export function stubServer(handler: StubHandler) {
  const sent: SentRequest[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const auth = config.headers.get('Authorization');
    sent.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      auth: typeof auth === 'string' ? auth : undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    });
    // Lets concurrent requests all be in flight before any answer arrives.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { status, data } = await handler(config);
    const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_REQUEST',
        config,
        {},
        response,
      );
    }
    return response;
  };
  return { adapter, sent };
}

/** The server's 400 for a body it refused, with `fields` naming what was wrong where. */
export function validationError(message: string, fields: Record<string, string[]>): StubAnswer {
  return { status: 400, data: { status: 400, code: 'validation_error', message, fields } };
}

/** Answers the app's own API client from `handler` until the test ends (see setup.ts). */
export function serveApi(handler: StubHandler) {
  const server = stubServer(handler);
  setApiAdapter(server.adapter);
  return server;
}

/** An answer the test releases when it wants, to look at the screen while a request is pending. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
