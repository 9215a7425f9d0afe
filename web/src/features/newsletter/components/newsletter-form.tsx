import { zodResolver } from '@hookform/resolvers/zod';
import {
  MISSING_EMAIL_MESSAGE,
  NEWSLETTER_THANKS_MESSAGE,
  NewsletterSubscribeBody,
} from '@shop/contract/content';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

type Values = z.input<typeof NewsletterSubscribeBody>;

/** The newsletter sign-up; `tone="dark"` for dark bands such as the footer area. */
export function NewsletterForm({
  className,
  tone = 'dark',
}: {
  className?: string;
  tone?: 'dark' | 'light';
}) {
  const id = useId();
  const subscribe = useSubscribeNewsletter();
  const form = useForm<Values, unknown, NewsletterSubscribeBody>({
    resolver: zodResolver(NewsletterSubscribeBody),
    defaultValues: { email: '' },
  });
  const invalid = form.formState.errors.email !== undefined;

  // The band has no room under the box: the toast says what is wrong.
  function onInvalid(errors: FieldErrors<Values>) {
    const message = errors.email?.message ?? MISSING_EMAIL_MESSAGE;
    toast.error(message === MISSING_EMAIL_MESSAGE ? 'Email Required' : 'Invalid Email', {
      description: message,
    });
  }

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await subscribe.mutateAsync(body);
      toast.success('Subscribed!', { description: NEWSLETTER_THANKS_MESSAGE });
      form.reset();
    } catch (err) {
      toast.error('Error', {
        description: toApiError(err, 'Failed to subscribe. Please try again.').message,
      });
    }
  }, onInvalid);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Newsletter"
      className={cn('flex flex-col gap-2 sm:flex-row', className)}
    >
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address for the newsletter
      </label>
      <Input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        placeholder="Your email address"
        aria-invalid={invalid || undefined}
        {...form.register('email')}
        className={cn(tone === 'dark' && 'border-white/30 bg-white/10 text-white placeholder:text-white/70')}
      />
      <Button
        type="submit"
        variant="accent"
        disabled={subscribe.isPending}
        aria-busy={subscribe.isPending || undefined}
      >
        {subscribe.isPending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden />
            Sending...
          </>
        ) : (
          'Subscribe'
        )}
      </Button>
    </form>
  );
}
