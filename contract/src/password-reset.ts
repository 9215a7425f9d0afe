import { z } from 'zod';
import { Email, Password } from './auth';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/** docs/messages.md: how long a reset link (and its SMS code) may be used. */
export const PASSWORD_RESET_MINUTES = 30;
export const PASSWORD_RESET_CODE_LENGTH = 6;

export const PASSWORD_RESET_SENT_MESSAGE = `If an account uses that address, we have sent a link to reset the password. It is valid for ${PASSWORD_RESET_MINUTES} minutes.`;
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with your new password.';
export const PASSWORD_RESET_LINK_INVALID = V.resetLinkInvalid;
/** docs/messages.md, "Links in messages": production without PUBLIC_URL, whatever the address. */
export const PASSWORD_RESET_UNAVAILABLE = V.resetUnavailable;
export const PASSWORD_RESET_CODE_INVALID = V.resetCodeInvalid;

export const PasswordResetRequestBody = z.strictObject({ email: Email });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>;

const ResetToken = z
  .string()
  .trim()
  .min(20, PASSWORD_RESET_LINK_INVALID)
  .max(200, PASSWORD_RESET_LINK_INVALID);
const ResetCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PASSWORD_RESET_CODE_LENGTH}}$`), V.codeFromSms);

/** The new password with the link's token, or with the e-mail address and the SMS code. */
export const PasswordResetConfirmBody = z.union([
  z.strictObject({ token: ResetToken, password: Password }),
  z.strictObject({ email: Email, code: ResetCode, password: Password }),
]);
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBody>;

const confirmation = {
  password: Password,
  confirm_password: z.string(),
};
const samePasswords = (v: { password: string; confirm_password: string }) =>
  v.password === v.confirm_password;
const MISMATCH = { message: V.passwordsDiffer, path: ['confirm_password'] };

/** The reset screen's forms: the body plus the password typed twice. */
export const ResetWithTokenForm = z
  .strictObject({ token: ResetToken, ...confirmation })
  .refine(samePasswords, MISMATCH);
export const ResetWithCodeForm = z
  .strictObject({ email: Email, code: ResetCode, ...confirmation })
  .refine(samePasswords, MISMATCH);
