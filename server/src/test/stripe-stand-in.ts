import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stripe's API on a local port, for the refund tests only: Checkout Sessions to read a payment's
 * PaymentIntent from, and refunds with Stripe's idempotency keys (a create repeated with its key
 * is answered with the first refund, with other parameters refused; a refund never exceeds the
 * charge). Faults are injected on the next creates: the answer lost after the refund is made,
 * no answer at all, or a 500.
 */

export type StripeFault = 'lost-answer' | 'timeout' | 'error';
type RefundStatus = 'succeeded' | 'pending' | 'failed';

type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: RefundStatus;
  metadata: Record<string, string>;
  failure_reason?: string;
};

export class StripeStandIn {
  /** Every refund made, in order: one per payout of money. */
  readonly refunds: StandInRefund[] = [];
  /** The Idempotency-Key of every create, in order. */
  readonly idempotencyKeys: string[] = [];
  /** Requests to create a refund, answered or not. */
  creates = 0;
  /** How new refunds start. */
  newStatus: RefundStatus = 'succeeded';
  /** What each PaymentIntent charged, in minor units; unknown ones charged plenty. */
  readonly charged = new Map<string, number>();
  private faults: StripeFault[] = [];
  private readonly keys = new Map<string, { params: string; refund: StandInRefund }>();
  private readonly server = createServer((req, res) => void this.handle(req, res));

  static async start(): Promise<StripeStandIn> {
    const standIn = new StripeStandIn();
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The next creates meet these faults, one each, in order. */
  failNext(...faults: StripeFault[]) {
    this.faults.push(...faults);
  }

  /** A pending refund reaches its end, as Stripe's would. */
  settle(id: string, status: 'succeeded' | 'failed') {
    const refund = this.refunds.find((r) => r.id === id);
    if (!refund) throw new Error(`no refund ${id}`);
    refund.status = status;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = new URLSearchParams(await readBody(req));
    if (req.headers.authorization !== 'Bearer sk_test_stand_in') {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    const session = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)?.[1];
    if (req.method === 'GET' && session) {
      return send(res, 200, {
        id: session,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_${session}`,
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') return this.create(req, res, body);
    if (req.method === 'GET' && url.pathname === '/v1/refunds') {
      const intent = url.searchParams.get('payment_intent');
      const data = this.refunds.filter((r) => r.payment_intent === intent).reverse();
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `No route ${req.method} ${url.pathname}` },
    });
  }

  private create(req: IncomingMessage, res: ServerResponse, body: URLSearchParams) {
    this.creates += 1;
    const fault = this.faults.shift();
    if (fault === 'timeout') return; // never answered; nothing done
    if (fault === 'error')
      return send(res, 500, { error: { type: 'api_error', message: 'Stand-in failure' } });
    const key = header(req, 'idempotency-key');
    if (key) this.idempotencyKeys.push(key);
    const params = body.toString();
    const seen = key ? this.keys.get(key) : undefined;
    if (seen) {
      if (seen.params !== params) {
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters',
          },
        });
      }
      res.setHeader('idempotent-replayed', 'true');
      return fault === 'lost-answer' ? undefined : send(res, 200, seen.refund);
    }
    const intent = body.get('payment_intent') ?? '';
    const amount = Number(body.get('amount'));
    const refunded = this.refunds
      .filter((r) => r.payment_intent === intent && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    if (!intent || !Number.isInteger(amount) || amount <= 0) {
      return send(res, 400, { error: { type: 'invalid_request_error', message: 'Invalid refund' } });
    }
    if (refunded + amount > (this.charged.get(intent) ?? Number.MAX_SAFE_INTEGER)) {
      return send(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: 'Refund amount is greater than unrefunded amount on charge',
        },
      });
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of body) {
      const field = name.match(/^metadata\[(.+)\]$/)?.[1];
      if (field) metadata[field] = value;
    }
    const refund: StandInRefund = {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: intent,
      status: this.newStatus,
      metadata,
      ...(this.newStatus === 'failed' && { failure_reason: 'expired_or_canceled_card' }),
    };
    this.refunds.push(refund);
    if (key) this.keys.set(key, { params, refund });
    if (fault === 'lost-answer') return; // made, but the answer never comes
    send(res, 200, refund);
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res
    .writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' })
    .end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
