import type { LoginBody } from '@shop/contract/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PasswordField, TextField } from '../../../components/form/bound-fields';
import { lazyZodResolver } from '../../../components/form/lazy-zod-resolver';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';

const loginSchema = lazyZodResolver<z.input<typeof LoginBody>, LoginBody>(
  async () => (await import('@shop/contract/auth')).LoginBody,
);

/** Where to go after signing in is the screen's choice: it redirects once the user is known. */
export function SignInForm() {
  const id = useId();
  const { login } = useAuth();
  const form = useForm({
    resolver: loginSchema.resolver,
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast.success('Welcome back!', { description: 'You have successfully logged in.' });
    } catch (err) {
      toast.error('Login Failed', { description: toApiError(err, 'Invalid credentials').message });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={loginSchema.preload} noValidate className="grid gap-4">
      <TextField
        form={form}
        name="username"
        id={`${id}-username`}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <PasswordField
        form={form}
        name="password"
        id={`${id}-password`}
        label="Password"
        autoComplete="current-password"
        required
      />
      <Link
        to={paths.resetPassword.href()}
        className="-mt-2 justify-self-end rounded text-sm font-semibold text-accent-text underline underline-offset-4 hover:no-underline"
      >
        Forgot password?
      </Link>
      <SubmitButton busy={form.formState.isSubmitting}>Sign In</SubmitButton>
    </form>
  );
}
