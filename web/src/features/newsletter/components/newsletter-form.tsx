import { zodResolver } from '@hookform/resolvers/zod';
import {
  MISSING_EMAIL_MESSAGE,
  NEWSLETTER_THANKS_MESSAGE,
  NewsletterSubscribeBody,
} from '@shop/contract/content';
import { LoaderCircle } from 'lucide-react';
import { type FieldErrors, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { Form, useFieldId } from '#web/components/form/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSubscribeNewsletter } from '#web/features/newsletter/api/subscribe-newsletter.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';

type Values = z.input<typeof NewsletterSubscribeBody>;

// The band has no room under the box: the toast says what is wrong.
function onInvalid(errors: FieldErrors<Values>) {
  const message = errors.email?.message ?? MISSING_EMAIL_MESSAGE;
  toast.error(message === MISSING_EMAIL_MESSAGE ? 'Email Required' : 'Invalid Email', {
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
  return (
    <Form
      resolver={zodResolver(NewsletterSubscribeBody)}
      defaultValues={{ email: '' }}
      onSubmit={async (body, form) => {
        await subscribe.mutateAsync(body);
        toast.success('Subscribed!', { description: NEWSLETTER_THANKS_MESSAGE });
        form.reset();
      }}
      refusal={{ fallback: 'Failed to subscribe. Please try again.' }}
      onInvalid={onInvalid}
      aria-label="Newsletter"
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
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Email address for the newsletter
      </label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        placeholder="Your email address"
        aria-invalid={formState.errors.email !== undefined || undefined}
        {...register('email')}
        className={cn(tone === 'dark' && 'border-white/30 bg-white/10 text-white placeholder:text-white/70')}
      />
      <Button type="submit" variant="accent" disabled={busy} aria-busy={busy || undefined}>
        {busy ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden />
            Sending...
          </>
        ) : (
          'Subscribe'
        )}
      </Button>
    </>
  );
}
