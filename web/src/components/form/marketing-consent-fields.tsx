import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link } from '#web/lib/router/router.tsx';
import { CheckboxField } from './bound-fields';

/**
 * docs/marketing-consent.md: the two separate questions of sign-up and checkout, unticked, bound
 * to `marketing_sms` and `marketing_email` of the enclosing <Form>. Their words (the `auth`
 * section: every screen drawing this lists it) are those of CONSENT_WORDING_VERSION
 * (contract/src/marketing.ts): new words are a new version there. Below them, the privacy notice
 * (docs/privacy.md), whose version each consent records.
 */
export function MarketingConsentFields() {
  const { t } = useT();
  return (
    <fieldset className="grid">
      <legend className="text-sm text-muted">{t('auth.consent.title')}</legend>
      <CheckboxField name="marketing_sms" label={t('auth.consent.sms')} />
      <CheckboxField name="marketing_email" label={t('auth.consent.email')} />
      <Link to={paths.privacy.href()} className="mt-1 w-fit text-sm text-accent-text underline">
        {t('auth.consent.privacy')}
      </Link>
    </fieldset>
  );
}
