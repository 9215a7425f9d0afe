import {
  CountryCode,
  DEFAULT_COUNTRY_CODE,
  Email,
  PASSWORD_MIN_LENGTH,
  type ProfileUpdateBody,
  type User,
  Username,
} from '@shop/contract/auth';
import { isAxiosError } from 'axios';
import { z } from 'zod';

/** The Edit Profile form: the contract's rules plus the SPEC §5 password messages. */
export const ProfileFormSchema = z
  .object({
    username: z.string().trim().min(1, 'Username is required').pipe(Username),
    email: z.string().trim().min(1, 'Email is required').pipe(Email),
    full_name: z.string().trim().max(150, 'Full name must be at most 150 characters'),
    phone: z
      .string()
      .trim()
      .max(20, 'Phone number must be at most 20 characters')
      .regex(/^[0-9 ()-]*$/, 'Phone number may contain only digits, spaces, ( ) and -'),
    country_code: CountryCode,
    address: z.string().trim().max(500, 'Address must be at most 500 characters'),
    current_password: z.string(),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.new_password) return;
    if (!values.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: 'Current password is required to change password',
      });
    }
    if (values.new_password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password'],
        message: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
      });
    }
    if (values.new_password !== values.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'New passwords do not match' });
    }
  });
export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

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

/** SPEC §5: the passwords are sent only when a new password is given. */
export function toProfileUpdateBody(values: ProfileFormValues): ProfileUpdateBody {
  const body: ProfileUpdateBody = {
    username: values.username,
    email: values.email,
    profile: {
      full_name: values.full_name,
      phone: values.phone,
      country_code: values.country_code,
      address: values.address,
    },
  };
  if (values.new_password) {
    body.current_password = values.current_password;
    body.new_password = values.new_password;
  }
  return body;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * SPEC §8 Profile update failure, in this order: a plain-string body, its message, its error,
 * "Current password is incorrect" when current_password failed, the field errors joined, else
 * the default.
 */
export function profileErrorMessage(err: unknown): string {
  const fallback = 'Failed to update profile';
  if (!isAxiosError(err)) return fallback;
  const data: unknown = err.response?.data;
  if (!err.response) return err.message || fallback;
  if (typeof data === 'string' && data.trim()) return data;
  if (!isRecord(data)) return fallback;
  if (typeof data.message === 'string' && data.message) return data.message;
  if (typeof data.error === 'string' && data.error) return data.error;
  const fields = isRecord(data.fields) ? data.fields : undefined;
  if (!fields) return fallback;
  if ('current_password' in fields) return 'Current password is incorrect';
  const joined = Object.entries(fields)
    .map(
      ([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`,
    )
    .join('; ');
  return joined || fallback;
}
