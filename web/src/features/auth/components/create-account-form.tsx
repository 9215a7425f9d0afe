import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COUNTRY_CODE, RegisterBody } from '@shop/contract/auth';
import { useId } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorIdOf, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

type Values = z.input<typeof RegisterBody>;
type FieldName = keyof Values;

const FIELD_NAMES: readonly FieldName[] = [
  'username',
  'full_name',
  'email',
  'phone',
  'country_code',
  'password',
];

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

/** Where to go after signing up is the screen's choice: it redirects once the user is known. */
export function CreateAccountForm() {
  const id = useId();
  const { register: createAccount } = useAuth();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegisterBody),
    defaultValues: {
      username: '',
      full_name: '',
      email: '',
      phone: '',
      country_code: DEFAULT_COUNTRY_CODE,
      password: '',
    },
  });

  // SPEC §5: the two rules a user most often trips over also get a toast, not just a field error.
  function onInvalid(_errors: FieldErrors<Values>) {
    const values = getValues();
    if (!values.full_name.trim()) {
      toast.error('Full name required', { description: 'Please enter your full name to create an account.' });
    } else if (!values.phone.trim() || !values.country_code?.trim()) {
      toast.error('Phone number required', {
        description: 'Please enter your phone number with country code to create an account.',
      });
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createAccount.mutateAsync(values);
      toast.success('Account created!', { description: 'Welcome to IGSUM/FURSA!' });
    } catch (err) {
      for (const [name, messages] of Object.entries(fieldErrors(err))) {
        if (isFieldName(name)) setError(name, { message: messages.join(' ') });
      }
      toast.error('Signup Failed', { description: errorMessage(err, 'Failed to create account') });
    }
  }, onInvalid);

  const ids = Object.fromEntries(FIELD_NAMES.map((name) => [name, `${id}-${name}`])) as Record<
    FieldName,
    string
  >;
  const a11y = (name: FieldName) => ({
    id: ids[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorIdOf(ids[name]) : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={ids.username} label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...a11y('username')}
          {...register('username')}
        />
      </FormField>
      <FormField id={ids.full_name} label="Full name" error={errors.full_name?.message}>
        <Input autoComplete="name" {...a11y('full_name')} {...register('full_name')} />
      </FormField>
      <FormField id={ids.email} label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          spellCheck={false}
          {...a11y('email')}
          {...register('email')}
        />
      </FormField>
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
        <FormField id={ids.country_code} label="Country code" error={errors.country_code?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-country-code"
            {...a11y('country_code')}
            {...register('country_code')}
          />
        </FormField>
        <FormField id={ids.phone} label="Phone" error={errors.phone?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...a11y('phone')}
            {...register('phone')}
          />
        </FormField>
      </div>
      <FormField id={ids.password} label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...a11y('password')} {...register('password')} />
      </FormField>
      <SubmitButton busy={isSubmitting}>Create Account</SubmitButton>
    </form>
  );
}
