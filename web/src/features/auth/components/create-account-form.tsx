import type { RegisterBody } from '@shop/contract/auth';
import { DEFAULT_COUNTRY_CODE } from '@shop/contract/constants';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { lazyZodResolver } from '#web/components/form/lazy-zod-resolver.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { toast } from '#web/lib/toast.ts';

type Values = z.input<typeof RegisterBody>;

const registerSchema = lazyZodResolver<Values, RegisterBody>(
  async () => (await import('@shop/contract/auth')).RegisterBody,
);

// docs/forms-and-messages.md: the two rules a user most often trips over also get a toast,
// not just a field error.
function toastMissing(_errors: FieldErrors<Values>, values: Values) {
  if (!values.full_name.trim()) {
    toast.error('Full name required', { description: 'Please enter your full name to create an account.' });
  } else if (!values.phone.trim() || !values.country_code?.trim()) {
    toast.error('Phone number required', {
      description: 'Please enter your phone number with country code to create an account.',
    });
  }
}

/** Where to go after signing up is the screen's choice: it redirects once the user is known. */
export function CreateAccountForm() {
  const { register: createAccount } = useAuth();
  return (
    <Form
      resolver={registerSchema.resolver}
      defaultValues={{
        username: '',
        full_name: '',
        email: '',
        phone: '',
        country_code: DEFAULT_COUNTRY_CODE,
        password: '',
      }}
      onSubmit={async (values) => {
        await createAccount.mutateAsync(values);
        toast.success('Account created!', { description: 'Welcome to IGSUM/FURSA!' });
      }}
      refusal={{ title: 'Signup Failed', fallback: 'Failed to create account' }}
      onInvalid={toastMissing}
      onFocus={registerSchema.preload}
      className="grid gap-4"
    >
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField name="full_name" label="Full name" autoComplete="name" required />
      <TextField name="email" label="Email" type="email" autoComplete="email" spellCheck={false} required />
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
        <TextField
          name="country_code"
          label="Country code"
          type="tel"
          inputMode="tel"
          autoComplete="tel-country-code"
          required
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
        />
      </div>
      <PasswordField name="password" label="Password" autoComplete="new-password" required />
      <FormSubmitButton>Create Account</FormSubmitButton>
    </Form>
  );
}
