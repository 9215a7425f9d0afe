import { AdminCreateTourBody, TOUR_DIFFICULTIES, type Tour } from '@shop/contract/tours';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogTitle } from '../../../../components/ui/dialog';
import { errorMessage } from '../../../../lib/api-client';
import { SelectField, TextAreaField, TextField } from '../../shared/components/field';
import { FormActions } from '../../shared/components/form-actions';
import { issuesByField, splitList } from '../../shared/lib/issues';
import { type TourInput, useSaveTour } from '../api/save-tour';

type Values = {
  title: string;
  price: string;
  description: string;
  category: string;
  difficulty_level: string;
  duration: string;
  max_participants: string;
  image_url: string;
  available_dates: string;
  is_featured: boolean;
};

function valuesOf(tour: Tour | null): Values {
  return {
    title: tour?.title ?? '',
    price: tour?.price ?? '',
    description: tour?.description ?? '',
    category: tour ? String(tour.category) : '',
    difficulty_level: tour?.difficulty_level ?? '',
    duration: tour?.duration ?? '',
    max_participants: tour ? String(tour.max_participants) : '',
    image_url: tour?.image_url ?? '',
    available_dates: tour?.available_dates.join(', ') ?? '',
    is_featured: tour?.is_featured ?? false,
  };
}

type TourDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tour: Tour | null;
  categories: { id: number; name: string }[];
};

export function TourDialog({ open, onOpenChange, tour, categories }: TourDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-brand="igsum"
        className="w-[min(40rem,calc(100vw-2rem))]"
        aria-describedby={undefined}
      >
        <DialogTitle className="pr-10 font-display text-xl font-bold">
          {tour ? 'Edit Tour' : 'Add Tour'}
        </DialogTitle>
        {open ? (
          <TourForm
            key={tour?.id ?? 'new'}
            tour={tour}
            categories={categories}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function TourForm({
  tour,
  categories,
  onDone,
}: {
  tour: Tour | null;
  categories: { id: number; name: string }[];
  onDone: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(tour));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useSaveTour();

  function set(field: Exclude<keyof Values, 'is_featured'>) {
    return (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      // A message about the old value would mislead once the admin changes it.
      setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body: TourInput = {
      title: values.title,
      price: values.price,
      description: values.description,
      category: values.category,
      difficulty_level: values.difficulty_level as TourInput['difficulty_level'],
      duration: values.duration,
      max_participants: values.max_participants,
      image_url: values.image_url,
      available_dates: splitList(values.available_dates),
      is_featured: values.is_featured,
    };
    // The contract's own schema: the same rules and messages the server applies.
    const parsed = AdminCreateTourBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { id: tour?.id, body },
      {
        onSuccess: () => {
          toast.success(tour ? 'Tour updated' : 'Tour created');
          onDone();
        },
        onError: (err) =>
          toast.error('Error', {
            description: errorMessage(err, tour ? 'Failed to update tour' : 'Failed to create tour'),
          }),
      },
    );
  }

  const f = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        id={f('title')}
        label="Title"
        className="sm:col-span-2"
        required
        value={values.title}
        onChange={set('title')}
        error={errors.title}
      />
      <TextField
        id={f('price')}
        label="Price per person (USD)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        value={values.price}
        onChange={set('price')}
        error={errors.price}
      />
      <SelectField
        id={f('category')}
        label="Category"
        required
        value={values.category}
        onChange={set('category')}
        error={errors.category}
      >
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={f('difficulty')}
        label="Difficulty"
        required
        value={values.difficulty_level}
        onChange={set('difficulty_level')}
        error={errors.difficulty_level}
      >
        <option value="">Select a difficulty</option>
        {TOUR_DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <TextField
        id={f('duration')}
        label="Duration"
        placeholder="7 days"
        required
        value={values.duration}
        onChange={set('duration')}
        error={errors.duration}
      />
      <TextField
        id={f('max')}
        label="Max participants"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        value={values.max_participants}
        onChange={set('max_participants')}
        error={errors.max_participants}
      />
      <TextField
        id={f('image_url')}
        label="Image URL"
        type="url"
        placeholder="https://..."
        value={values.image_url}
        onChange={set('image_url')}
        error={errors.image_url}
      />
      <TextAreaField
        id={f('description')}
        label="Description"
        className="sm:col-span-2"
        required
        value={values.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextField
        id={f('dates')}
        label="Available dates (comma-separated, YYYY-MM-DD)"
        className="sm:col-span-2"
        placeholder="2026-07-15, 2026-08-01"
        value={values.available_dates}
        onChange={set('available_dates')}
        error={errors.available_dates}
      />
      <Checkbox
        id={f('featured')}
        label="Featured on the tours page"
        className="sm:col-span-2"
        checked={values.is_featured}
        onChange={(e) => setValues((v) => ({ ...v, is_featured: e.target.checked }))}
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
