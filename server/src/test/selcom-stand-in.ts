import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  authorizationOf,
  type SignedValue,
  signatureProblem,
  signedHeaders,
} from '#server/modules/payments/mobile-money/selcom/signing.ts';

/**
 * A local stand-in of Selcom's checkout API, for tests only. It refuses what Selcom would refuse
 * (a wrong key, a bad signature, a missing field) and records every request with its verdict.
 */

/** How the next pushes end: what order-status reports once the customer has answered. */
export type StandInOutcome = 'paid' | 'declined' | 'pending' | 'wrong-amount' | 'timeout' | 'unavailable';
/** The callbacks a settled order produces: one, the same one twice, or one signed with another key. */
export type StandInCallbacks = 'once' | 'duplicate' | 'forged';

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  fields: Record<string, unknown>;
  /** Why the stand-in refused it; null when it was accepted. */
  refusal: string | null;
};

export type SentCallback = { reference: string; rawBody: string; headers: Record<string, string> };

type Credentials = { apiKey: string; apiSecret: string; vendor: string };

type Order = { amount: number; paymentStatus: string; reportedAmount: number; transid: string | null };

const Msisdn = z.string().regex(/^255\d{9}$/);

const CreateOrderBody = z.strictObject({
  vendor: z.string(),
  order_id: z.string().min(1),
  buyer_email: z.email(),
  buyer_name: z.string().min(1),
  buyer_phone: Msisdn,
  amount: z.int().positive(),
  currency: z.enum(['TZS', 'USD']),
  webhook: z.base64().optional(),
  buyer_remarks: z.string().optional(),
  merchant_remarks: z.string().optional(),
  no_of_items: z.int().positive(),
});

const WalletPaymentBody = z.strictObject({
  transid: z.string().min(1),
  order_id: z.string(),
  msisdn: Msisdn,
});
const OrderStatusQuery = z.strictObject({ order_id: z.string().min(1) });

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class SelcomStandIn {
  readonly received: ReceivedRequest[] = [];
  readonly sentCallbacks: SentCallback[] = [];
  private readonly orders = new Map<string, Order>();
  private outcome: StandInOutcome = 'paid';
  private callbacks: StandInCallbacks = 'once';

  private constructor(
    private readonly server: Server,
    private readonly credentials: Credentials,
  ) {}

  static async start(credentials: Credentials): Promise<SelcomStandIn> {
    const server = createServer();
    const standIn = new SelcomStandIn(server, credentials);
    server.on('request', (req, res) => void standIn.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Sets how the following requests are answered. */
  answer(outcome: StandInOutcome, callbacks: StandInCallbacks = 'once') {
    this.outcome = outcome;
    this.callbacks = callbacks;
  }

  callbacksFor(reference: string): SentCallback[] {
    return this.sentCallbacks.filter((callback) => callback.reference === reference);
  }

  async close() {
    // Requests held to time out never end by themselves.
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const raw = await readBody(req);
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
    );
    const entry: ReceivedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      headers,
      fields: {},
      refusal: null,
    };
    this.received.push(entry);
    if (this.outcome === 'timeout') return; // held until close(): never answers within any timeout
    if (this.outcome === 'unavailable') return send(res, 503, { message: 'Service Unavailable' });
    try {
      entry.fields = req.method === 'POST' ? parseObject(raw) : Object.fromEntries(url.searchParams);
      this.checkSignature(req, entry);
      send(res, 200, this.route(`${req.method} ${url.pathname}`, entry.fields));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      entry.refusal = error.message;
      send(res, error.status, {
        resultcode: String(error.status),
        result: 'FAIL',
        message: error.message,
        data: [],
      });
    }
  }

  private checkSignature(req: IncomingMessage, entry: ReceivedRequest) {
    if (entry.headers.authorization !== authorizationOf(this.credentials.apiKey)) {
      throw new Refusal(401, 'Authorization does not name a known API key');
    }
    if (req.method === 'POST' && !entry.headers['content-type']?.startsWith('application/json')) {
      throw new Refusal(415, 'Content-Type must be application/json');
    }
    const problem = signatureProblem(
      this.credentials.apiSecret,
      entry.headers,
      entry.fields,
      Object.keys(entry.fields),
    );
    if (problem) throw new Refusal(401, problem);
  }

  private route(route: string, fields: Record<string, unknown>) {
    switch (route) {
      case 'POST /v1/checkout/create-order-minimal':
        return this.createOrder(parse(CreateOrderBody, fields));
      case 'POST /v1/checkout/wallet-payment':
        return this.walletPayment(parse(WalletPaymentBody, fields));
      case 'GET /v1/checkout/order-status':
        return this.orderStatus(parse(OrderStatusQuery, fields).order_id);
      case 'DELETE /v1/checkout/cancel-order':
        return this.cancelOrder(parse(OrderStatusQuery, fields).order_id);
      default:
        throw new Refusal(404, `no endpoint ${route}`);
    }
  }

  private createOrder(body: z.infer<typeof CreateOrderBody>) {
    if (body.vendor !== this.credentials.vendor)
      throw new Refusal(403, `vendor ${body.vendor} is not this merchant`);
    if (this.orders.has(body.order_id)) throw new Refusal(400, `order ${body.order_id} already exists`);
    this.orders.set(body.order_id, {
      amount: body.amount,
      paymentStatus: 'PENDING',
      reportedAmount: body.amount,
      transid: null,
    });
    return envelope('000', 'SUCCESS', 'Order creation successful', [{ order_id: body.order_id }]);
  }

  private walletPayment(body: z.infer<typeof WalletPaymentBody>) {
    const order = this.orders.get(body.order_id);
    if (!order) throw new Refusal(404, `no order ${body.order_id}`);
    order.transid = body.transid;
    // The customer answers on the phone at once; a real one takes seconds to minutes.
    this.settle(body.order_id, order, this.outcome);
    return {
      ...envelope('111', 'PENDING', 'Request in progress. You will receive a callback shortly'),
      transid: body.transid,
    };
  }

  /** The phone answers an order left pending; its callbacks go out as answer() last said. */
  answerPending(orderId: string, outcome: 'paid' | 'declined' | 'wrong-amount') {
    const order = this.orders.get(orderId);
    if (order?.paymentStatus !== 'PENDING') throw new Error(`no pending order ${orderId}`);
    this.settle(orderId, order, outcome);
  }

  private settle(orderId: string, order: Order, outcome: StandInOutcome) {
    if (outcome === 'paid') order.paymentStatus = 'COMPLETED';
    if (outcome === 'declined') order.paymentStatus = 'USERCANCELED';
    if (outcome === 'wrong-amount') {
      order.paymentStatus = 'COMPLETED';
      order.reportedAmount = order.amount - 1;
    }
    if (order.paymentStatus !== 'PENDING') this.sendCallbacks(orderId, order);
  }

  /** An order not yet paid is cancelled: the phone can no longer pay it. */
  private cancelOrder(orderId: string) {
    const order = this.orders.get(orderId);
    if (!order) throw new Refusal(404, `no order ${orderId}`);
    if (order.paymentStatus !== 'PENDING')
      throw new Refusal(400, `order ${orderId} is ${order.paymentStatus}`);
    order.paymentStatus = 'CANCELLED';
    return envelope('000', 'SUCCESS', 'Order cancellation successful');
  }

  private orderStatus(orderId: string) {
    const order = this.orders.get(orderId);
    if (!order) throw new Refusal(404, `no order ${orderId}`);
    return envelope('000', 'SUCCESS', 'Order fetch successful', [
      {
        order_id: orderId,
        creation_date: '2019-06-06 22:00:00',
        amount: String(order.reportedAmount),
        payment_status: order.paymentStatus,
        transid: order.transid,
        channel: order.paymentStatus === 'COMPLETED' ? 'MPESA-TZ' : null,
        reference: order.paymentStatus === 'COMPLETED' ? `SEL${orderId}` : null,
        phone: null,
      },
    ]);
  }

  private sendCallbacks(orderId: string, order: Order) {
    const body: Record<string, SignedValue> = {
      transid: order.transid ?? '',
      order_id: orderId,
      reference: `SEL${orderId}`,
      result: order.paymentStatus === 'COMPLETED' ? 'SUCCESS' : 'FAIL',
      resultcode: order.paymentStatus === 'COMPLETED' ? '000' : '400',
      payment_status: order.paymentStatus,
    };
    const secret =
      this.callbacks === 'forged' ? `forged-${this.credentials.apiSecret}` : this.credentials.apiSecret;
    const callback = {
      reference: orderId,
      rawBody: JSON.stringify(body),
      headers: signedHeaders({ apiKey: this.credentials.apiKey, apiSecret: secret }, body),
    };
    this.sentCallbacks.push(callback);
    if (this.callbacks === 'duplicate') this.sentCallbacks.push({ ...callback });
  }
}

function envelope(resultcode: string, result: string, message: string, data: unknown[] = []) {
  return { reference: randomUUID().slice(0, 10), resultcode, result, message, data };
}

function parse<T>(schema: z.ZodType<T>, fields: Record<string, unknown>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new Refusal(400, `Prevalidation failure: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function parseObject(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new Refusal(400, 'body must be a JSON object');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}
