import {
  type BusinessType,
  CONTACT_DEFAULT_SUBJECT,
  CONTACT_THANKS_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MISSING_FIELDS_MESSAGE,
} from '@shop/contract/constants';
import type { ContactBody } from '@shop/contract/content';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect } from 'react';
import { type FieldErrors, type Resolver, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { lazyZodResolver } from '#web/components/form/lazy-zod-resolver.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSendContactMessage } from '#web/features/contact/api/send-contact-message.ts';
import { BrandChoices } from '#web/features/contact/components/brand-choices.tsx';
import { type ApiError, fieldSummary } from '#web/lib/api-error.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';

const SUCCESS_DESCRIPTION = `${CONTACT_THANKS_MESSAGE} Your message has been received by our team.`;
const FAILURE_MESSAGE = 'Failed to send message. Please try again.';

type Values = z.input<typeof ContactBody>;
type CheckedValues = z.output<typeof ContactBody>;

/** What a required field left blank says beside it; the toast says MISSING_FIELDS_MESSAGE once. */
const MISSING_HINTS: Partial<Record<keyof Values, string>> = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  message: 'Please write your message',
};

const contactSchema = lazyZodResolver<Values, CheckedValues>(
  async () => (await import('@shop/contract/content')).ContactBody,
);

/** The contract's ContactBody, with the blank-field message replaced by each field's own hint. */
const checkContact: Resolver<Values, unknown, CheckedValues> = async (values, context, options) => {
  const result = await contactSchema.resolver(values, context, options);
  for (const [field, error] of Object.entries(result.errors)) {
    const hint = MISSING_HINTS[field as keyof Values];
    if (hint && error?.message === MISSING_FIELDS_MESSAGE) error.message = hint;
  }
  return result;
};

/** docs/forms-and-messages.md contact failure: what the server refused, else its message. */
function contactErrorMessage({ status, message, fields }: ApiError): string {
  const summary = fieldSummary(fields);
  if (summary) return `Please fix the following: ${summary}`;
  // A 5xx says nothing the sender can act on (its body never carries details).
  return status !== null && status >= 500 ? FAILURE_MESSAGE : message;
}

function onInvalid(errors: FieldErrors<Values>) {
  const missing = Object.keys(errors).some(
    (field) => MISSING_HINTS[field as keyof Values] === errors[field as keyof Values]?.message,
  );
  if (missing) toast.error('Missing Information', { description: MISSING_FIELDS_MESSAGE });
  else toast.error('Invalid Email', { description: errors.email?.message ?? INVALID_EMAIL_MESSAGE });
}

export type ContactFormProps = {
  /** The brand the message goes to, or the initial choice when `chooseBrand` is set. */
  brand?: BusinessType;
  /** Lets the sender pick the brand (the shared /contact page). */
  chooseBrand?: boolean;
  className?: string;
  /** What was typed before the form's code arrived (contact-form-on-first-use.tsx), and where. */
  typed?: { values: Partial<Values>; focus?: string };
};

export function ContactForm({ brand = 'igsum', chooseBrand = false, className, typed }: ContactFormProps) {
  const send = useSendContactMessage();
  const empty: Values = { name: '', email: '', subject: '', message: '', business_type: brand };
  return (
    <Form
      resolver={checkContact}
      defaultValues={{ ...empty, ...typed?.values }}
      onSubmit={async (values, form) => {
        await send.mutateAsync({
          ...values,
          subject: values.subject || CONTACT_DEFAULT_SUBJECT[values.business_type],
        });
        toast.success('Message Sent!', { description: SUCCESS_DESCRIPTION });
        form.reset({ ...empty, business_type: values.business_type });
      }}
      refusal={{ fallback: FAILURE_MESSAGE, describe: contactErrorMessage }}
      onInvalid={onInvalid}
      onFocus={contactSchema.preload}
      aria-label="Contact form"
      className={cn('grid gap-4', className)}
    >
      <ContactFields brand={brand} chooseBrand={chooseBrand} />
      {typed?.focus ? <FocusOnMount name={typed.focus as keyof Values} /> : null}
    </Form>
  );
}

/** Puts the caret back in the field the sender was in when the form's code arrived. */
function FocusOnMount({ name }: { name: keyof Values }) {
  const { setFocus } = useFormContext<Values>();
  useEffect(() => setFocus(name), [name, setFocus]);
  return null;
}

function ContactFields({ brand, chooseBrand }: { brand: BusinessType; chooseBrand: boolean }) {
  const { register } = useFormContext<Values>();
  const businessType = useWatch<Values, 'business_type'>({ name: 'business_type' }) ?? brand;
  const busy = useFormState().isSubmitting;
  return (
    <>
      {chooseBrand ? <BrandChoices control={(value) => ({ value, ...register('business_type') })} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name *" autoComplete="name" required />
        <TextField name="email" label="Email *" type="email" autoComplete="email" required />
      </div>
      <TextField name="subject" label="Subject" placeholder={CONTACT_DEFAULT_SUBJECT[businessType]} />
      <TextAreaField name="message" label="Message *" rows={5} required className="[&_textarea]:min-h-32" />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? (
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
    </>
  );
}
