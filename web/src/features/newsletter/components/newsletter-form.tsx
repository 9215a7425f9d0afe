import { zodResolver } from '@hookform/resolvers/zod';
import { NewsletterSubscribeBody } from '@shop/contract/content';
import { LoaderCircle } from 'lucide-react';
import { type FieldErrors, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { Form, useFieldId } from '#web/components/form/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSubscribeNewsletter } from '#web/features/newsletter/api/subscribe-newsletter.ts';
import { type Translate, useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';

type Values = z.input<typeof NewsletterSubscribeBody>;

// The band has no room under the box: the toast says what is wrong, in the page's language
// (form.tsx passes the schema's messages through the validation texts).
function onInvalid(errors: FieldErrors<Values>, t: Translate) {
  const missing = t('validation.emailMissing');
  const message = errors.email?.message ?? missing;
  toast.error(message === missing ? t('newsletter.emailRequired') : t('contact.invalidEmail'), {
    description: message,
  });
}

/** The newsletter sign-up; `tone="dark"` for dark bands such as the footer area. */
export function NewsletterForm({
  className,
  tone = 'dark',
}: {
  className?: string;
  tone?: 'dark' | 'light';
}) {
  const subscribe = useSubscribeNewsletter();
  const { t } = useT();
  return (
    <Form
      resolver={zodResolver(NewsletterSubscribeBody)}
      defaultValues={{ email: '' }}
      onSubmit={async (body, form) => {
        await subscribe.mutateAsync(body);
        toast.success(t('newsletter.subscribed'), { description: t('newsletter.thanks') });
        form.reset();
      }}
      refusal={{ fallback: t('newsletter.failed') }}
      onInvalid={(errors) => onInvalid(errors, t)}
      aria-label={t('newsletter.form')}
      className={cn('flex flex-col gap-2 sm:flex-row', className)}
    >
      <NewsletterFields tone={tone} />
    </Form>
  );
}

function NewsletterFields({ tone }: { tone: 'dark' | 'light' }) {
  const { register, formState } = useFormContext<Values>();
  const id = useFieldId('email');
  const busy = formState.isSubmitting;
  const { t } = useT();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('newsletter.label')}
      </label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        placeholder={t('newsletter.placeholder')}
        aria-invalid={formState.errors.email !== undefined || undefined}
        {...register('email')}
        className={cn(tone === 'dark' && 'border-white/30 bg-white/10 text-white placeholder:text-white/70')}
      />
      <Button type="submit" variant="accent" disabled={busy} aria-busy={busy || undefined}>
        {busy ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden />
            {t('contact.sending')}
          </>
        ) : (
          t('newsletter.subscribe')
        )}
      </Button>
    </>
  );
}
