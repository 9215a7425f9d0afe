import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { ProfileEditor } from '#web/components/form/profile-editor.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';

/** The admin's own profile, in the editor customers use (without an address). */
export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const { t } = useT();
  return (
    <FormDialog
      open={open && user !== null}
      onOpenChange={onOpenChange}
      title={t('adminSettings.dialogTitle')}
      className="w-[min(36rem,calc(100vw-2rem))]"
    >
      {() =>
        user ? <ProfileEditor user={user} audience="admin" onDone={() => onOpenChange(false)} /> : null
      }
    </FormDialog>
  );
}
