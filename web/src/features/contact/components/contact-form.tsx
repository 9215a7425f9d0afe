import type { BusinessType } from '@shop/contract/common';
import {
  CONTACT_DEFAULT_SUBJECT,
  CONTACT_THANKS_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  SIMPLE_EMAIL_PATTERN,
} from '@shop/contract/content';
import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorIdOf, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactErrorMessage } from './contact-error-message';

const SUCCESS_DESCRIPTION = `${CONTACT_THANKS_MESSAGE} Your message has been received by our team.`;

const BRAND_CHOICES: { value: BusinessType; label: string }[] = [
  { value: 'igsum', label: 'IGSUM tours & products' },
  { value: 'fursa', label: 'FURSA laptops' },
];

type Values = { name: string; email: string; subject: string; message: string };
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

/** SPEC §5: name, e-mail and message required after trimming, then a simple e-mail pattern. */
export function validateContact(values: Values): { title: string; message: string; errors: Errors } | null {
  const missing: Errors = {};
  if (!values.name.trim()) missing.name = 'Please enter your name';
  if (!values.email.trim()) missing.email = 'Please enter your email address';
  if (!values.message.trim()) missing.message = 'Please write your message';
  if (Object.keys(missing).length > 0) {
    return { title: 'Missing Information', message: MISSING_FIELDS_MESSAGE, errors: missing };
  }
  if (!SIMPLE_EMAIL_PATTERN.test(values.email.trim())) {
    return {
      title: 'Invalid Email',
      message: INVALID_EMAIL_MESSAGE,
      errors: { email: INVALID_EMAIL_MESSAGE },
    };
  }
  return null;
}

type ContactFormProps = {
  /** The brand the message goes to, or the initial choice when `chooseBrand` is set. */
  brand?: BusinessType;
  /** Lets the sender pick the brand (the shared /contact page). */
  chooseBrand?: boolean;
  className?: string;
};

export function ContactForm({ brand = 'igsum', chooseBrand = false, className }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [businessType, setBusinessType] = useState<BusinessType>(brand);
  const send = useSendContactMessage();

  function update(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const problem = validateContact(values);
    if (problem) {
      setErrors(problem.errors);
      toast.error(problem.title, { description: problem.message });
      // Focus the first field to fix, so keyboard and screen-reader users land on it.
      const first = (['name', 'email', 'message'] as const).find((f) => problem.errors[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      await send.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim() || CONTACT_DEFAULT_SUBJECT[businessType],
        message: values.message.trim(),
        business_type: businessType,
      });
      toast.success('Message Sent!', { description: SUCCESS_DESCRIPTION });
      setValues(EMPTY);
      setErrors({});
    } catch (err) {
      toast.error('Error', { description: contactErrorMessage(err) });
    }
  }

  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorIdOf(`${id}-${name}`) : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className={cn('grid gap-4', className)}>
      {chooseBrand ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">Who would you like to reach?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {BRAND_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-raised px-3 text-sm has-checked:border-brand has-checked:ring-1 has-checked:ring-brand"
              >
                <input
                  type="radio"
                  name={`${id}-business`}
                  value={choice.value}
                  checked={businessType === choice.value}
                  onChange={() => setBusinessType(choice.value)}
                  className="size-4 accent-[var(--brand-primary)]"
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name *" error={errors.name}>
          <Input
            {...field('name')}
            autoComplete="name"
            required
            onChange={(e) => update('name', e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-email`} label="Email *" error={errors.email}>
          <Input
            {...field('email')}
            type="email"
            autoComplete="email"
            required
            onChange={(e) => update('email', e.target.value)}
          />
        </FormField>
      </div>
      <FormField id={`${id}-subject`} label="Subject">
        <Input
          {...field('subject')}
          placeholder={CONTACT_DEFAULT_SUBJECT[businessType]}
          onChange={(e) => update('subject', e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-message`} label="Message *" error={errors.message}>
        <textarea
          {...field('message')}
          rows={5}
          required
          onChange={(e) => update('message', e.target.value)}
          className="min-h-32 w-full rounded-lg border border-line bg-raised px-3 py-2 text-base text-ink shadow-xs placeholder:text-muted aria-invalid:border-danger"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending || undefined}>
        {send.isPending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden />
            Send Message
          </>
        )}
      </Button>
    </form>
  );
}
