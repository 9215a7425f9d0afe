import {
  INVALID_EMAIL_MESSAGE,
  MISSING_EMAIL_MESSAGE,
  NEWSLETTER_THANKS_MESSAGE,
  SIMPLE_EMAIL_PATTERN,
} from '@shop/contract/content';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** SPEC §5: non-empty, then the simple e-mail pattern. */
export function validateNewsletterEmail(email: string): { title: string; message: string } | null {
  const value = email.trim();
  if (!value) return { title: 'Email Required', message: MISSING_EMAIL_MESSAGE };
  if (!SIMPLE_EMAIL_PATTERN.test(value)) return { title: 'Invalid Email', message: INVALID_EMAIL_MESSAGE };
  return null;
}

/** The newsletter sign-up; `tone="dark"` for dark bands such as the footer area. */
export function NewsletterForm({
  className,
  tone = 'dark',
}: {
  className?: string;
  tone?: 'dark' | 'light';
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useSubscribeNewsletter();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    const problem = validateNewsletterEmail(email);
    if (problem) {
      setInvalid(true);
      toast.error(problem.title, { description: problem.message });
      return;
    }
    try {
      await subscribe.mutateAsync({ email: email.trim() });
      toast.success('Subscribed!', { description: NEWSLETTER_THANKS_MESSAGE });
      setEmail('');
      setInvalid(false);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to subscribe. Please try again.') });
    }
  }

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
        value={email}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setEmail(e.target.value);
          setInvalid(false);
        }}
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
