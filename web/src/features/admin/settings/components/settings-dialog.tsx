import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/contract/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AccountFields,
  PROFILE_SERVER_FIELDS,
  profileErrorMessage,
  profileFormDefaults,
  toProfileUpdateBody,
  withPasswordRules,
} from '../../../../components/form/account-form';
import { PasswordField, TextField } from '../../../../components/form/bound-fields';
import { FormDialog } from '../../../../components/form/form-dialog';
import { showServerErrors } from '../../../../components/form/server-errors';
import { Button } from '../../../../components/ui/button';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { toApiError } from '../../../../lib/api-error';
import { useAuth } from '../../../../lib/auth';
import { toast } from '../../../../lib/toast';

/** The admin's profile form (docs/forms-and-messages.md): the account fields without an address. */
const SettingsFormSchema = withPasswordRules(AccountFields.omit({ address: true }));
type SettingsFormValues = z.infer<typeof SettingsFormSchema>;

export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  return (
    <FormDialog
      open={open && user !== null}
      onOpenChange={onOpenChange}
      title="Admin Settings"
      className="w-[min(36rem,calc(100vw-2rem))]"
    >
      {() => (user ? <SettingsForm user={user} onDone={() => onOpenChange(false)} /> : null)}
    </FormDialog>
  );
}

function SettingsForm({ user, onDone }: { user: User; onDone: () => void }) {
  const id = useId();
  const { updateProfile } = useAuth();
  const { address: _address, ...defaults } = profileFormDefaults(user);
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: defaults,
  });

  function onInvalid() {
    const first = Object.values(form.formState.errors)[0]?.message;
    if (first) toast.error('Error', { description: first });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(toProfileUpdateBody(values));
      toast.success('Settings updated', { description: 'Your profile has been successfully updated.' });
      onDone();
    } catch (err) {
      showServerErrors(form, toApiError(err).fields, PROFILE_SERVER_FIELDS);
      toast.error('Error', { description: profileErrorMessage(err) });
    }
  }, onInvalid);

  const f = (name: keyof SettingsFormValues) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-display text-lg font-bold">Account Information</legend>
        <TextField
          form={form}
          name="username"
          id={f('username')}
          label="Username"
          autoComplete="username"
          required
        />
        <TextField
          form={form}
          name="email"
          id={f('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          form={form}
          name="full_name"
          id={f('full_name')}
          label="Full name"
          autoComplete="name"
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          name="country_code"
          id={f('country_code')}
          label="Country code"
          placeholder="+255"
        />
        <TextField
          form={form}
          name="phone"
          id={f('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel-national"
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-display text-lg font-bold">Change Password</legend>
        <p className="text-sm text-muted">Leave these empty to keep your current password.</p>
        <PasswordField
          form={form}
          name="current_password"
          id={f('current_password')}
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField
          form={form}
          name="new_password"
          id={f('new_password')}
          label="New password"
          autoComplete="new-password"
        />
        <PasswordField
          form={form}
          name="confirm_password"
          id={f('confirm_password')}
          label="Confirm new password"
          autoComplete="new-password"
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" className="mt-2" onClick={onDone}>
          Cancel
        </Button>
        <div className="sm:w-48">
          <SubmitButton busy={updateProfile.isPending}>Save Changes</SubmitButton>
        </div>
      </div>
    </form>
  );
}
