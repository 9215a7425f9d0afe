import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '#web/components/layout/auth-layout.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import {
  NewPasswordWithCodeForm,
  NewPasswordWithLinkForm,
} from '#web/features/auth/components/new-password-form.tsx';
import { toast } from '#web/lib/toast.ts';

const cardClass = 'mt-6 rounded-2xl border border-line bg-raised p-5 shadow-sm sm:p-6';

/**
 * docs/messages.md, "Forgot password": without a token, asks for the e-mail (and then offers the
 * SMS code); with the link's token, asks for the new password.
 */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [withCode, setWithCode] = useState(false);

  const done = (message: string) => {
    toast.success('Password changed', { description: message });
    navigate(paths.auth.href(), { replace: true });
  };

  const heading = token ? 'Choose a new password' : withCode ? 'Enter your code' : 'Forgot your password?';
  return (
    <AuthLayout>
      <title>{`${heading} · ${SHOP_TITLE}`}</title>
      <h1 className="font-display text-3xl font-bold tracking-tight">{heading}</h1>
      <p className="mt-2 text-muted">
        {token
          ? 'Choosing a new password signs you out on every device.'
          : 'Type the e-mail address of your account and we will send you a link to choose a new password.'}
      </p>
      <div className={cardClass}>
        {token ? (
          <NewPasswordWithLinkForm token={token} onDone={done} />
        ) : withCode && sent ? (
          <NewPasswordWithCodeForm email={sent.email} onDone={done} />
        ) : sent ? (
          <div className="grid gap-4">
            <p role="status" className="text-ink">
              {sent.message}
            </p>
            <p className="text-sm text-muted">
              If your profile has a Tanzanian mobile number, we may also have sent you a code by SMS.
            </p>
            <button
              type="button"
              onClick={() => setWithCode(true)}
              className="justify-self-start rounded font-semibold text-accent-text underline underline-offset-4 hover:no-underline"
            >
              I have a code
            </button>
          </div>
        ) : (
          <ForgotPasswordForm onSent={(email, message) => setSent({ email, message })} />
        )}
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{' '}
        <Link
          to={paths.auth.href()}
          className="rounded font-semibold text-accent-text underline underline-offset-4 hover:no-underline"
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
