import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldValues, get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { IconButton } from '#web/features/admin/shared/components/icon-button.tsx';
import { useT } from '#web/i18n/use-t.ts';

type FieldListProps = {
  /** The array's name in the enclosing <Form> (`cancellation_tiers`, `seasons.0.prices`). */
  name: string;
  title: string;
  /** Each row's name for screen readers and the remove button, from its number (1-based). */
  rowLabel: (n: number) => string;
  addLabel: string;
  /** A new row's inputs. */
  empty: FieldValues;
  /** The contract's cap on the list. */
  max: number;
  hint?: string;
  /** The inputs of row `index`, named `${name}.${index}.<field>`. */
  row: (index: number) => ReactNode;
  /** A heading level below the dialog's title: a nested list (a season's prices) is h4. */
  level?: 3 | 4;
};

/**
 * A list of rows in a form (docs/tours-pricing.md's tiers, prices, seasons, parks): each row a
 * group named by its number with a remove button, an add button up to the cap, and the error the
 * contract or the server gave the list as a whole (a duplicate, too many).
 */
export function FieldList({
  name,
  title,
  rowLabel,
  addLabel,
  empty,
  max,
  hint,
  row,
  level = 3,
}: FieldListProps) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  const { t } = useT();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="grid gap-3">
      <div>
        <Heading className={level === 3 ? 'font-display text-lg font-bold' : 'text-sm font-semibold'}>
          {title}
        </Heading>
        {hint ? <p className="mt-0.5 text-sm text-muted">{hint}</p> : null}
      </div>
      {fields.length === 0 ? <p className="text-sm text-muted">{t('adminTours.list.none')}</p> : null}
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          aria-label={rowLabel(index + 1)}
          className="flex flex-wrap items-end gap-3 rounded-lg border border-line p-3"
        >
          {row(index)}
          <IconButton
            label={t('adminTours.list.remove', { row: rowLabel(index + 1) })}
            tone="danger"
            className="mb-0.5"
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </fieldset>
      ))}
      {message ? <p className="text-sm text-danger">{message}</p> : null}
      {fields.length < max ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => append(empty)}>
            <Plus aria-hidden />
            {addLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
