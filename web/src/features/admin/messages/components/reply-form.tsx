import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_REPLY_SENT_MESSAGE, type ContactMessage, ContactReplyBody } from '@shop/contract/content';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../../../../components/form/bound-fields';
import { showSaveError } from '../../../../components/form/server-errors';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useReplyToContact } from '../api/reply-to-contact';

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
  const id = useId();
  const reply = useReplyToContact();
  const form = useForm({ resolver: zodResolver(ContactReplyBody), defaultValues: { body: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onReplied(await reply.mutateAsync({ id: message.id, body: values.body }));
      form.reset({ body: '' });
      toast.success(CONTACT_REPLY_SENT_MESSAGE, {
        description: `Your e-mail to ${message.email} is on its way.`,
      });
    } catch (err) {
      showSaveError(form, err, 'Failed to send the reply');
    }
  });

  return (
    <section aria-label="Replies" className="mt-4 grid gap-3">
      {message.replies.length > 0 ? (
        <ol className="grid gap-2">
          {message.replies.map((r) => (
            <li key={r.id} className="rounded-lg border border-line p-3 text-sm">
              <p className="text-xs text-muted">
                {r.author_username} replied · {formatDateTime(r.created_at)}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{r.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-2">
        <TextAreaField
          form={form}
          name="body"
          id={`${id}-reply`}
          label={`Reply to ${message.name}`}
          rows={4}
          autoFocus={autoFocus}
        />
        <Button type="submit" className="justify-self-end" disabled={form.formState.isSubmitting}>
          <Send aria-hidden />
          {form.formState.isSubmitting ? 'Sending...' : 'Send reply'}
        </Button>
      </form>
    </section>
  );
}
