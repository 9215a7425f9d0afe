import type { LoginBody } from '@shop/contract/auth';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PasswordField, TextField } from '../../../components/form/bound-fields';
import { Form } from '../../../components/form/form';
import { FormSubmitButton } from '../../../components/form/form-submit-button';
import { lazyZodResolver } from '../../../components/form/lazy-zod-resolver';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';

const loginSchema = lazyZodResolver<z.input<typeof LoginBody>, LoginBody>(
  async () => (await import('@shop/contract/auth')).LoginBody,
);

/** Where to go after signing in is the screen's choice: it redirects once the user is known. */
export function SignInForm() {
  const { login } = useAuth();
  return (
    <Form
      resolver={loginSchema.resolver}
      defaultValues={{ username: '', password: '' }}
      onSubmit={async (values) => {
        await login.mutateAsync(values);
        toast.success('Welcome back!', { description: 'You have successfully logged in.' });
      }}
      refusal={{ title: 'Login Failed', fallback: 'Invalid credentials' }}
      onFocus={loginSchema.preload}
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
      <PasswordField name="password" label="Password" autoComplete="current-password" required />
      <Link
        to={paths.resetPassword.href()}
        className="-mt-2 justify-self-end rounded text-sm font-semibold text-accent-text underline underline-offset-4 hover:no-underline"
      >
        Forgot password?
      </Link>
      <FormSubmitButton>Sign In</FormSubmitButton>
    </Form>
  );
}
