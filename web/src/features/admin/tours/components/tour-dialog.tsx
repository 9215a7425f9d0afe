import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTour, TOUR_DIFFICULTIES } from '@shop/contract/tours';
import type { z } from 'zod';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { SwahiliFields } from '#web/features/admin/shared/components/swahili-fields.tsx';
import { useSaveTour } from '#web/features/admin/tours/api/save-tour.ts';
import { toast } from '#web/lib/toast.ts';
import { TourFormSchema, tourFormValues } from './tour-form-schema';

type TourDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tour: AdminTour | null;
  categories: { id: number; name: string }[];
};

export function TourDialog({ open, onOpenChange, tour, categories }: TourDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tour ? 'Edit Tour' : 'Add Tour'}
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
  return (
    <Form
      resolver={zodResolver(TourFormSchema)}
      defaultValues={tourFormValues(tour)}
      onSubmit={async (body: z.output<typeof TourFormSchema>) => {
        await save.mutateAsync({ id: tour?.id, body });
        toast.success(tour ? 'Tour updated' : 'Tour created');
        onDone();
      }}
      refusal={{ fallback: tour ? 'Failed to update tour' : 'Failed to create tour' }}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <TextField name="title" label="Title" className="sm:col-span-2" required />
      <TextField
        name="slug"
        label="Page address (slug, optional)"
        placeholder="made from the title"
        className="sm:col-span-2"
      />
      <TextField
        name="price"
        label="Price per person (USD)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
      />
      <SelectField name="category" label="Category" required>
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField name="difficulty_level" label="Difficulty" required>
        <option value="">Select a difficulty</option>
        {TOUR_DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <TextField name="duration" label="Duration" placeholder="7 days" required />
      <TextField
        name="max_participants"
        label="Max participants"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
      />
      <TextField name="image_url" label="Image URL" type="url" placeholder="https://..." />
      <TextAreaField name="description" label="Description" className="sm:col-span-2" required />
      <TextField
        name="available_dates"
        label="Available dates (comma-separated, YYYY-MM-DD)"
        className="sm:col-span-2"
        placeholder="2026-07-15, 2026-08-01"
      />
      <CheckboxField name="is_featured" label="Featured on the tours page" className="sm:col-span-2" />
      <SwahiliFields title="title" duration description className="sm:col-span-2" />
      <FormActions fullRow submitLabel={tour ? 'Save Changes' : 'Add Tour'} onCancel={onDone} />
    </Form>
  );
}
