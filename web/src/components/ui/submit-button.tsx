import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { OnlineButton } from './online-button';

/**
 * A form's submit button; reads "Please wait..." and is disabled while the form is busy. Every
 * form sends to the shop, so offline it says it needs a connection (docs/offline.md). Its words are
 * in the `auth` section, which every screen with a form loads.
 */
export function SubmitButton({
  busy,
  disabled = false,
  children,
}: {
  busy: boolean;
  /** Not yet usable, without saying so: see FormSubmitButton. */
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <OnlineButton
      type="submit"
      size="lg"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className="mt-2 w-full"
      offlineLabel={t('form.offline')}
    >
      {busy ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden />
          {t('form.wait')}
        </>
      ) : (
        children
      )}
    </OnlineButton>
  );
}
