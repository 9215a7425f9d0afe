import type { BusinessType } from '@shop/contract/common';
import { type Email, email } from './layout';

/** docs/messages.md: to the admins, a message from the contact form (replying answers its sender). */
export function adminNewContactEmail(
  brand: BusinessType,
  sender: { name: string; email: string },
  subject: string,
  message: string,
): Email {
  return email(brand, `New message: ${subject}`, `A message from ${sender.name}`, [
    {
      rows: [
        ['From', `${sender.name} <${sender.email}>`],
        ['Subject', subject],
      ],
    },
    { quote: message },
    { paragraph: 'Answer it from the Messages tab of the admin dashboard, or reply to this e-mail.' },
  ]);
}

/** docs/messages.md: an admin's answer to a contact message, with the message it answers. */
export function contactReplyEmail(
  brand: BusinessType,
  original: { name: string; subject: string; message: string },
  reply: string,
): Email {
  return email(brand, `Re: ${original.subject}`, `Hello ${original.name},`, [
    ...reply.split(/\n{2,}/).map((paragraph) => ({ paragraph })),
    { paragraph: 'You wrote:' },
    { quote: original.message },
  ]);
}
