import type { BusinessType } from '@shop/contract/constants';
import { Send } from 'lucide-react';
import { type ComponentType, type Ref, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { BrandChoices } from '#web/features/contact/components/brand-choices.tsx';
import type { ContactFormProps } from '#web/features/contact/components/contact-form.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * The /contact page's form, whose code (react-hook-form, the checks) loads when the visitor first
 * touches it rather than with the page: the form sits in the first screen, and a first visit stays
 * within its JavaScript budget (docs/server-rendering.md). Until then the same fields are plain
 * inputs; what was typed into them, the field the caret was in, and a press of Send go over to the
 * real form, which then sends (checks first) as if pressed itself.
 */
export function ContactFormOnFirstUse(props: ContactFormProps & { brand: BusinessType }) {
  const [Loaded, setLoaded] = useState<{
    Form: ComponentType<ContactFormProps>;
    typed: NonNullable<ContactFormProps['typed']>;
  }>();
  const plain = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  // Send pressed while the code was on its way: a quick sender's first press is not lost.
  const [sendPressed, setSendPressed] = useState(false);
  const start = () => {
    if (started.current) return;
    started.current = true;
    void import('#web/features/contact/components/contact-form.tsx').then(({ ContactForm }) => {
      const form = plain.current;
      const focused = document.activeElement;
      const values = form ? Object.fromEntries(new FormData(form)) : {};
      const focus =
        focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
          ? focused.name
          : undefined;
      // Drawn in the same task as the values were read: a key typed into the plain form in between
      // would be lost (CI, 2026-11-28: the message filled while the code arrived came up empty).
      flushSync(() =>
        setLoaded({
          Form: ContactForm,
          typed: { values, focus: form?.contains(focused) ? focus : undefined },
        }),
      );
    });
  };
  if (Loaded) return <Loaded.Form {...props} typed={{ ...Loaded.typed, send: sendPressed }} />;
  return (
    <PlainContactForm
      ref={plain}
      {...props}
      onFirstUse={start}
      onSend={() => {
        setSendPressed(true);
        start();
      }}
    />
  );
}

function PlainContactForm({
  ref,
  brand,
  chooseBrand,
  className,
  onFirstUse,
  onSend,
}: ContactFormProps & {
  brand: BusinessType;
  ref: Ref<HTMLFormElement>;
  onFirstUse: () => void;
  onSend: () => void;
}) {
  const id = useId();
  const { t } = useT();
  // Pressed before the page's scripts run, the browser would send the fields in the address.
  const hydrated = useHydrated();
  return (
    <form
      ref={ref}
      aria-label={t('contact.form')}
      // The real form checks the fields, in the page's words; the browser's own checks would keep a
      // press of Send with a field blank from ever reaching it (CI, 2026-11-28).
      noValidate
      className={cn('grid gap-4', className)}
      onFocusCapture={onFirstUse}
      onPointerDownCapture={onFirstUse}
      onSubmit={(event) => {
        // Sent by the real form once its code is here: nothing leaves before it checks the fields.
        event.preventDefault();
        onSend();
      }}
    >
      {chooseBrand ? (
        <BrandChoices
          control={(value) => ({ name: 'business_type', value, defaultChecked: value === brand })}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={t('contact.name')}>
          <Input id={`${id}-name`} name="name" autoComplete="name" required />
        </FormField>
        <FormField id={`${id}-email`} label={t('contact.email')}>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </FormField>
      </div>
      <FormField id={`${id}-subject`} label={t('contact.subject')}>
        <Input id={`${id}-subject`} name="subject" placeholder={t(`contact.subject.${brand}`)} />
      </FormField>
      <FormField id={`${id}-message`} label={t('contact.message')} className="[&_textarea]:min-h-32">
        <Textarea id={`${id}-message`} name="message" rows={5} required />
      </FormField>
      <Button type="submit" size="lg" disabled={!hydrated}>
        <Send aria-hidden />
        {t('contact.send')}
      </Button>
    </form>
  );
}
