import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';

type SettingsFormDialogProps<T> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  className: string;
  settings: UseQueryResult<T>;
  /** Said when the saved settings cannot be loaded and the server gives no reason. */
  loadFailed: string;
  children: (settings: T) => ReactNode;
};

/** A settings dialog: its form once the saved settings have loaded, a retry when they could not. */
export function SettingsFormDialog<T>({
  settings,
  loadFailed,
  children,
  ...dialog
}: SettingsFormDialogProps<T>) {
  const { t } = useT();
  return (
    <FormDialog {...dialog}>
      {() =>
        settings.data ? (
          children(settings.data)
        ) : settings.isError ? (
          <div role="alert" className="mt-4 grid justify-items-start gap-3 text-sm">
            <p>{toApiError(settings.error, loadFailed).message}</p>
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              <RefreshCw aria-hidden />
              {t('adminSettings.retry')}
            </Button>
          </div>
        ) : (
          <Spinner label={t('admin.loading')} className="mt-4" />
        )
      }
    </FormDialog>
  );
}
