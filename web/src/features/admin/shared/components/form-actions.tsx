import { useFormState } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

type FormActionsProps = {
  submitLabel: string;
  onCancel: () => void;
  /** For the dialogs whose form is a two-column grid: the buttons span both columns. */
  fullRow?: boolean;
};

/**
 * Cancel and the submit button at the foot of an admin dialog's <Form>, busy while it submits;
 * submit on top on a phone.
 */
export function FormActions({ submitLabel, onCancel, fullRow }: FormActionsProps) {
  const busy = useFormState().isSubmitting;
  const { t } = useT();
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', fullRow && 'sm:col-span-2')}>
      <Button variant="outline" size="lg" className="mt-2" onClick={onCancel}>
        {t('admin.cancel')}
      </Button>
      <div className="sm:min-w-48">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </div>
  );
}
