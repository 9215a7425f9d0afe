import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestBody } from '@shop/contract/password-reset';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form/bound-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/password-reset';

/** docs/messages.md: asks for the e-mail; the answer never tells whether an account uses it. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const id = useId();
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(PasswordResetRequestBody), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await request.mutateAsync(values);
      onSent(values.email, message);
    } catch (err) {
      toast.error('Could not send the link', { description: toApiError(err).message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        form={form}
        name="email"
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <SubmitButton busy={form.formState.isSubmitting}>Send reset link</SubmitButton>
    </form>
  );
}
