import {
  CountryCode,
  DEFAULT_COUNTRY_CODE,
  Email,
  PASSWORD_MIN_LENGTH,
  ProfileUpdateBody,
  type User,
  Username,
} from '@shop/contract/auth';
import { VALIDATION_MESSAGES as V } from '@shop/contract/validation-messages';
import { z } from 'zod';
import type { Translate } from '#web/i18n/use-t.ts';
import { type ApiError, fieldSummary, toApiError } from '#web/lib/api-error.ts';
import { isApiRequestError } from '#web/lib/api-request-error.ts';

const profile = ProfileUpdateBody.shape.profile.unwrap().shape;

/**
 * The account fields of the customer's Edit Profile and the admin's settings: the contract's
 * rules, with the docs/forms-and-messages.md texts for the two that may not be blank.
 */
export const AccountFields = z.object({
  username: z.string().trim().min(1, V.usernameRequired).pipe(Username),
  email: z.string().trim().min(1, V.emailRequired).pipe(Email),
  full_name: profile.full_name.unwrap(),
  phone: profile.phone.unwrap(),
  country_code: CountryCode,
  address: profile.address.unwrap(),
  current_password: z.string(),
  new_password: z.string(),
  confirm_password: z.string(),
});

/** docs/forms-and-messages.md: a new password needs the current one, a match, and the minimum length. */
export function withPasswordRules<T extends z.ZodType<z.output<typeof AccountPasswords>>>(fields: T) {
  return fields.superRefine((values, ctx) => {
    if (!values.new_password) return;
    if (!values.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: V.currentPasswordRequired,
      });
    }
    if (values.new_password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password'],
        message: V.newPasswordTooShort,
      });
    }
    if (values.new_password !== values.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: V.newPasswordsDiffer });
    }
  });
}
const AccountPasswords = AccountFields.pick({
  current_password: true,
  new_password: true,
  confirm_password: true,
});

/** The customer's form holds an address; the admin's settings do not. */
export const ProfileFormSchema = withPasswordRules(AccountFields);
export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;
export type AccountFormValues = Omit<ProfileFormValues, 'address'> & { address?: string };

export function profileFormDefaults(user: User): ProfileFormValues {
  return {
    username: user.username,
    email: user.email,
    full_name: user.profile.full_name || user.full_name,
    phone: user.profile.phone || user.phone,
    country_code: user.profile.country_code || user.country_code || DEFAULT_COUNTRY_CODE,
    address: user.profile.address,
    current_password: '',
    new_password: '',
    confirm_password: '',
  };
}

/** docs/forms-and-messages.md: the passwords are sent only when a new password is given. */
export function toProfileUpdateBody(values: AccountFormValues): ProfileUpdateBody {
  const body: ProfileUpdateBody = {
    username: values.username,
    email: values.email,
    profile: {
      full_name: values.full_name,
      phone: values.phone,
      country_code: values.country_code,
      ...(values.address !== undefined ? { address: values.address } : {}),
    },
  };
  if (values.new_password) {
    body.current_password = values.current_password;
    body.new_password = values.new_password;
  }
  return body;
}

/** Server field names (profile.full_name ...) mapped onto the form's. */
export const PROFILE_SERVER_FIELDS = {
  'profile.full_name': 'full_name',
  'profile.phone': 'phone',
  'profile.country_code': 'country_code',
  'profile.address': 'address',
} as const;

/** An older server's `{ error }` body, which the one error shape replaced. */
function legacyError(err: unknown): string {
  const data: unknown = isApiRequestError(err) ? err.response?.data : undefined;
  return typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string'
    ? data.error
    : '';
}

/**
 * docs/forms-and-messages.md, failed profile update, in this order: a plain-text answer, its
 * message, its error, "Current password is incorrect" when current_password failed, the field
 * errors joined, else the default. `refused` is the refusal in the page's language (the form
 * shell's), when it came through the shell.
 */
export function profileErrorMessage(
  err: unknown,
  t: Translate,
  refused: ApiError = toApiError(err, ''),
): string {
  const { message, fields } = refused;
  if (message) return message;
  const legacy = legacyError(err);
  if (legacy) return legacy;
  if (fields.current_password) return t('validation.currentPasswordIncorrect');
  return fieldSummary(fields) || t('account.profile.failed');
}
