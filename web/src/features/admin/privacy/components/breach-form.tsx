import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBreach, AdminCreateBreachBody, BREACH_TEXT_MAX } from '@shop/contract/privacy';
import { z } from 'zod';
import { TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormSubmitButton } from '#web/components/form/form-submit-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSaveBreach } from '#web/features/admin/privacy/api/save-breach.ts';
import { useT } from '#web/i18n/use-t.ts';
import { fromShopTimeInput, toShopTimeInput } from '#web/lib/shop-time-input.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * The contract's body as the inputs hold it: times as `datetime-local` values in Dar es Salaam
 * time, whatever zone the browser keeps (lib/shop-time-input.ts), the count as typed; each
 * becomes the body's own type when sent.
 */
const BreachFormSchema = AdminCreateBreachBody.extend({
  found_at: z.string().min(1, 'Required'),
  people_count: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, 'Enter a whole number'),
  actions_taken: z.string().trim().max(BREACH_TEXT_MAX),
  commission_notified_at: z.string(),
  people_notified_at: z.string(),
});
type BreachFormValues = z.infer<typeof BreachFormSchema>;

/** docs/privacy.md, "Breaches": records an incident, or corrects one and adds when people were told. */
export function BreachForm({ breach, onDone }: { breach?: AdminBreach; onDone: () => void }) {
  const { t } = useT();
  const save = useSaveBreach();
  return (
    <Form
      resolver={zodResolver(BreachFormSchema)}
      defaultValues={{
        found_at: toShopTimeInput(breach?.found_at ?? null),
        description: breach?.description ?? '',
        data_affected: breach?.data_affected ?? '',
        people_affected: breach?.people_affected ?? '',
        people_count: breach?.people_count?.toString() ?? '',
        actions_taken: breach?.actions_taken ?? '',
        commission_notified_at: toShopTimeInput(breach?.commission_notified_at ?? null),
        people_notified_at: toShopTimeInput(breach?.people_notified_at ?? null),
      }}
      onSubmit={async (values: BreachFormValues) => {
        const body = {
          ...values,
          found_at: fromShopTimeInput(values.found_at)!,
          people_count: values.people_count === '' ? null : Number(values.people_count),
          commission_notified_at: fromShopTimeInput(values.commission_notified_at),
          people_notified_at: fromShopTimeInput(values.people_notified_at),
        };
        await (breach ? save.mutateAsync({ id: breach.id, body }) : save.mutateAsync({ body }));
        toast.success(t('adminPrivacy.breach.saved'));
        onDone();
      }}
      refusal={{ title: t('adminPrivacy.breach.saveFailed') }}
      className="grid gap-4"
    >
      <TextField name="found_at" type="datetime-local" label={t('adminPrivacy.breach.foundAt')} />
      <TextAreaField name="description" label={t('adminPrivacy.breach.description')} rows={3} />
      <TextAreaField name="data_affected" label={t('adminPrivacy.breach.dataAffected')} rows={2} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField name="people_affected" label={t('adminPrivacy.breach.peopleAffected')} />
        <TextField name="people_count" inputMode="numeric" label={t('adminPrivacy.breach.peopleCount')} />
      </div>
      <TextAreaField name="actions_taken" label={t('adminPrivacy.breach.actionsTaken')} rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="commission_notified_at"
          type="datetime-local"
          label={t('adminPrivacy.breach.commissionNotified')}
        />
        <TextField
          name="people_notified_at"
          type="datetime-local"
          label={t('adminPrivacy.breach.peopleNotified')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('adminPrivacy.cancel')}
        </Button>
        <FormSubmitButton>{t('adminPrivacy.breach.save')}</FormSubmitButton>
      </div>
    </Form>
  );
}
