import type { LoginBody } from '@shop/contract/auth';
import type { z } from 'zod';
import { PasswordField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { lazyZodResolver } from '#web/components/form/lazy-zod-resolver.ts';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { Link } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';

const loginSchema = lazyZodResolver<z.input<typeof LoginBody>, LoginBody>(
  async () => (await import('@shop/contract/auth')).LoginBody,
);

/** Where to go after signing in is the screen's choice: it redirects once the user is known. */
export function SignInForm() {
  const { login } = useAuth();
  const { t } = useT();
  return (
    <Form
      resolver={loginSchema.resolver}
      defaultValues={{ username: '', password: '' }}
      onSubmit={async (values) => {
        await login.mutateAsync(values);
        toast.success(t('auth.signedIn'), { description: t('auth.signedInText') });
      }}
      refusal={{ title: t('auth.signInFailed'), fallback: t('auth.invalidCredentials') }}
      onFocus={loginSchema.preload}
      className="grid gap-4"
    >
      <TextField
        name="username"
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <PasswordField name="password" label={t('auth.password')} autoComplete="current-password" required />
      <Link
        to={paths.resetPassword.href()}
        className="-mt-2 justify-self-end rounded text-sm font-semibold text-accent-text underline underline-offset-4 hover:no-underline"
      >
        {t('auth.forgot')}
      </Link>
      <FormSubmitButton>{t('nav.signIn')}</FormSubmitButton>
    </Form>
  );
}
