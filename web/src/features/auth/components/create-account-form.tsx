import type { RegisterBody } from '@shop/contract/auth';
import { DEFAULT_COUNTRY_CODE } from '@shop/contract/constants';
import { useId } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField, TextField } from '../../../components/form/bound-fields';
import { lazyZodResolver } from '../../../components/form/lazy-zod-resolver';
import { showSaveError } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';

type Values = z.input<typeof RegisterBody>;

const registerSchema = lazyZodResolver<Values, RegisterBody>(
  async () => (await import('@shop/contract/auth')).RegisterBody,
);

/** Where to go after signing up is the screen's choice: it redirects once the user is known. */
export function CreateAccountForm() {
  const id = useId();
  const { register: createAccount } = useAuth();
  const form = useForm<Values, unknown, RegisterBody>({
    resolver: registerSchema.resolver,
    defaultValues: {
      username: '',
      full_name: '',
      email: '',
      phone: '',
      country_code: DEFAULT_COUNTRY_CODE,
      password: '',
    },
  });

  // docs/forms-and-messages.md: the two rules a user most often trips over also get a toast,
  // not just a field error.
  function onInvalid(_errors: FieldErrors<Values>) {
    const values = form.getValues();
    if (!values.full_name.trim()) {
      toast.error('Full name required', { description: 'Please enter your full name to create an account.' });
    } else if (!values.phone.trim() || !values.country_code?.trim()) {
      toast.error('Phone number required', {
        description: 'Please enter your phone number with country code to create an account.',
      });
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createAccount.mutateAsync(values);
      toast.success('Account created!', { description: 'Welcome to IGSUM/FURSA!' });
    } catch (err) {
      showSaveError(form, err, 'Failed to create account', 'Signup Failed');
    }
  }, onInvalid);

  const f = (name: keyof Values) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} onFocus={registerSchema.preload} noValidate className="grid gap-4">
      <TextField
        form={form}
        name="username"
        id={f('username')}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        form={form}
        name="full_name"
        id={f('full_name')}
        label="Full name"
        autoComplete="name"
        required
      />
      <TextField
        form={form}
        name="email"
        id={f('email')}
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
      />
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
        <TextField
          form={form}
          name="country_code"
          id={f('country_code')}
          label="Country code"
          type="tel"
          inputMode="tel"
          autoComplete="tel-country-code"
          required
        />
        <TextField
          form={form}
          name="phone"
          id={f('phone')}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
        />
      </div>
      <PasswordField
        form={form}
        name="password"
        id={f('password')}
        label="Password"
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={form.formState.isSubmitting}>Create Account</SubmitButton>
    </form>
  );
}
