import type { BusinessType } from '@shop/contract/common';
import type { Texts } from '#server/modules/messages/message-texts.ts';
import { type Email, email } from './layout';

/** docs/messages.md: to the admins (`tx` English), a message from the contact form (replying answers its sender). */
export function adminNewContactEmail(
  tx: Texts,
  brand: BusinessType,
  sender: { name: string; email: string },
  subject: string,
  message: string,
): Email {
  return email(
    brand,
    tx.t('contact.admin.subject', { subject }),
    tx.t('contact.admin.heading', { name: sender.name }),
    [
      {
        rows: [
          [tx.t('contact.admin.from'), `${sender.name} <${sender.email}>`],
          [tx.t('contact.admin.about'), subject],
        ],
      },
      { quote: message },
      { paragraph: tx.t('contact.admin.answer') },
    ],
    tx.locale,
  );
}

/** docs/messages.md: an admin's answer to a contact message, with the message it answers, in the sender's language. */
export function contactReplyEmail(
  tx: Texts,
  brand: BusinessType,
  original: { name: string; subject: string; message: string },
  reply: string,
): Email {
  return email(
    brand,
    tx.t('contact.reply.subject', { subject: original.subject }),
    tx.t('contact.reply.hello', { name: original.name }),
    [
      ...reply.split(/\n{2,}/).map((paragraph) => ({ paragraph })),
      { paragraph: tx.t('contact.reply.youWrote') },
      { quote: original.message },
    ],
    tx.locale,
  );
}
