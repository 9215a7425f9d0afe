import { PASSWORD_RESET_MINUTES } from '@shop/contract/password-reset';
import type { Texts } from '#server/modules/messages/message-texts.ts';
import { type Email, email } from './layout';

/** docs/messages.md: the link (and, when one went by SMS, a word on the code), in the reader's language. */
export function passwordResetEmail(tx: Texts, name: string, link: string, codeBySms: boolean): Email {
  const subject = tx.t('account.reset.subject');
  return email(
    'shop',
    subject,
    subject,
    [
      { paragraph: tx.t('account.reset.hello', { name }) },
      { link, label: tx.t('account.reset.button') },
      {
        paragraph: tx.t('account.reset.once', {
          minutes: PASSWORD_RESET_MINUTES,
          sms: codeBySms ? 'yes' : 'no',
        }),
      },
      { paragraph: tx.t('account.reset.ignore') },
    ],
    tx.locale,
  );
}

export function passwordResetSms(tx: Texts, code: string): string {
  return tx.t('account.reset.sms', { code, minutes: PASSWORD_RESET_MINUTES });
}
