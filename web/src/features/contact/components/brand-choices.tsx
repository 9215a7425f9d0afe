import type { BusinessType } from '@shop/contract/constants';
import type { InputHTMLAttributes } from 'react';
import { useT } from '#web/i18n/use-t.ts';

const BRAND_CHOICES: readonly BusinessType[] = ['igsum', 'fursa'];

/** The /contact page's choice of the team a message goes to; `control` binds each radio button. */
export function BrandChoices({
  control,
}: {
  control: (value: BusinessType) => InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t('contact.reach')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {BRAND_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-raised px-3 text-sm has-checked:border-brand has-checked:ring-1 has-checked:ring-brand"
          >
            <input type="radio" {...control(choice)} className="size-4 accent-[var(--brand-primary)]" />
            {t(`contact.brand.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
