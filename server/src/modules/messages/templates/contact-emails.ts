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
