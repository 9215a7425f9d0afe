import type { Currency } from '@shop/contract/common';
import { formatMoney } from '@shop/contract/money-format';
import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orders, profiles, type refunds, users } from '#server/db/schema.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { localeOfUser, smsNumberOf } from '#server/modules/messages/recipients.ts';
import { email } from '#server/modules/messages/templates/layout.ts';

/**
 * docs/refunds.md: the customer is told by e-mail and SMS, in their language, when a refund is
 * sent (its provider accepted it, or an admin recorded it sent by hand): once per refund, by the
 * outbox's keys, in the transaction that records it.
 */
export async function queueRefundSent(tx: Tx, refund: typeof refunds.$inferSelect): Promise<void> {
  const [row] = await tx
    .select({
      reference: orders.orderId,
      brand: orders.brand,
      userId: orders.userId,
      email: users.email,
      phone: profiles.phone,
      countryCode: profiles.countryCode,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(eq(orders.id, refund.orderId));
  if (!row) return;
  const texts = textsIn(await localeOfUser(tx, row.userId));
  const { t } = texts;
  const values = {
    amount: formatMoney(refund.amount, refund.currency as Currency, texts.locale),
    order: row.reference,
    reference: refund.providerReference ?? '',
  };
  const text = t(refund.method === 'manual' ? 'refund.byHand' : 'refund.text', values);
  const key = `refund:${refund.id}:sent`;
  if (row.email) {
    const mail = email(
      row.brand,
      t('refund.subject', values),
      t('refund.heading'),
      [{ paragraph: text }],
      texts.locale,
    );
    await queueMessage(tx, {
      channel: 'email',
      key: `${key}:customer`,
      kind: 'refund_sent',
      to: row.email,
      ...mail,
    });
  }
  const number = row.phone ? smsNumberOf(row.phone, row.countryCode ?? undefined) : null;
  if (number)
    await queueMessage(tx, {
      channel: 'sms',
      key: `${key}:customer-sms`,
      kind: 'refund_sent',
      to: number,
      text: t('sms.refund', values),
    });
}
