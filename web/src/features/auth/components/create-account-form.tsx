import type { RegisterBody } from '@shop/contract/auth';
import { DEFAULT_COUNTRY_CODE } from '@shop/contract/constants';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { lazyZodResolver } from '#web/components/form/lazy-zod-resolver.ts';
import { MarketingConsentFields } from '#web/components/form/marketing-consent-fields.tsx';
import { type Translate, useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { toast } from '#web/lib/toast.ts';

type Values = z.input<typeof RegisterBody>;

const registerSchema = lazyZodResolver<Values, RegisterBody>(
  async () => (await import('@shop/contract/auth')).RegisterBody,
);

// docs/forms-and-messages.md: the two rules a user most often trips over also get a toast,
// not just a field error.
function toastMissing(t: Translate, values: Values) {
  if (!values.full_name.trim()) {
    toast.error(t('auth.nameRequired'), { description: t('auth.nameRequiredText') });
  } else if (!values.phone.trim() || !values.country_code?.trim()) {
    toast.error(t('auth.phoneRequired'), { description: t('auth.phoneRequiredText') });
  }
}

/** Where to go after signing up is the screen's choice: it redirects once the user is known. */
export function CreateAccountForm() {
  const { register: createAccount } = useAuth();
  const { t } = useT();
  return (
    <Form
      resolver={registerSchema.resolver}
      defaultValues={{
        username: '',
        full_name: '',
        email: '',
        phone: '',
        country_code: DEFAULT_COUNTRY_CODE,
        password: '',
        marketing_sms: false,
        marketing_email: false,
      }}
      onSubmit={async (values) => {
        await createAccount.mutateAsync(values);
        toast.success(t('auth.created'), { description: t('auth.createdText') });
      }}
      refusal={{ title: t('auth.signUpFailed'), fallback: t('auth.signUpFallback') }}
      onInvalid={(_errors: FieldErrors<Values>, values: Values) => toastMissing(t, values)}
      onFocus={registerSchema.preload}
      className="grid gap-4"
    >
      <TextField
        name="username"
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField name="full_name" label={t('auth.fullName')} autoComplete="name" required />
      <TextField
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
      />
      <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
        <TextField
          name="country_code"
          label={t('auth.countryCode')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-country-code"
          required
        />
        <TextField
          name="phone"
          label={t('auth.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
        />
      </div>
      <PasswordField name="password" label={t('auth.password')} autoComplete="new-password" required />
      <MarketingConsentFields />
      <FormSubmitButton>{t('auth.createAccount')}</FormSubmitButton>
    </Form>
  );
}
