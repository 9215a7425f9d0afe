import { zodResolver } from '@hookform/resolvers/zod';
import { TOUR_DIFFICULTIES, type Tour } from '@shop/contract/tours';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../../components/form/bound-fields';
import { FormDialog } from '../../../../components/form/form-dialog';
import { showSaveError } from '../../../../components/form/server-errors';
import { toast } from '../../../../lib/toast';
import { FormActions } from '../../shared/components/form-actions';
import { useSaveTour } from '../api/save-tour';
import { TourFormSchema, type TourFormValues, tourFormValues } from './tour-form-schema';

type TourDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tour: Tour | null;
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
  tour: Tour | null;
  categories: { id: number; name: string }[];
  onDone: () => void;
}) {
  const id = useId();
  const save = useSaveTour();
  const form = useForm<TourFormValues, unknown, z.output<typeof TourFormSchema>>({
    resolver: zodResolver(TourFormSchema),
    defaultValues: tourFormValues(tour),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: tour?.id, body });
      toast.success(tour ? 'Tour updated' : 'Tour created');
      onDone();
    } catch (err) {
      showSaveError(form, err, tour ? 'Failed to update tour' : 'Failed to create tour');
    }
  });

  const f = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="title" id={f('title')} label="Title" className="sm:col-span-2" required />
      <TextField
        form={form}
        name="price"
        id={f('price')}
        label="Price per person (USD)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
      />
      <SelectField form={form} name="category" id={f('category')} label="Category" required>
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField form={form} name="difficulty_level" id={f('difficulty')} label="Difficulty" required>
        <option value="">Select a difficulty</option>
        {TOUR_DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <TextField
        form={form}
        name="duration"
        id={f('duration')}
        label="Duration"
        placeholder="7 days"
        required
      />
      <TextField
        form={form}
        name="max_participants"
        id={f('max')}
        label="Max participants"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
      />
      <TextField
        form={form}
        name="image_url"
        id={f('image_url')}
        label="Image URL"
        type="url"
        placeholder="https://..."
      />
      <TextAreaField
        form={form}
        name="description"
        id={f('description')}
        label="Description"
        className="sm:col-span-2"
        required
      />
      <TextField
        form={form}
        name="available_dates"
        id={f('dates')}
        label="Available dates (comma-separated, YYYY-MM-DD)"
        className="sm:col-span-2"
        placeholder="2026-07-15, 2026-08-01"
      />
      <CheckboxField
        form={form}
        name="is_featured"
        id={f('featured')}
        label="Featured on the tours page"
        className="sm:col-span-2"
      />
      <FormActions
        fullRow
        submitLabel={tour ? 'Save Changes' : 'Add Tour'}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
