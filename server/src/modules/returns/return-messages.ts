import { formatMoney } from '@shop/contract/money-format';
import type { ReturnStep } from '@shop/contract/returns';
import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orders, type returnRequests } from '#server/db/schema.ts';
import { type TextKey, textsIn } from '#server/modules/messages/message-texts.ts';
import { phoneOf } from '#server/modules/messages/order-messages.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { localeOfUser } from '#server/modules/messages/recipients.ts';
import { type Block, email } from '#server/modules/messages/templates/layout.ts';
import { loadOrder } from '#server/modules/orders/order-views.ts';

/** An SMS carries at most this much of an admin's reason; the e-mail carries it whole. */
const SMS_REASON_MAX = 70;

const shorten = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * docs/returns.md, "Messages": each step of a request is told to its customer by e-mail and SMS
 * (the order's delivery phone, else the profile's), in their language, through the outbox in the
 * step's transaction: once per request and step (`return:<id>:<step>:customer(-sms)`). Typed
 * text (the admin's reason or note) is plain text: escaped in the e-mail's HTML, and shortened in
 * the SMS.
 */
export async function queueReturnStep(
  tx: Tx,
  request: typeof returnRequests.$inferSelect,
  step: ReturnStep,
): Promise<void> {
  const order = await loadOrder(tx, eq(orders.id, request.orderId));
  if (!order) return;
  const item = order.items.find((line) => line.id === request.orderItemId);
  const texts = textsIn(await localeOfUser(tx, order.user.id));
  const { t } = texts;
  const money = (amount: string) => formatMoney(amount, order.currency, texts.locale);
  let replacement = '';
  if (request.replacementOrderId !== null) {
    const [row] = await tx
      .select({ reference: orders.orderId })
      .from(orders)
      .where(eq(orders.id, request.replacementOrderId));
    replacement = row?.reference ?? '';
  }
  const values = {
    order: order.order_id,
    item: item?.item_name ?? '',
    quantity: request.quantity,
    kind: request.kind,
    reason: request.refusalReason,
    brand: order.order_type === 'igsum' ? 'IGSUM' : 'FURSA',
    replacement,
  };
  const blocks: Block[] = [{ paragraph: t(`return.${step}` as TextKey, values) }];
  if (step === 'refused') blocks.push({ quote: request.refusalReason });
  if (step === 'resolved') {
    if (Number(request.refundAmount) > 0)
      blocks.push({ paragraph: t('return.resolved.refund', { amount: money(request.refundAmount) }) });
    if (Number(request.creditAmount) > 0)
      blocks.push({ paragraph: t('return.resolved.credit', { amount: money(request.creditAmount) }) });
    if (request.resolution === 'replacement')
      blocks.push({ paragraph: t('return.resolved.replacement', values) });
    if (request.resolution === 'repair') blocks.push({ paragraph: t('return.resolved.repair', values) });
  }
  const note = step === 'approved' ? request.approvalNote : step === 'resolved' ? request.resolutionNote : '';
  if (note) blocks.push({ paragraph: t('return.note') }, { quote: note });
  const key = `return:${request.id}:${step}`;
  if (order.user.email) {
    const mail = email(
      order.order_type,
      t('return.subject', values),
      t(`return.heading.${step}` as TextKey),
      blocks,
      texts.locale,
    );
    await queueMessage(tx, {
      channel: 'email',
      key: `${key}:customer`,
      kind: `return_${step}`,
      to: order.user.email,
      ...mail,
    });
  }
  const number = phoneOf(order);
  if (number) {
    await queueMessage(tx, {
      channel: 'sms',
      key: `${key}:customer-sms`,
      kind: `return_${step}`,
      to: number,
      text: t(`sms.return.${step}` as TextKey, {
        ...values,
        reason: shorten(request.refusalReason, SMS_REASON_MAX),
      }),
    });
  }
}
