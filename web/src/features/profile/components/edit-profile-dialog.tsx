import type { User } from '@shop/contract/auth';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { ProfileEditor } from '#web/components/form/profile-editor.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useT } from '#web/i18n/use-t.ts';

/** The Edit Profile button and its dialog (docs/roles-and-ownership.md). */
export function EditProfileDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden />
          {t('account.profile.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined} className="w-[min(36rem,calc(100vw-1.5rem))]!">
        <DialogTitle className="pr-12 font-display text-xl font-bold">
          {t('account.profile.edit')}
        </DialogTitle>
        {/* Mounted only while open, so each opening starts from the saved values. */}
        {open ? <ProfileEditor user={user} audience="customer" onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
