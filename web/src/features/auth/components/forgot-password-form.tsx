import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestBody } from '@shop/contract/password-reset';
import { TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { useRequestPasswordReset } from '#web/features/auth/api/password-reset.ts';
import { useT } from '#web/i18n/use-t.ts';

/** docs/messages.md: asks for the e-mail; the answer never tells whether an account uses it. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const request = useRequestPasswordReset();
  const { t } = useT();
  return (
    <Form
      resolver={zodResolver(PasswordResetRequestBody)}
      defaultValues={{ email: '' }}
      onSubmit={async (values) => {
        const { message } = await request.mutateAsync(values);
        onSent(values.email, message);
      }}
      refusal={{ title: t('account.reset.sendFailed') }}
      className="grid gap-4"
    >
      <TextField
        name="email"
        label={t('account.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FormSubmitButton>{t('account.reset.send')}</FormSubmitButton>
    </Form>
  );
}
