import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from './constants';
import { LOCALES } from './locale';
import { ConsentFlags } from './marketing';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/** For new passwords; accounts made under the old minimum of 6 still sign in (LoginBody). */
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const Username = z
  .string()
  .trim()
  .min(3, V.usernameTooShort)
  .max(150, V.usernameTooLong)
  .regex(/^[\w.@+-]+$/, V.usernameChars);
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email(V.email));
export const FullName = z.string().trim().min(1, V.fullNameToRegister).max(150);
export const Phone = z
  .string()
  .trim()
  .min(1, V.phoneToRegister)
  .max(20)
  .regex(/^[0-9 ()-]+$/, V.phoneChars);
export const CountryCode = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, V.countryCode);
export const Password = z.string().min(PASSWORD_MIN_LENGTH, V.passwordTooShort).max(PASSWORD_MAX_LENGTH);

export const RegisterBody = z.strictObject({
  username: Username,
  email: Email,
  password: Password,
  full_name: FullName,
  phone: Phone,
  country_code: CountryCode.default(DEFAULT_COUNTRY_CODE),
  /** The language of the page signed up on: the welcome e-mail's, and the account's (docs/i18n.md). */
  locale: z.enum(LOCALES).optional(),
  /** docs/marketing-consent.md: the sign-up's marketing boxes, unticked by default. */
  ...ConsentFlags,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.strictObject({
  username: z.string().trim().min(1, V.usernameRequired).max(150),
  password: z.string().min(1, V.passwordRequired).max(PASSWORD_MAX_LENGTH),
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
        full_name: z.string().trim().max(150, V.fullNameTooLong).optional(),
        phone: z
          .string()
          .trim()
          .max(20, V.phoneTooLong)
          .regex(/^[0-9 ()-]*$/, V.phoneChars)
          .optional(),
        country_code: CountryCode.optional(),
        address: z.string().trim().max(500, V.addressTooLong).optional(),
      })
      .optional(),
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    new_password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, V.newPasswordTooShort)
      .max(PASSWORD_MAX_LENGTH)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.new_password && !body.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: V.currentPasswordRequired,
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
