import { useLingui } from '@lingui/react';
import { type BusinessType, CONTACT_DEFAULT_SUBJECT } from '@shop/contract/constants';
import type { ContactBody } from '@shop/contract/content';
import { VALIDATION_MESSAGES } from '@shop/contract/validation-messages';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { type FieldErrors, type Resolver, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { lazyZodResolver } from '#web/components/form/lazy-zod-resolver.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSendContactMessage } from '#web/features/contact/api/send-contact-message.ts';
import { BrandChoices } from '#web/features/contact/components/brand-choices.tsx';
import { type Translate, useT } from '#web/i18n/use-t.ts';
import { type ApiError, fieldSummary } from '#web/lib/api-error.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';

type Values = z.input<typeof ContactBody>;
type CheckedValues = z.output<typeof ContactBody>;
type Hints = Partial<Record<keyof Values, string>>;

/** What a required field left blank says beside it; the toast says the blank-fields message once. */
const missingHints = (t: Translate): Hints => ({
  name: t('contact.hint.name'),
  email: t('contact.hint.email'),
  message: t('contact.hint.message'),
});

const contactSchema = lazyZodResolver<Values, CheckedValues>(
  async () => (await import('@shop/contract/content')).ContactBody,
);

/** The contract's ContactBody, with the blank-field message replaced by each field's own hint. */
function checkContact(hints: Hints): Resolver<Values, unknown, CheckedValues> {
  return async (values, context, options) => {
    const result = await contactSchema.resolver(values, context, options);
    for (const [field, error] of Object.entries(result.errors)) {
      const hint = hints[field as keyof Values];
      if (hint && error?.message === VALIDATION_MESSAGES.fillRequired) error.message = hint;
    }
    return result;
  };
}

/** docs/forms-and-messages.md contact failure: what the server refused, else its message. */
function contactErrorMessage({ status, message, fields }: ApiError, t: Translate): string {
  const summary = fieldSummary(fields);
  if (summary) return t('contact.fix', { fields: summary });
  // A 5xx says nothing the sender can act on (its body never carries details).
  return status !== null && status >= 500 ? t('contact.failed') : message;
}

/** The form's messages arrive in the page's language, the schema's included (form.tsx). */
function onInvalid(errors: FieldErrors<Values>, hints: Hints, t: Translate) {
  const missing = Object.keys(errors).some(
    (field) => hints[field as keyof Values] === errors[field as keyof Values]?.message,
  );
  if (missing) toast.error(t('contact.missing'), { description: t('validation.fillRequired') });
  else
    toast.error(t('contact.invalidEmail'), {
      description: errors.email?.message ?? t('validation.emailInvalid'),
    });
}

export type ContactFormProps = {
  /** The brand the message goes to, or the initial choice when `chooseBrand` is set. */
  brand?: BusinessType;
  /** Lets the sender pick the brand (the shared /contact page). */
  chooseBrand?: boolean;
  className?: string;
  /**
   * What was typed before the form's code arrived (contact-form-on-first-use.tsx), where, and
   * whether Send was pressed meanwhile.
   */
  typed?: { values: Partial<Values>; focus?: string; send?: boolean };
};

export function ContactForm({ brand = 'igsum', chooseBrand = false, className, typed }: ContactFormProps) {
  const send = useSendContactMessage();
  const { t } = useT();
  const { i18n } = useLingui();
  const hints = useMemo(() => missingHints((key) => i18n._(key)), [i18n]);
  const resolver = useMemo(() => checkContact(hints), [hints]);
  const empty: Values = { name: '', email: '', subject: '', message: '', business_type: brand };
  return (
    <Form
      resolver={resolver}
      defaultValues={{ ...empty, ...typed?.values }}
      onSubmit={async (values, form) => {
        await send.mutateAsync({
          ...values,
          // The team's inbox reads one language: the placeholder says this in the page's.
          subject: values.subject || CONTACT_DEFAULT_SUBJECT[values.business_type],
        });
        toast.success(t('contact.sent'), { description: t('contact.sentText') });
        form.reset({ ...empty, business_type: values.business_type });
      }}
      refusal={{ fallback: t('contact.failed'), describe: (error) => contactErrorMessage(error, t) }}
      onInvalid={(errors) => onInvalid(errors, hints, t)}
      onFocus={contactSchema.preload}
      aria-label={t('contact.form')}
      className={cn('grid gap-4', className)}
    >
      <ContactFields brand={brand} chooseBrand={chooseBrand} />
      {typed?.focus ? <FocusOnMount name={typed.focus as keyof Values} /> : null}
      {typed?.send ? <SendOnMount /> : null}
    </Form>
  );
}

/**
 * Puts the caret back in the field the sender was in when the form's code arrived, in the task
 * that draws the form (a layout effect, found by name in the form's own fields): a key typed in the
 * next task would otherwise land on the page, not in the field (CI's contact test lost its e-mail
 * so, 2026-11-28).
 */
function FocusOnMount({ name }: { name: keyof Values }) {
  const place = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const field = place.current?.closest('form')?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  }, [name]);
  return <span ref={place} hidden />;
}

/** Sends the form once, as the press of Send it stands for would have: checks, then the request. */
function SendOnMount() {
  const place = useRef<HTMLSpanElement>(null);
  useEffect(() => place.current?.closest('form')?.requestSubmit(), []);
  return <span ref={place} hidden />;
}

function ContactFields({ brand, chooseBrand }: { brand: BusinessType; chooseBrand: boolean }) {
  const { register } = useFormContext<Values>();
  const businessType = useWatch<Values, 'business_type'>({ name: 'business_type' }) ?? brand;
  const busy = useFormState().isSubmitting;
  const { t } = useT();
  return (
    <>
      {chooseBrand ? <BrandChoices control={(value) => ({ value, ...register('business_type') })} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('contact.name')} autoComplete="name" required />
        <TextField name="email" label={t('contact.email')} type="email" autoComplete="email" required />
      </div>
      <TextField
        name="subject"
        label={t('contact.subject')}
        placeholder={t(`contact.subject.${businessType}`)}
      />
      <TextAreaField
        name="message"
        label={t('contact.message')}
        rows={5}
        required
        className="[&_textarea]:min-h-32"
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden />
            {t('contact.sending')}
          </>
        ) : (
          <>
            <Send aria-hidden />
            {t('contact.send')}
          </>
        )}
      </Button>
    </>
  );
}
