import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_REPLY_SENT_MESSAGE, type ContactMessage, ContactReplyBody } from '@shop/contract/content';
import { Send } from 'lucide-react';
import { useFormState } from 'react-hook-form';
import { TextAreaField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useReplyToContact } from '#web/features/admin/messages/api/reply-to-contact.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

/** docs/messages.md, "Inbox replies": the thread so far, then a reply sent by e-mail. */
export function ReplyThread({
  message,
  onReplied,
  autoFocus,
}: {
  message: ContactMessage;
  onReplied: (updated: ContactMessage) => void;
  autoFocus?: boolean;
}) {
  const reply = useReplyToContact();
  const { t } = useT();
  return (
    <section aria-label={t('adminMessages.replies')} className="mt-4 grid gap-3">
      {message.replies.length > 0 ? (
        <ol className="grid gap-2">
          {message.replies.map((r) => (
            <li key={r.id} className="rounded-lg border border-line p-3 text-sm">
              <p className="text-xs text-muted">
                {t('adminMessages.replied', {
                  author: r.author_username,
                  when: formatDateTime(r.created_at),
                })}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{r.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <Form
        resolver={zodResolver(ContactReplyBody)}
        defaultValues={{ body: '' }}
        onSubmit={async (values, form) => {
          onReplied(await reply.mutateAsync({ id: message.id, body: values.body }));
          form.reset({ body: '' });
          toast.success(CONTACT_REPLY_SENT_MESSAGE, {
            description: t('adminMessages.replyOnItsWay', { email: message.email }),
          });
        }}
        refusal={{ fallback: t('adminMessages.replyFailed') }}
        className="grid gap-2"
      >
        <TextAreaField
          name="body"
          label={t('adminMessages.replyTo', { name: message.name })}
          rows={4}
          autoFocus={autoFocus}
        />
        <SendReplyButton />
      </Form>
    </section>
  );
}

function SendReplyButton() {
  const busy = useFormState().isSubmitting;
  const { t } = useT();
  return (
    <Button type="submit" className="justify-self-end" disabled={busy}>
      <Send aria-hidden />
      {t(busy ? 'adminMessages.sending' : 'adminMessages.sendReply')}
    </Button>
  );
}
