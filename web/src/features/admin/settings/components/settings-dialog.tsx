import { PASSWORD_MIN_LENGTH, type ProfileUpdateBody, type User } from '@shop/contract/auth';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../../../components/ui/dialog';
import { errorIdOf, FormField } from '../../../../components/ui/form-field';
import { PasswordInput } from '../../../../components/ui/password-input';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { useAuth } from '../../../../lib/auth';
import { TextField } from '../../shared/components/field';
import { profileErrorText } from './profile-error-text';

type Values = {
  username: string;
  email: string;
  full_name: string;
  country_code: string;
  phone: string;
  current_password: string;
  new_password: string;
  confirm_password: string;
};
type Errors = Partial<Record<keyof Values, string>>;

function valuesOf(user: User): Values {
  return {
    username: user.username,
    email: user.email,
    full_name: user.full_name || user.profile.full_name,
    country_code: user.country_code || user.profile.country_code,
    phone: user.phone || user.profile.phone,
    current_password: '',
    new_password: '',
    confirm_password: '',
  };
}

/** The admin's profile form (docs/forms-and-messages.md). */
export function checkSettings(v: Values): Errors {
  const errors: Errors = {};
  if (v.username.trim() === '') errors.username = 'Username is required';
  if (v.email.trim() === '') errors.email = 'Email is required';
  if (v.new_password !== '') {
    if (v.current_password === '')
      errors.current_password = 'Current password is required to change password';
    else if (v.new_password !== v.confirm_password) errors.confirm_password = 'New passwords do not match';
    else if (v.new_password.length < PASSWORD_MIN_LENGTH) {
      errors.new_password = `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
    }
  }
  return errors;
}

export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[min(36rem,calc(100vw-2rem))]" aria-describedby={undefined}>
        <DialogTitle className="pr-10 font-display text-xl font-bold">Admin Settings</DialogTitle>
        {open && user ? <SettingsForm user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ user, onDone }: { user: User; onDone: () => void }) {
  const id = useId();
  const { updateProfile } = useAuth();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [errors, setErrors] = useState<Errors>({});

  function set(field: keyof Values) {
    return (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      // A message about the old value would mislead once the admin changes it.
      setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkSettings(values);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.error('Error', { description: first });
      return;
    }
    const body: ProfileUpdateBody = {
      username: values.username.trim(),
      email: values.email.trim(),
      profile: {
        full_name: values.full_name.trim(),
        phone: values.phone.trim(),
        ...(values.country_code.trim() ? { country_code: values.country_code.trim() } : {}),
      },
      // Passwords go only with a new password: a blank field must never change anything.
      ...(values.new_password !== ''
        ? { current_password: values.current_password, new_password: values.new_password }
        : {}),
    };
    updateProfile.mutate(body, {
      onSuccess: () => {
        toast.success('Settings updated', { description: 'Your profile has been successfully updated.' });
        onDone();
      },
      onError: (err) => toast.error('Error', { description: profileErrorText(err) }),
    });
  }

  const f = (name: keyof Values) => `${id}-${name}`;
  const password = (
    name: 'current_password' | 'new_password' | 'confirm_password',
    label: string,
    auto: string,
  ) => (
    <FormField id={f(name)} label={label} error={errors[name]}>
      <PasswordInput
        id={f(name)}
        autoComplete={auto}
        value={values[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorIdOf(f(name)) : undefined}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-display text-lg font-bold">Account Information</legend>
        <TextField
          id={f('username')}
          label="Username"
          autoComplete="username"
          required
          value={values.username}
          onChange={set('username')}
          error={errors.username}
        />
        <TextField
          id={f('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          id={f('full_name')}
          label="Full name"
          autoComplete="name"
          className="sm:col-span-2"
          value={values.full_name}
          onChange={set('full_name')}
        />
        <TextField
          id={f('country_code')}
          label="Country code"
          placeholder="+255"
          value={values.country_code}
          onChange={set('country_code')}
        />
        <TextField
          id={f('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          value={values.phone}
          onChange={set('phone')}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-display text-lg font-bold">Change Password</legend>
        <p className="text-sm text-muted">Leave these empty to keep your current password.</p>
        {password('current_password', 'Current password', 'current-password')}
        {password('new_password', 'New password', 'new-password')}
        {password('confirm_password', 'Confirm new password', 'new-password')}
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
