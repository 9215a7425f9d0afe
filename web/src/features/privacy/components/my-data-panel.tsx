import { zodResolver } from '@hookform/resolvers/zod';
import { AccountDeleteBody } from '@shop/contract/privacy';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PasswordField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useDeleteAccount } from '#web/features/privacy/api/delete-account.ts';
import { downloadMyData } from '#web/features/privacy/api/download-my-data.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { SIGN_OUT_STATE } from '#web/lib/auth.tsx';
import { Link, useNavigate } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';

/**
 * docs/privacy.md: the customer's rights from the dashboard: download everything as a ZIP, or
 * delete the account with its password typed again (refused while an order or trip is in progress,
 * said in the dialog); after a deletion the customer is signed out.
 */
export function MyDataPanel() {
  const { t } = useT();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (err) {
      toast.error(t('privacy.mine.downloadFailed'), { description: toApiError(err).message });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">{t('privacy.mine.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden />
          {downloading ? t('privacy.mine.downloading') : t('privacy.mine.download')}
        </Button>
        <Button variant="outline" onClick={() => setDeleting(true)} className="text-danger">
          <Trash2 aria-hidden />
          {t('privacy.mine.delete')}
        </Button>
      </div>
      <p className="text-xs text-muted">
        {t('privacy.mine.downloadHint')}{' '}
        <Link
          to={paths.privacy.href()}
          className="inline-flex items-center gap-1 font-medium text-accent-text underline"
        >
          <ShieldCheck className="size-3.5" aria-hidden />
          {t('privacy.mine.notice')}
        </Link>
      </p>
      <FormDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('privacy.mine.deleteTitle')}
        className="w-[min(32rem,calc(100vw-1.5rem))]!"
      >
        {() => <DeleteAccountForm onCancel={() => setDeleting(false)} />}
      </FormDialog>
    </div>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  // The refusal while something is in progress, said where the customer is looking.
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <Form
      resolver={zodResolver(AccountDeleteBody)}
      defaultValues={{ password: '' }}
      onSubmit={async (values) => {
        setRefused(null);
        await remove.mutateAsync(values);
        toast.success(t('privacy.mine.deleted'));
        // The server has closed every session; the home screen clears this browser's.
        navigate(paths.home.href(), { replace: true, state: SIGN_OUT_STATE });
      }}
      refusal={{
        handle: (error) => {
          if (error.status !== 409) return false;
          setRefused(error.message);
          return true;
        },
      }}
      className="grid gap-4"
    >
      <p className="text-sm">{t('privacy.mine.deleteText')}</p>
      {refused ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {refused}
        </p>
      ) : null}
      <PasswordField name="password" label={t('privacy.mine.password')} autoComplete="current-password" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('privacy.mine.cancel')}
        </Button>
        <FormSubmitButton>{t('privacy.mine.confirmDelete')}</FormSubmitButton>
      </div>
    </Form>
  );
}
