import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTour, TOUR_DIFFICULTIES } from '@shop/contract/tours';
import type { z } from 'zod';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { TaxCodeField } from '#web/features/admin/receipts/components/tax-code-field.tsx';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { MoneyField } from '#web/features/admin/shared/components/money-field.tsx';
import { SwahiliFields } from '#web/features/admin/shared/components/swahili-fields.tsx';
import { useSaveTour } from '#web/features/admin/tours/api/save-tour.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';
import { TourFormSchema, tourFormValues } from './tour-form-schema';

type TourDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tour: AdminTour | null;
  categories: { id: number; name: string }[];
};

export function TourDialog({ open, onOpenChange, tour, categories }: TourDialogProps) {
  const { t } = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(tour ? 'adminCatalogue.tours.edit' : 'adminCatalogue.tours.add')}
      brand="igsum"
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      {() => (
        <TourForm
          key={tour?.id ?? 'new'}
          tour={tour}
          categories={categories}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

export function TourForm({
  tour,
  categories,
  onDone,
}: {
  tour: AdminTour | null;
  categories: { id: number; name: string }[];
  onDone: () => void;
}) {
  const save = useSaveTour();
  const { t } = useT();
  return (
    <Form
      resolver={zodResolver(TourFormSchema)}
      defaultValues={tourFormValues(tour)}
      onSubmit={async (body: z.output<typeof TourFormSchema>) => {
        await save.mutateAsync({ id: tour?.id, body });
        toast.success(t(tour ? 'adminCatalogue.tours.updated' : 'adminCatalogue.tours.created'));
        onDone();
      }}
      refusal={{
        fallback: t(tour ? 'adminCatalogue.tours.updateFailed' : 'adminCatalogue.tours.createFailed'),
      }}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <TextField name="title" label={t('adminCatalogue.tours.title')} className="sm:col-span-2" required />
      <TextField
        name="slug"
        label={t('adminCatalogue.tours.slug')}
        placeholder={t('adminCatalogue.tours.slugPlaceholder')}
        className="sm:col-span-2"
      />
      <MoneyField name="price" label={t('adminCatalogue.tours.pricePerPerson')} required />
      <SelectField name="category" label={t('adminCatalogue.tours.category')} required>
        <option value="">{t('adminCatalogue.tours.selectCategory')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField name="difficulty_level" label={t('adminCatalogue.tours.difficulty')} required>
        <option value="">{t('adminCatalogue.tours.selectDifficulty')}</option>
        {TOUR_DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <TextField
        name="duration"
        label={t('adminCatalogue.tours.duration')}
        placeholder={t('adminCatalogue.tours.durationPlaceholder')}
        required
      />
      <TextField
        name="max_participants"
        label={t('adminCatalogue.tours.maxParticipants')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
      />
      <TextField
        name="image_url"
        label={t('adminCatalogue.tours.imageUrl')}
        type="url"
        placeholder={t('adminCatalogue.tours.imageUrlPlaceholder')}
      />
      <TaxCodeField current={tour?.tax_code} />
      <TextAreaField
        name="description"
        label={t('adminCatalogue.tours.descriptionField')}
        className="sm:col-span-2"
        required
      />
      <TextField
        name="available_dates"
        label={t('adminCatalogue.tours.dates')}
        className="sm:col-span-2"
        placeholder={t('adminCatalogue.tours.datesPlaceholder')}
      />
      <CheckboxField
        name="is_featured"
        label={t('adminCatalogue.tours.featured')}
        className="sm:col-span-2"
      />
      <SwahiliFields title="title" duration description className="sm:col-span-2" />
      <FormActions
        fullRow
        submitLabel={t(tour ? 'adminCatalogue.saveChanges' : 'adminCatalogue.tours.add')}
        onCancel={onDone}
      />
    </Form>
  );
}
