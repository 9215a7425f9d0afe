import { PASSWORD_RESET_MINUTES } from '@shop/contract/password-reset';
import { useState } from 'react';
import { AuthLayout } from '#web/components/layout/auth-layout.tsx';
import { SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import {
  NewPasswordWithCodeForm,
  NewPasswordWithLinkForm,
} from '#web/features/auth/components/new-password-form.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { Link, useNavigate, useSearchParams } from '#web/lib/router/router.tsx';
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
  const [sent, setSent] = useState<{ email: string } | null>(null);
  const [withCode, setWithCode] = useState(false);
  const { t } = useT();

  // The server's answers are the contract's English sentences; the page says them in its language.
  const done = () => {
    toast.success(t('account.reset.changed'), { description: t('account.reset.changedText') });
    navigate(paths.auth.href(), { replace: true });
  };

  const heading = token
    ? t('account.reset.choose')
    : withCode
      ? t('account.reset.enterCode')
      : t('account.reset.forgot');
  return (
    <AuthLayout>
      <title>{`${heading} · ${SHOP_TITLE}`}</title>
      <h1 className="font-display text-3xl font-bold tracking-tight">{heading}</h1>
      <p className="mt-2 text-muted">{token ? t('account.reset.signsOut') : t('account.reset.intro')}</p>
      <div className={cardClass}>
        {token ? (
          <NewPasswordWithLinkForm token={token} onDone={done} />
        ) : withCode && sent ? (
          <NewPasswordWithCodeForm email={sent.email} onDone={done} />
        ) : sent ? (
          <div className="grid gap-4">
            <p role="status" className="text-ink">
              {t('account.reset.sent', { minutes: PASSWORD_RESET_MINUTES })}
            </p>
            <p className="text-sm text-muted">{t('account.reset.smsToo')}</p>
            <button
              type="button"
              onClick={() => setWithCode(true)}
              className="justify-self-start rounded font-semibold text-accent-text underline underline-offset-4 hover:no-underline"
            >
              {t('account.reset.haveCode')}
            </button>
          </div>
        ) : (
          <ForgotPasswordForm onSent={(email) => setSent({ email })} />
        )}
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        {t('account.reset.remembered')}{' '}
        <Link
          to={paths.auth.href()}
          className="rounded font-semibold text-accent-text underline underline-offset-4 hover:no-underline"
        >
          {t('account.reset.signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
