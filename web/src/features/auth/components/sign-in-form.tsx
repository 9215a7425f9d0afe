import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@shop/contract/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { errorIdOf, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Where to go after signing in is the screen's choice: it redirects once the user is known. */
export function SignInForm() {
  const id = useId();
  const { login } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginBody), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast.success('Welcome back!', { description: 'You have successfully logged in.' });
    } catch (err) {
      toast.error('Login Failed', { description: errorMessage(err, 'Invalid credentials') });
    }
  });

  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={usernameId} label="Username" error={errors.username?.message}>
        <Input
          id={usernameId}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? errorIdOf(usernameId) : undefined}
          {...register('username')}
        />
      </FormField>
      <FormField id={passwordId} label="Password" error={errors.password?.message}>
        <PasswordInput
          id={passwordId}
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? errorIdOf(passwordId) : undefined}
          {...register('password')}
        />
      </FormField>
      <SubmitButton busy={isSubmitting}>Sign In</SubmitButton>
    </form>
  );
}
