import type { Texts } from '#server/modules/messages/message-texts.ts';
import { type Email, email } from './layout';

/** docs/messages.md: welcome on sign-up. */
export function welcomeEmail(tx: Texts, name: string, username: string): Email {
  return email(
    'shop',
    tx.t('account.welcome.subject'),
    tx.t('account.welcome.heading', { name }),
    [{ paragraph: tx.t('account.welcome.ready', { username }) }, { paragraph: tx.t('account.welcome.text') }],
    tx.locale,
  );
}

/**
 * docs/sessions.md: every password change is told to the account's own address, so a takeover
 * does not go unseen. No link: the reader who did not change it needs the shop, not a button.
 */
export function passwordChangedEmail(
  tx: Texts,
  name: string,
  username: string,
  how: 'reset' | 'profile',
): Email {
  const subject = tx.t('account.changed.subject');
  return email(
    'shop',
    subject,
    subject,
    [
      { paragraph: tx.t('account.changed.text', { name, username, how }) },
      { paragraph: tx.t('account.changed.ifNot') },
    ],
    tx.locale,
  );
}

export function passwordChangedSms(tx: Texts): string {
  return tx.t('account.changed.sms');
}
