import { z } from 'zod';
import type { ClickPesaConfig } from '#server/config.ts';
import { PushProviderError } from '#server/modules/payments/mobile-money/push-provider.ts';
import { withChecksum } from './checksum';

/** ClickPesa's production API; it has no sandbox (docs/payments.md). */
export const CLICKPESA_API_URL = 'https://api.clickpesa.com/third-parties';

// A token lives one hour; it is reused until five minutes before, since every token counts
// against the account's daily API calls.
const TOKEN_REUSE_MS = 55 * 60 * 1000;

type PushBody = {
  amount: string;
  currency: 'TZS';
  orderReference: string;
  phoneNumber: string;
};

const TokenAnswer = z.object({ token: z.string().min(1) });

const PreviewAnswer = z.object({
  activeMethods: z.array(z.object({ name: z.string(), status: z.string() })),
});

const PaymentState = z.enum([
  'SUCCESS',
  'SETTLED',
  'PROCESSING',
  'PENDING',
  'FAILED',
  'ON-HOLD',
  'REFUNDED',
  'REVERSED',
]);

const InitiateAnswer = z.object({ id: z.string(), status: PaymentState, orderReference: z.string() });

const PaymentRecord = z.object({
  id: z.string(),
  status: PaymentState,
  orderReference: z.string(),
  collectedAmount: z.union([z.string(), z.number()]).optional(),
  collectedCurrency: z.string().optional(),
  message: z.string().optional(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/** docs/refunds.md: one payout (ClickPesa's disbursement API), under the shop's order reference. */
const PayoutRecord = z.object({
  id: z.string(),
  status: z.string(),
  orderReference: z.string(),
  message: z.string().optional(),
});
export type PayoutRecord = z.infer<typeof PayoutRecord>;

const ErrorAnswer = z.object({ message: z.string() });

type Reply = { status: number; body: unknown };

/** ClickPesa's collection API over `fetch`: a cached token, signed bodies, checked answers. */
export class ClickPesaClient {
  private token: { value: Promise<string>; reuseUntil: number } | null = null;

  constructor(private readonly config: ClickPesaConfig) {}

  previewPush(body: PushBody) {
    return this.call('POST', '/payments/preview-ussd-push-request', PreviewAnswer, body);
  }

  initiatePush(body: PushBody) {
    return this.call('POST', '/payments/initiate-ussd-push-request', InitiateAnswer, body);
  }

  /**
   * Every payment ClickPesa holds under one order reference: none before the push lands, which
   * ClickPesa answers with a 404 "Invalid or missing payment" (docs/payments.md).
   */
  paymentsOf(orderReference: string) {
    const path = `/payments/${encodeURIComponent(orderReference)}`;
    return this.call('GET', path, z.array(PaymentRecord), undefined, []);
  }

  /** docs/refunds.md: money sent to a mobile-money number; the order reference is the refund's key. */
  createPayout(body: PushBody) {
    return this.call('POST', '/payouts/create-mobile-money-payout', PayoutRecord, body);
  }

  /** The payouts under one order reference: none (a 404, as for payments) when ClickPesa holds none. */
  payoutsOf(orderReference: string) {
    const path = `/payouts/${encodeURIComponent(orderReference)}`;
    const answer = z.union([z.array(PayoutRecord), PayoutRecord.transform((record) => [record])]);
    return this.call('GET', path, answer, undefined, []);
  }

  private async call<T>(
    method: string,
    path: string,
    schema: z.ZodType<T, unknown>,
    body?: PushBody,
    notFound?: T,
  ) {
    const signed = body && withChecksum(this.config.checksumKey, body);
    let reply = await this.exchange(method, path, { authorization: await this.bearer() }, signed);
    if (reply.status === 401) {
      // Tokens die early when the merchant changes the checksum setting: one new token, one retry.
      this.token = null;
      reply = await this.exchange(method, path, { authorization: await this.bearer() }, signed);
    }
    if (reply.status === 404 && notFound !== undefined) return notFound;
    return parseAnswer(schema, okBody(reply, path), path);
  }

  private bearer(): Promise<string> {
    const now = Date.now();
    if (this.token && now < this.token.reuseUntil) return this.token.value;
    const entry = { value: this.newToken(), reuseUntil: now + TOKEN_REUSE_MS };
    this.token = entry;
    entry.value.catch(() => {
      if (this.token === entry) this.token = null;
    });
    return entry.value;
  }

  private async newToken(): Promise<string> {
    const path = '/generate-token';
    const reply = await this.exchange('POST', path, {
      'client-id': this.config.clientId,
      'api-key': this.config.apiKey,
    });
    // The token comes with its "Bearer " prefix and goes back exactly as given.
    return parseAnswer(TokenAnswer, okBody(reply, path), path).token;
  }

  private async exchange(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: object,
  ): Promise<Reply> {
    try {
      const response = await fetch(`${this.config.apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      return { status: response.status, body: parseJson(await response.text()) };
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.config.timeoutMs} ms`
          : 'network error';
      throw new PushProviderError(`ClickPesa ${path}: ${why}`, true);
    }
  }
}

/** 2xx: the body. 5xx and 429: try again later. Any other 4xx: the request itself is refused. */
function okBody(reply: Reply, path: string): unknown {
  if (reply.status >= 200 && reply.status < 300) return reply.body;
  const message = ErrorAnswer.safeParse(reply.body).data?.message ?? 'no message';
  const temporary = reply.status >= 500 || reply.status === 429;
  throw new PushProviderError(`ClickPesa ${path} answered ${reply.status}: ${message}`, temporary);
}

function parseAnswer<T>(schema: z.ZodType<T, unknown>, body: unknown, path: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PushProviderError(`ClickPesa ${path}: unexpected answer`, false);
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
