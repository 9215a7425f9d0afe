import { RECEIPT_BACKLOG_ALERT_MINUTES, type ReceiptBacklog } from '@shop/contract/receipts';
import { type Email, email } from '#server/modules/messages/templates/layout.ts';

/** docs/receipts.md, "Backlog": whether TRA has left a fiscal receipt unacknowledged too long. */
export const backlogTooOld = (backlog: ReceiptBacklog) =>
  backlog.oldest_seconds > RECEIPT_BACKLOG_ALERT_MINUTES * 60;

/** The admins' alert of receipts TRA has not acknowledged for over an hour. */
export function receiptBacklogEmail(backlog: ReceiptBacklog): Email {
  const hours = Math.floor(backlog.oldest_seconds / 3600);
  return email('shop', `Receipts not reaching TRA: ${backlog.unsent}`, 'Fiscal receipts waiting for TRA', [
    {
      paragraph:
        `${backlog.unsent} fiscal receipt${backlog.unsent === 1 ? '' : 's'} not acknowledged by TRA, the oldest for ` +
        `${hours > 0 ? `${hours} h ` : ''}${Math.floor((backlog.oldest_seconds % 3600) / 60)} min. ` +
        'The shop keeps trying, in order; the server log says why each try failed (receipt not sent to TRA).',
    },
  ]);
}

export function receiptBacklogSms(backlog: ReceiptBacklog): string {
  return `Shop: ${backlog.unsent} receipt(s) not acknowledged by TRA for over ${RECEIPT_BACKLOG_ALERT_MINUTES} min. See the server log.`;
}
