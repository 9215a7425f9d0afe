import { FormDialog } from '../../../../components/form/form-dialog';
import { ProfileEditor } from '../../../../components/form/profile-editor';
import { useAuth } from '../../../../lib/auth';

/** The admin's own profile, in the editor customers use (without an address). */
export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  return (
    <FormDialog
      open={open && user !== null}
      onOpenChange={onOpenChange}
      title="Admin Settings"
      className="w-[min(36rem,calc(100vw-2rem))]"
    >
      {() =>
        user ? <ProfileEditor user={user} audience="admin" onDone={() => onOpenChange(false)} /> : null
      }
    </FormDialog>
  );
}
