import type { ContactMessage } from '@shop/contract/content';
import { type ReactNode, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useSetContactRead } from '#web/features/admin/messages/api/set-contact-read.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { ReplyThread } from './reply-form';

/** `replying` opens it with the cursor in the reply form. */
export function MessageDialog({
  message,
  replying = false,
  onClose,
}: {
  message: ContactMessage | null;
  replying?: boolean;
  onClose: () => void;
}) {
  const setRead = useSetContactRead();
  const { t } = useT();
  const [latest, setLatest] = useState<ContactMessage | null>(null);
  // The list refreshes after a change; the open dialog follows the server's newest answer meanwhile.
  const shown = message && latest?.id === message.id ? latest : message;

  function toggle() {
    if (!shown) return;
    const read = !shown.is_read;
    setRead.mutate(
      { id: shown.id, read },
      {
        onSuccess: setLatest,
        onError: (err) =>
          toast.error(t('adminMessages.error'), {
            description: toApiError(
              err,
              t(read ? 'adminMessages.markReadFailed' : 'adminMessages.markUnreadFailed'),
            ).message,
          }),
      },
    );
  }

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) {
          setRead.reset();
          setLatest(null);
          onClose();
        }
      }}
    >
      <DialogContent
        className="w-[min(36rem,calc(100vw-2rem))]"
        closeLabel={t('adminMessages.close')}
        aria-describedby={undefined}
      >
        {shown ? (
          <>
            <DialogTitle className="pr-10 font-display text-xl font-bold">
              {t('adminMessages.dialogTitle')}
            </DialogTitle>
            <dl className="mt-4 grid gap-2 text-sm">
              <Row label={t('adminMessages.name')}>{shown.name}</Row>
              <Row label={t('adminMessages.email')}>{shown.email}</Row>
              <Row label={t('adminMessages.date')}>{formatDate(shown.created_at)}</Row>
              <Row label={t('adminMessages.business')}>
                <Badge tone={shown.business_type === 'fursa' ? 'blue' : 'yellow'}>
                  {shown.business_type.toUpperCase()}
                </Badge>
              </Row>
              <Row label={t('adminMessages.subject')}>{shown.subject}</Row>
              <Row label={t('adminMessages.status')}>
                <Badge tone={shown.is_read ? 'grey' : 'blue'}>
                  {t(shown.is_read ? 'adminMessages.read' : 'adminMessages.unread')}
                </Badge>
              </Row>
            </dl>
            <h3 className="mt-4 text-sm font-semibold tracking-wide text-muted uppercase">
              {t('adminMessages.message')}
            </h3>
            <p className="mt-1 rounded-lg bg-sunken p-3 text-sm whitespace-pre-wrap">{shown.message}</p>
            <ReplyThread message={shown} onReplied={setLatest} autoFocus={replying} />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
              <Button variant="outline" onClick={toggle} disabled={setRead.isPending}>
                {t(
                  setRead.isPending
                    ? 'adminMessages.updating'
                    : shown.is_read
                      ? 'adminMessages.markUnread'
                      : 'adminMessages.markRead',
                )}
              </Button>
              <DialogClose asChild>
                <Button>{t('adminMessages.closeButton')}</Button>
              </DialogClose>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
