import type { BusinessType } from '@shop/contract/constants';
import type { InputHTMLAttributes } from 'react';

const BRAND_CHOICES: { value: BusinessType; label: string }[] = [
  { value: 'igsum', label: 'IGSUM tours & products' },
  { value: 'fursa', label: 'FURSA laptops' },
];

/** The /contact page's choice of the team a message goes to; `control` binds each radio button. */
export function BrandChoices({
  control,
}: {
  control: (value: BusinessType) => InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">Who would you like to reach?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {BRAND_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-raised px-3 text-sm has-checked:border-brand has-checked:ring-1 has-checked:ring-brand"
          >
            <input type="radio" {...control(choice.value)} className="size-4 accent-[var(--brand-primary)]" />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
