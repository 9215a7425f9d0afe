import { z } from 'zod';
import type { SelcomConfig } from '#server/config.ts';
import { PushProviderError } from '#server/modules/payments/mobile-money/push-provider.ts';
import { type SignedValue, signedHeaders } from './signing';

/** Every Selcom answer has this envelope; `data` holds the endpoint's rows. */
const Envelope = z.object({
  reference: z.string().nullish(),
  resultcode: z.string(),
  result: z.string(),
  message: z.string().default(''),
  data: z.array(z.unknown()).default([]),
});
export type SelcomAnswer = z.infer<typeof Envelope>;

/** A small signed client of Selcom's API gateway: answers are parsed, failures are PushProviderErrors. */
export class SelcomClient {
  constructor(private readonly config: SelcomConfig) {}

  post(path: string, body: Record<string, SignedValue>): Promise<SelcomAnswer> {
    return this.send('POST', path, body);
  }

  /** GET and DELETE requests sign their query parameters as POSTs sign their body. */
  get(path: string, query: Record<string, SignedValue>): Promise<SelcomAnswer> {
    return this.send('GET', path, query);
  }

  delete(path: string, query: Record<string, SignedValue>): Promise<SelcomAnswer> {
    return this.send('DELETE', path, query);
  }

  private async send(method: 'GET' | 'POST' | 'DELETE', path: string, fields: Record<string, SignedValue>) {
    const url = new URL(`/v1${path}`, this.config.baseUrl);
    if (method !== 'POST') {
      for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, String(value));
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...signedHeaders(this.config, fields),
        },
        body: method === 'POST' ? JSON.stringify(fields) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new PushProviderError(`Selcom ${path} did not answer: ${(error as Error).name}`, true);
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500) {
      throw new PushProviderError(`Selcom ${path} failed with HTTP ${response.status}`, true);
    }
    const answer = Envelope.safeParse(parseJson(text));
    if (response.status >= 400) {
      const reason = answer.success ? answer.data.message : `HTTP ${response.status}`;
      throw new PushProviderError(`Selcom refused ${path}: ${reason}`, false);
    }
    if (!answer.success) throw new PushProviderError(`Selcom ${path} answered something unreadable`, false);
    return answer.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Selcom's result codes: 000 done, 111 and 927 in progress, 999 unknown until reconciled.
const ACCEPTED_CODES = new Set(['000', '111', '927']);
const UNKNOWN_CODE = '999';

/** Throws unless Selcom took the request; an unknown outcome may be asked about again later. */
export function requireAccepted(answer: SelcomAnswer, what: string): SelcomAnswer {
  if (ACCEPTED_CODES.has(answer.resultcode)) return answer;
  const temporary = answer.resultcode === UNKNOWN_CODE || answer.resultcode.startsWith('5');
  throw new PushProviderError(`Selcom ${what}: ${answer.resultcode} ${answer.message}`.trim(), temporary);
}
