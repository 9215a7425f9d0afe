import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { outboxMessages, stockRequests } from '#server/db/schema.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { WITHDRAWN_REASON } from '#server/modules/messages/marketing-rules.ts';
import { giveBack } from './stock-requests';

/**
 * docs/back-in-stock.md, "STOP": called with the STOP that withdraws a number's marketing SMS, in
 * its transaction. The number's open requests stop texting it: one with an e-mail too keeps its
 * place (and a held unit) without the phone; one with only the phone is closed and gives its held
 * unit back for the next pass to offer. Offer SMS still waiting for the number (one made in the
 * quiet hours waits for 08:00) are not sent.
 */
export async function stopOfferTexts(tx: Tx, number: string): Promise<void> {
  const open = await tx
    .select({
      id: stockRequests.id,
      brand: stockRequests.brand,
      productId: stockRequests.productId,
      email: stockRequests.email,
      status: stockRequests.status,
    })
    .from(stockRequests)
    .where(and(eq(stockRequests.phone, number), inArray(stockRequests.status, ['waiting', 'offered'])))
    .orderBy(stockRequests.productId)
    .for('update');
  for (const request of open) {
    if (request.email) {
      await tx.update(stockRequests).set({ phone: null }).where(eq(stockRequests.id, request.id));
      continue;
    }
    await tx.update(stockRequests).set({ status: 'cancelled' }).where(eq(stockRequests.id, request.id));
    if (request.status === 'offered') await giveBack(tx, request.brand as Brand, request.productId);
  }
  await tx
    .update(outboxMessages)
    .set({ status: 'withdrawn', lastError: WITHDRAWN_REASON, claimedUntil: null })
    .where(
      and(
        eq(outboxMessages.status, 'waiting'),
        eq(outboxMessages.channel, 'sms'),
        eq(outboxMessages.recipient, number),
        inArray(outboxMessages.kind, ['back_in_stock', 'waitlist_offer']),
      ),
    );
}
