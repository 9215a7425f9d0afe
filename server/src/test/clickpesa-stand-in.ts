import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  canonicalJson,
  hasValidChecksum,
  withChecksum,
} from '#server/modules/payments/mobile-money/clickpesa/checksum.ts';

/**
 * ClickPesa's collection API on a local port, for tests only. It checks what a real ClickPesa
 * would refuse (credentials, token, checksum, fields) and settles each push the way it is told.
 */

/** How the customer's phone answers a push, or how the API itself misbehaves. */
export type StandInOutcome =
  | 'paid'
  | 'declined'
  | 'wrong-amount'
  /** The phone has not answered yet: the push stays PROCESSING until answerPending(). */
  | 'pending'
  /** Never answers a preview, push or status request while the outcome lasts. */
  | 'timeout'
  /** Answers 503 to a preview, push or status request. */
  | 'unavailable';

/** What the stand-in sends as webhooks once a push settles. */
export type StandInCallbacks = 'genuine' | 'duplicate' | 'forged';

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
};

export type SentCallback = { rawBody: string; headers: Record<string, string> };

type Payment = {
  id: string;
  orderReference: string;
  status: 'PROCESSING' | 'SUCCESS' | 'FAILED';
  amount: string;
  phoneNumber: string;
  message: string;
};

const PREFIX = '/third-parties';
// What the wrong-amount outcome takes off: a customer who paid part of the price.
const SHORTFALL = 500n;

const PushBody = z.strictObject({
  amount: z.string().regex(/^[1-9]\d*$/),
  currency: z.literal('TZS'),
  orderReference: z.string().regex(/^[A-Za-z0-9]+$/),
  phoneNumber: z.string().regex(/^255\d{9}$/),
  checksum: z.string(),
});

/** docs/refunds.md: faults of the next payout creates: the answer lost after the payout is made, none at all, a 503. */
export type PayoutFault = 'lost-answer' | 'timeout' | 'error';

export type StandInPayout = {
  id: string;
  orderReference: string;
  amount: string;
  phoneNumber: string;
  status: 'PROCESSING' | 'SUCCESS' | 'FAILED';
};

export type StandInCredentials = { clientId: string; apiKey: string; checksumKey: string };

export class ClickPesaStandIn {
  outcome: StandInOutcome = 'paid';
  callbackMode: StandInCallbacks = 'genuine';
  /** Every request, in order, refused or not. */
  readonly received: ReceivedRequest[] = [];
  /** Why each refused request was refused. */
  readonly refusals: string[] = [];
  /** Webhooks, in the order ClickPesa would post them. */
  readonly callbacks: SentCallback[] = [];

  /** Every payout made, by order reference: one per sending of money. */
  readonly payouts = new Map<string, StandInPayout>();
  /** Requests to create a payout, answered or not. */
  payoutCreates = 0;
  /** How new payouts start. */
  payoutStatus: StandInPayout['status'] = 'SUCCESS';
  /** Called once a payout is made, before its answer goes (or does not). */
  onPayout: ((payout: StandInPayout) => void) | undefined;
  private payoutFaults: PayoutFault[] = [];

  private readonly tokens = new Set<string>();
  private readonly payments = new Map<string, Payment>();
  private readonly held = new Set<ServerResponse>();
  private readonly server = createServer((req, res) => void this.handle(req, res));

  private constructor(private readonly credentials: StandInCredentials) {}

  static async start(credentials: StandInCredentials): Promise<ClickPesaStandIn> {
    const standIn = new ClickPesaStandIn(credentials);
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  /** The address to give the client as its API URL. */
  get apiUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${PREFIX}`;
  }

  /** The phone answers a push left pending; its webhooks go out as the callback mode says. */
  answerPending(orderReference: string, outcome: 'paid' | 'declined' | 'wrong-amount') {
    const payment = this.payments.get(orderReference);
    if (payment?.status !== 'PROCESSING') throw new Error(`no pending push ${orderReference}`);
    this.settle(payment, outcome);
  }

  /** The next payout creates meet these faults, one each, in order. */
  failNextPayouts(...faults: PayoutFault[]) {
    this.payoutFaults.push(...faults);
  }

  /** A payout left processing reaches its end. */
  settlePayout(orderReference: string, status: 'SUCCESS' | 'FAILED') {
    const payout = this.payouts.get(orderReference);
    if (!payout) throw new Error(`no payout ${orderReference}`);
    payout.status = status;
  }

  /** Every token issued so far stops working, as when the merchant changes checksum settings. */
  revokeTokens() {
    this.tokens.clear();
  }

  async close(): Promise<void> {
    for (const res of this.held) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const text = await readBody(req);
    const body = text ? parseJson(text) : undefined;
    this.received.push({ method: req.method ?? '', path, headers: req.headers, body });

    if (req.method === 'POST' && path === `${PREFIX}/generate-token`) return this.issueToken(req, res);
    const auth = req.headers.authorization;
    if (!auth || !this.tokens.has(auth)) return this.refuse(res, 401, 'Unauthorized');
    if (path.startsWith(`${PREFIX}/payouts/`)) return this.payout(req, res, path, body);
    if (this.outcome === 'timeout') return void this.held.add(res);
    if (this.outcome === 'unavailable') return this.refuse(res, 503, 'Service unavailable');

    if (req.method === 'POST' && path === `${PREFIX}/payments/preview-ussd-push-request`) {
      const push = this.checkPush(req, res, body);
      if (push) send(res, 200, { activeMethods: [{ name: 'M-PESA', status: 'AVAILABLE', fee: 0 }] });
      return;
    }
    if (req.method === 'POST' && path === `${PREFIX}/payments/initiate-ussd-push-request`) {
      const push = this.checkPush(req, res, body);
      if (push) this.initiate(res, push);
      return;
    }
    const reference = path.match(/^\/third-parties\/payments\/([^/]+)$/)?.[1];
    if (req.method === 'GET' && reference) {
      const orderReference = decodeURIComponent(reference);
      const payment = this.payments.get(orderReference);
      // As ClickPesa's API reference documents it for a reference it holds no payment under.
      if (!payment) return this.refuse(res, 404, `Invalid or missing payment: ${orderReference}`);
      return send(res, 200, [paymentRecord(payment)]);
    }
    this.refuse(res, 404, `No route ${req.method} ${path}`);
  }

  /**
   * docs/refunds.md: ClickPesa's mobile-money payouts, as its disbursement API takes them: signed
   * like a push, an order reference used once (a second create with it is refused), and queried
   * by that reference (404 while it holds none).
   */
  private payout(req: IncomingMessage, res: ServerResponse, path: string, body: unknown) {
    if (req.method === 'POST' && path === `${PREFIX}/payouts/create-mobile-money-payout`) {
      this.payoutCreates += 1;
      const fault = this.payoutFaults.shift();
      if (fault === 'timeout') return void this.held.add(res);
      if (fault === 'error') return this.refuse(res, 503, 'Service unavailable');
      const parsed = PushBody.safeParse(body);
      if (!parsed.success) return this.refuse(res, 400, `Invalid body: ${parsed.error.message}`);
      if (!hasValidChecksum(this.credentials.checksumKey, parsed.data)) {
        return this.refuse(res, 400, 'Invalid checksum');
      }
      if (this.payouts.has(parsed.data.orderReference)) {
        return this.refuse(res, 409, `Order reference ${parsed.data.orderReference} already used`);
      }
      const payout: StandInPayout = {
        id: `${parsed.data.orderReference}PO${randomBytes(3).toString('hex').toUpperCase()}`,
        orderReference: parsed.data.orderReference,
        amount: parsed.data.amount,
        phoneNumber: parsed.data.phoneNumber,
        status: this.payoutStatus,
      };
      this.payouts.set(payout.orderReference, payout);
      this.onPayout?.(payout);
      if (fault === 'lost-answer') return void this.held.add(res);
      return send(res, 200, payoutRecord(payout));
    }
    const reference = path.match(/^\/third-parties\/payouts\/([^/]+)$/)?.[1];
    if (req.method === 'GET' && reference) {
      const payout = this.payouts.get(decodeURIComponent(reference));
      if (!payout) return this.refuse(res, 404, `Invalid or missing payout: ${reference}`);
      return send(res, 200, [payoutRecord(payout)]);
    }
    this.refuse(res, 404, `No route ${req.method} ${path}`);
  }

  private issueToken(req: IncomingMessage, res: ServerResponse) {
    const { clientId, apiKey } = this.credentials;
    if (req.headers['client-id'] !== clientId || req.headers['api-key'] !== apiKey) {
      return this.refuse(res, 401, 'Invalid client-id or api-key');
    }
    const token = `Bearer ${randomBytes(16).toString('hex')}`;
    this.tokens.add(token);
    send(res, 200, { success: true, token });
  }

  private checkPush(req: IncomingMessage, res: ServerResponse, body: unknown) {
    if (!req.headers['content-type']?.startsWith('application/json')) {
      return void this.refuse(res, 400, 'Content-Type must be application/json');
    }
    const parsed = PushBody.safeParse(body);
    if (!parsed.success) return void this.refuse(res, 400, `Invalid body: ${parsed.error.message}`);
    if (!hasValidChecksum(this.credentials.checksumKey, parsed.data)) {
      return void this.refuse(res, 400, 'Invalid checksum');
    }
    if (this.payments.has(parsed.data.orderReference)) {
      return void this.refuse(
        res,
        409,
        `Order reference ${parsed.data.orderReference} already used: Create a different reference`,
      );
    }
    return parsed.data;
  }

  private initiate(res: ServerResponse, push: z.infer<typeof PushBody>) {
    const payment: Payment = {
      id: `${push.orderReference}LCP${randomBytes(3).toString('hex').toUpperCase()}`,
      orderReference: push.orderReference,
      status: 'PROCESSING',
      amount: push.amount,
      phoneNumber: push.phoneNumber,
      message: 'Processing',
    };
    this.payments.set(push.orderReference, payment);
    send(res, 200, {
      ...paymentRecord(payment),
      collectedAmount: payment.amount,
      channel: 'M-PESA',
      createdAt: new Date().toISOString(),
    });
    if (this.outcome !== 'pending') this.settle(payment, this.outcome);
  }

  /** The phone answers at once; the webhook then goes out as told. */
  private settle(payment: Payment, outcome: StandInOutcome) {
    if (outcome === 'declined') {
      payment.status = 'FAILED';
      payment.message = 'Insufficient balance';
    } else {
      const shortfall = outcome === 'wrong-amount' ? SHORTFALL : 0n;
      payment.status = 'SUCCESS';
      payment.amount = String(BigInt(payment.amount) - shortfall);
      payment.message = 'success';
    }
    const webhook = withChecksum(this.credentials.checksumKey, {
      event: payment.status === 'SUCCESS' ? 'PAYMENT RECEIVED' : 'PAYMENT FAILED',
      data: {
        ...paymentRecord(payment),
        collectedAmount: payment.amount,
        customer: { customerName: 'Stand-in Customer', customerPhoneNumber: payment.phoneNumber },
      },
      checksumMethod: 'canonical',
    });
    const headers = { 'content-type': 'application/json' };
    if (this.callbackMode === 'forged') {
      // Signed first, then altered, as someone replaying a real webhook for another order would.
      const forged = { ...webhook, data: { ...webhook.data, orderReference: 'SOMEONEELSE1' } };
      this.callbacks.push({ rawBody: JSON.stringify(forged), headers });
      return;
    }
    const rawBody = canonicalJson(webhook);
    const copies = this.callbackMode === 'duplicate' ? 2 : 1;
    for (let i = 0; i < copies; i++) this.callbacks.push({ rawBody, headers });
  }

  private refuse(res: ServerResponse, status: number, message: string) {
    this.refusals.push(message);
    send(res, status, { message });
  }
}

/** As ClickPesa's payment query reports it: the collected amount is a JSON number there. */
function paymentRecord(payment: Payment) {
  return {
    id: payment.id,
    status: payment.status,
    orderReference: payment.orderReference,
    collectedAmount: Number(payment.amount),
    collectedCurrency: 'TZS',
    message: payment.message,
    updatedAt: new Date().toISOString(),
  };
}

function payoutRecord(payout: StandInPayout) {
  return {
    id: payout.id,
    orderReference: payout.orderReference,
    status: payout.status,
    amount: payout.amount,
    currency: 'TZS',
    channel: 'M-PESA',
    beneficiaryMobileNumber: payout.phoneNumber,
    updatedAt: new Date().toISOString(),
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
