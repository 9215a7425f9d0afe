import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PasswordResetConfirmBody,
  ResetWithCodeForm,
  ResetWithTokenForm,
} from '@shop/contract/password-reset';
import type { ReactNode } from 'react';
import type { DefaultValues, Resolver } from 'react-hook-form';
import { PasswordField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { useConfirmPasswordReset } from '#web/features/auth/api/password-reset.ts';
import { useT } from '#web/i18n/use-t.ts';

type Props = { onDone: (message: string) => void };

/** The new password, typed twice, with the link's token. */
export function NewPasswordWithLinkForm({ token, onDone }: Props & { token: string }) {
  return (
    <NewPasswordForm
      resolver={zodResolver(ResetWithTokenForm)}
      defaultValues={{ token, password: '', confirm_password: '' }}
      onDone={onDone}
    />
  );
}

/** The new password with the e-mail address and the code the SMS brought. */
export function NewPasswordWithCodeForm({ email, onDone }: Props & { email: string }) {
  const { t } = useT();
  return (
    <NewPasswordForm
      resolver={zodResolver(ResetWithCodeForm)}
      defaultValues={{ email, code: '', password: '', confirm_password: '' }}
      onDone={onDone}
    >
      <TextField name="email" label={t('account.email')} type="email" autoComplete="email" required />
      <TextField
        name="code"
        label={t('account.reset.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
    </NewPasswordForm>
  );
}

type PasswordPair = { password: string; confirm_password: string };

/** The two password fields are the same in both forms; only the rest of the body differs. */
function NewPasswordForm<T extends PasswordPair & ({ token: string } | { email: string; code: string })>({
  resolver,
  defaultValues,
  onDone,
  children,
}: Props & { resolver: Resolver<T, unknown, T>; defaultValues: DefaultValues<T>; children?: ReactNode }) {
  const confirm = useConfirmPasswordReset();
  const { t } = useT();
  return (
    <Form
      resolver={resolver}
      defaultValues={defaultValues}
      onSubmit={async ({ confirm_password: _, ...body }) => {
        const { message } = await confirm.mutateAsync(body as unknown as PasswordResetConfirmBody);
        onDone(message);
      }}
      refusal={{ title: t('account.reset.notChanged') }}
      className="grid gap-4"
    >
      {children}
      <PasswordField name="password" label={t('account.newPassword')} autoComplete="new-password" required />
      <PasswordField
        name="confirm_password"
        label={t('account.newPasswordAgain')}
        autoComplete="new-password"
        required
      />
      <FormSubmitButton>{t('account.reset.set')}</FormSubmitButton>
    </Form>
  );
}
