import { zodResolver } from '@hookform/resolvers/zod';
import { ExtendBalanceBody, type TourBooking } from '@shop/contract/tour-terms';
import { TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { useExtendBalance } from '#web/features/admin/tour-terms/api/extend-balance.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

/** Gives the unpaid balance a new due day, on or before departure; its reminders start again. */
export function ExtendBalanceForm({ booking }: { booking: TourBooking }) {
  const { t } = useT();
  const extend = useExtendBalance();
  return (
    <Form
      resolver={zodResolver(ExtendBalanceBody)}
      defaultValues={{ balance_due_on: booking.balance_due_on ?? '' }}
      onSubmit={async (body: ExtendBalanceBody) => {
        const saved = await extend.mutateAsync({ order: booking.order, body });
        toast.success(t('adminTours.booking.extended', { date: formatDate(saved.balance_due_on ?? '') }));
      }}
      refusal={{ fallback: t('adminTours.booking.extendFailed') }}
      className="flex flex-wrap items-start gap-3"
    >
      <TextField
        name="balance_due_on"
        label={t('adminTours.booking.newDueDate')}
        type="date"
        max={booking.tour_date}
        className="min-w-44 flex-1"
      />
      <div className="w-full sm:mt-5.5 sm:w-auto">
        <FormSubmitButton>{t('adminTours.booking.extend')}</FormSubmitButton>
      </div>
    </Form>
  );
}
