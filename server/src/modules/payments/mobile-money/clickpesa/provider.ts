import { z } from 'zod';
import type { ClickPesaConfig } from '#server/config.ts';
import {
  ForgedCallbackError,
  type MobileMoneyPushProvider,
  PushProviderError,
  type PushRequest,
  type PushStatus,
  type VerifiedCallback,
} from '#server/modules/payments/mobile-money/push-provider.ts';
import { hasValidChecksum } from './checksum';
import { ClickPesaClient, type PaymentRecord } from './client';
import { toTzsDecimal, toWholeShillings } from './tzs-amount';

// ClickPesa refuses any other order reference (docs/payments.md).
const ORDER_REFERENCE = /^[A-Za-z0-9]+$/;
const MSISDN = /^255\d{9}$/;

const WebhookBody = z.object({ data: z.object({ orderReference: z.string().min(1) }) });

/** Mobile money through ClickPesa's USSD push: preview, push, then ask for the payment's status. */
export class ClickPesaPushProvider implements MobileMoneyPushProvider {
  readonly name = 'clickpesa' as const;
  private readonly client: ClickPesaClient;

  constructor(private readonly config: ClickPesaConfig) {
    this.client = new ClickPesaClient(config);
  }

  async push(request: PushRequest) {
    if (!ORDER_REFERENCE.test(request.reference)) {
      throw new PushProviderError('ClickPesa order references are letters and digits only', false);
    }
    if (!MSISDN.test(request.msisdn)) {
      throw new PushProviderError('ClickPesa needs the number as 255 and nine digits', false);
    }
    // ClickPesa has no field for a description (the customer sees the merchant's name) nor for a
    // callback address: its webhooks go where the merchant's dashboard says (docs/payments.md).
    const body = {
      amount: toWholeShillings(request.amountTzs),
      currency: 'TZS' as const,
      orderReference: request.reference,
      phoneNumber: request.msisdn,
    };
    const preview = await this.client.previewPush(body);
    if (!preview.activeMethods.some((method) => method.status === 'AVAILABLE')) {
      throw new PushProviderError('ClickPesa has no mobile-money channel open for this payment', false);
    }
    const initiated = await this.client.initiatePush(body);
    return { providerReference: initiated.id };
  }

  async status(reference: string): Promise<PushStatus> {
    return pushStatusOf(await this.client.paymentsOf(reference));
  }

  /** ClickPesa signs the JSON body itself (its `checksum` field); no header takes part. */
  verifyCallback(rawBody: string): VerifiedCallback {
    const payload = parseObject(rawBody);
    if (!payload || !hasValidChecksum(this.config.checksumKey, payload)) {
      throw new ForgedCallbackError();
    }
    const parsed = WebhookBody.safeParse(payload);
    if (!parsed.success) throw new PushProviderError('ClickPesa callback without an order reference', false);
    return { reference: parsed.data.data.orderReference };
  }
}

/**
 * Money that arrived wins over other records of the same reference; then one still in progress;
 * otherwise the attempt failed. Nothing yet is pending: the push may not have landed.
 */
function pushStatusOf(payments: PaymentRecord[]): PushStatus {
  const paid = payments.find((p) => p.status === 'SUCCESS' || p.status === 'SETTLED');
  if (paid) {
    const amount = paid.collectedAmount === undefined ? null : toTzsDecimal(paid.collectedAmount);
    if (amount === null || !paid.collectedCurrency) {
      throw new PushProviderError('ClickPesa reported a payment without its amount', false);
    }
    return {
      state: 'paid',
      amount,
      currency: paid.collectedCurrency,
      providerReference: paid.id,
    };
  }
  const open = ['PROCESSING', 'PENDING', 'ON-HOLD'];
  if (payments.length === 0 || payments.some((p) => open.includes(p.status))) return { state: 'pending' };
  const last = payments.at(-1);
  return { state: 'failed', reason: last?.message ?? last?.status ?? 'failed' };
}

function parseObject(rawBody: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(rawBody);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
