import type { ContactMessage } from '@shop/contract/content';

/** A mail link answering the message, its subject prefixed "Re: " (docs/forms-and-messages.md). */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
