import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type ChoiceOptionProps = {
  value: string;
  registration: UseFormRegisterReturn;
  label: string;
  /** A line under the label: what the choice means, or why it cannot be chosen. */
  hint?: ReactNode;
  disabled?: boolean;
};

/** One radio of a checkout choice, as a card the whole of which can be tapped. */
export function ChoiceOption({ value, registration, label, hint, disabled }: ChoiceOptionProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-raised p-3 text-sm has-checked:border-brand has-checked:ring-1 has-checked:ring-brand has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="radio"
        value={value}
        disabled={disabled}
        {...registration}
        className="mt-0.5 size-4 shrink-0 accent-[var(--brand-primary)]"
      />
      <span className="grid gap-0.5">
        <span className="font-medium text-ink">{label}</span>
        {hint ? <span className="text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}
