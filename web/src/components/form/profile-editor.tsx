import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/contract/auth';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { toast } from '#web/lib/toast.ts';
import {
  AccountFields,
  type AccountFormValues,
  PROFILE_SERVER_FIELDS,
  ProfileFormSchema,
  profileErrorMessage,
  profileFormDefaults,
  toProfileUpdateBody,
  withPasswordRules,
} from './account-form';
import { PasswordField, TextField } from './bound-fields';
import { Form } from './form';
import { FormSubmitButton } from './form-submit-button';

/** The admin's profile holds no address (docs/forms-and-messages.md). */
const AdminProfileSchema = withPasswordRules(AccountFields.omit({ address: true }));

// The admin's settings also say the first problem in a toast, as the admin screens always have.
function toastFirstProblem(errors: FieldErrors<AccountFormValues>) {
  const first = Object.values(errors)[0]?.message;
  if (first) toast.error('Error', { description: String(first) });
}

type ProfileEditorProps = {
  user: User;
  /** The customer's Edit Profile, with an address, or the admin's settings, without one. */
  audience: 'customer' | 'admin';
  onDone: () => void;
};

/** The one profile editor: the account fields, then an optional new password (docs/sessions.md). */
export function ProfileEditor({ user, audience, onDone }: ProfileEditorProps) {
  const { updateProfile } = useAuth();
  const customer = audience === 'customer';
  const { address, ...defaults } = profileFormDefaults(user);
  const { t } = useT();
  return (
    <Form<AccountFormValues>
      resolver={zodResolver(customer ? ProfileFormSchema : AdminProfileSchema)}
      defaultValues={customer ? { ...defaults, address } : defaults}
      onSubmit={async (values) => {
        await updateProfile.mutateAsync(toProfileUpdateBody(values));
        toast.success(t('account.profile.saved'), { description: t('account.profile.savedText') });
        onDone();
      }}
      refusal={{
        rename: PROFILE_SERVER_FIELDS,
        fallback: '',
        describe: (error, err) => profileErrorMessage(err, t, error),
      }}
      onInvalid={customer ? undefined : toastFirstProblem}
      className="mt-5 grid gap-5"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
          {t('account.info')}
        </legend>
        <TextField name="username" label={t('account.username')} autoComplete="username" />
        <TextField name="email" label={t('account.email')} type="email" autoComplete="email" />
        <TextField
          name="full_name"
          label={t('checkout.fullName')}
          className="sm:col-span-2"
          autoComplete="name"
        />
        <TextField
          name="country_code"
          label={t('account.countryCode')}
          inputMode="tel"
          autoComplete="tel-country-code"
        />
        <TextField name="phone" label={t('checkout.phone')} type="tel" autoComplete="tel-national" />
        {customer ? (
          <TextField
            name="address"
            label={t('account.address')}
            className="sm:col-span-2"
            autoComplete="street-address"
          />
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4 border-t border-line pt-4">
        <legend className="float-left mb-1 text-sm font-semibold tracking-wide text-muted uppercase">
          {t('account.profile.changePassword')}
        </legend>
        <p className="clear-left text-sm text-muted">{t('account.profile.keep')}</p>
        <PasswordField
          name="current_password"
          label={t('account.currentPassword')}
          autoComplete="current-password"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField name="new_password" label={t('account.newPassword')} autoComplete="new-password" />
          <PasswordField
            name="confirm_password"
            label={t('account.confirmPassword')}
            autoComplete="new-password"
          />
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" className="mt-2" onClick={onDone}>
          {t('account.profile.cancel')}
        </Button>
        <div className="sm:w-48">
          <FormSubmitButton>{t('account.profile.save')}</FormSubmitButton>
        </div>
      </div>
    </Form>
  );
}
