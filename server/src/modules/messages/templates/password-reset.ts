import { PASSWORD_RESET_MINUTES } from '@shop/contract/password-reset';
import { type Email, email } from './layout';

/** docs/messages.md: the link (and, when one went by SMS, a word on the code). */
export function passwordResetEmail(name: string, link: string, codeBySms: boolean): Email {
  return email('shop', 'Reset your password', 'Reset your password', [
    { paragraph: `Hello ${name}, someone (we hope you) asked to reset the password of your account.` },
    { link, label: 'Choose a new password' },
    {
      paragraph: `The link works once, for ${PASSWORD_RESET_MINUTES} minutes.${codeBySms ? ' We also sent a code to your phone: either will do.' : ''} Choosing a new password signs you out everywhere.`,
    },
    { paragraph: 'If you did not ask for this, ignore this e-mail: your password stays as it is.' },
  ]);
}

export function passwordResetSms(code: string): string {
  return `IGSUM & FURSA: your password reset code is ${code}. It is valid for ${PASSWORD_RESET_MINUTES} minutes. Never share it.`;
}
