import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from './constants';
import { LOCALES } from './locale';

/** For new passwords; accounts made under the old minimum of 6 still sign in (LoginBody). */
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const Username = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(150, 'Username must be at most 150 characters')
  .regex(/^[\w.@+-]+$/, 'Username may contain only letters, digits and @ . + - _');
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
export const FullName = z.string().trim().min(1, 'Please enter your full name to create an account').max(150);
export const Phone = z
  .string()
  .trim()
  .min(1, 'Please enter your phone number with country code to create an account')
  .max(20)
  .regex(/^[0-9 ()-]+$/, 'Phone number may contain only digits, spaces, ( ) and -');
export const CountryCode = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, 'Country code looks like +255');
export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH);

export const RegisterBody = z.strictObject({
  username: Username,
  email: Email,
  password: Password,
  full_name: FullName,
  phone: Phone,
  country_code: CountryCode.default(DEFAULT_COUNTRY_CODE),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(150),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RefreshBody = z.strictObject({ refresh: z.string().min(1).max(200) });
export type RefreshBody = z.infer<typeof RefreshBody>;

export const Profile = z.object({
  full_name: z.string(),
  phone: z.string(),
  country_code: z.string(),
  address: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
});

export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string(),
  country_code: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  date_joined: z.string(),
  /** The language the customer last used the shop in; their messages use it (docs/i18n.md). */
  locale: z.enum(LOCALES),
  profile: Profile,
});
export type User = z.infer<typeof User>;

/** `PUT /api/auth/locale/`: the language of the pages the signed-in customer is reading. */
export const LocaleBody = z.strictObject({ locale: z.enum(LOCALES) });

export const TokenPair = z.object({ access: z.string(), refresh: z.string() });
export const AuthResponse = TokenPair.extend({ user: User });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const ProfileUpdateBody = z
  .strictObject({
    username: Username,
    email: Email,
    profile: z
      .strictObject({
        full_name: z.string().trim().max(150, 'Full name must be at most 150 characters').optional(),
        phone: z
          .string()
          .trim()
          .max(20, 'Phone number must be at most 20 characters')
          .regex(/^[0-9 ()-]*$/, 'Phone number may contain only digits, spaces, ( ) and -')
          .optional(),
        country_code: CountryCode.optional(),
        address: z.string().trim().max(500, 'Address must be at most 500 characters').optional(),
      })
      .optional(),
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    new_password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
      .max(PASSWORD_MAX_LENGTH)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.new_password && !body.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: 'Current password is required to change password',
      });
    }
  });
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

/** The updated user; after a password change also this device's new session (every other one ends). */
export const ProfileUpdateResponse = User.extend({
  access: z.string().optional(),
  refresh: z.string().optional(),
});
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponse>;

export { isAdmin } from './constants';
export { DEFAULT_COUNTRY_CODE };
