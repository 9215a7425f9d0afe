import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PasswordResetConfirmBody,
  ResetWithCodeForm,
  ResetWithTokenForm,
} from '@shop/contract/password-reset';
import { useId } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { PasswordField, TextField } from '../../../components/form/bound-fields';
import { showServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useConfirmPasswordReset } from '../api/password-reset';

type Props = { onDone: (message: string) => void };

/** The new password, typed twice, with the link's token. */
export function NewPasswordWithLinkForm({ token, onDone }: Props & { token: string }) {
  const form = useForm({
    resolver: zodResolver(ResetWithTokenForm),
    defaultValues: { token, password: '', confirm_password: '' },
  });
  return <NewPasswordForm form={form} onDone={onDone} />;
}

/** The new password with the e-mail address and the code the SMS brought. */
export function NewPasswordWithCodeForm({ email, onDone }: Props & { email: string }) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(ResetWithCodeForm),
    defaultValues: { email, code: '', password: '', confirm_password: '' },
  });
  return (
    <NewPasswordForm form={form} onDone={onDone}>
      <TextField
        form={form}
        name="email"
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        form={form}
        name="code"
        id={`${id}-code`}
        label="Code from the SMS"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
    </NewPasswordForm>
  );
}

type PasswordPair = { password: string; confirm_password: string };

function NewPasswordForm<T extends PasswordPair & ({ token: string } | { email: string; code: string })>({
  form: typed,
  onDone,
  children,
}: Props & { form: UseFormReturn<T>; children?: React.ReactNode }) {
  const id = useId();
  const confirm = useConfirmPasswordReset();
  // The two password fields are the same in both forms; only the rest of the body differs.
  const form = typed as unknown as UseFormReturn<PasswordPair>;
  const onSubmit = typed.handleSubmit(async ({ confirm_password: _, ...body }) => {
    try {
      const { message } = await confirm.mutateAsync(body as unknown as PasswordResetConfirmBody);
      onDone(message);
    } catch (err) {
      const { message, fields } = toApiError(err);
      showServerErrors(form, fields);
      toast.error('Password not changed', { description: message });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
      <PasswordField
        form={form}
        name="password"
        id={`${id}-password`}
        label="New password"
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name="confirm_password"
        id={`${id}-confirm`}
        label="New password again"
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={form.formState.isSubmitting}>Set new password</SubmitButton>
    </form>
  );
}
