import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCreateLaptopCategoryBody, PRODUCT_CATEGORY_ICONS, slugify } from '@shop/contract/catalog';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextField } from '../../../../components/form/bound-fields';
import { FormDialog } from '../../../../components/form/form-dialog';
import { showServerErrors } from '../../../../components/form/server-errors';
import { fieldSummary, toApiError } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import type { AdminCategoryKind } from '../../shared/api/admin-query-keys';
import { FormActions } from '../../shared/components/form-actions';
import { useSaveCategory } from '../api/save-category';
import { CATEGORY_KIND_LABELS } from './category-kinds';

/** A category being edited; without one the form adds a new category. */
export type EditedCategory = { id: number; name: string; slug: string; icon?: string };

const KINDS = Object.keys(CATEGORY_KIND_LABELS) as [AdminCategoryKind, ...AdminCategoryKind[]];

/**
 * The three kinds share the name and slug rules; the laptop body also holds the icon, which is
 * sent only for laptop categories.
 */
const CategoryFormSchema = AdminCreateLaptopCategoryBody.required({ icon: true }).extend({
  kind: z.enum(KINDS),
});
type CategoryFormInput = z.input<typeof CategoryFormSchema>;
type CategoryFormValues = z.output<typeof CategoryFormSchema>;

type CategoryFormProps = {
  /** The type preselected, from the section whose button opened the dialog. */
  initialKind: AdminCategoryKind;
  editing?: EditedCategory;
  onDone: () => void;
};

export function CategoryDialog({
  open,
  onOpenChange,
  ...form
}: Omit<CategoryFormProps, 'onDone'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={form.editing ? 'Edit Category' : 'Add Category'}
    >
      {() => <CategoryForm {...form} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

export function CategoryForm({ initialKind, editing, onDone }: CategoryFormProps) {
  const id = useId();
  const save = useSaveCategory();
  const form = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: {
      kind: initialKind,
      name: editing?.name ?? '',
      slug: editing?.slug ?? '',
      icon: (editing?.icon ?? 'laptop') as CategoryFormInput['icon'],
    },
  });
  // Once the admin types a slug of their own, the name no longer overwrites it; a saved
  // category's slug stays as it is unless the admin edits it.
  const slugEdited = useRef(editing !== undefined);
  const kind = form.watch('kind');

  const onSubmit = form.handleSubmit(async ({ kind, icon, ...fields }) => {
    try {
      await save.mutateAsync({
        kind,
        id: editing?.id,
        body: { ...fields, ...(kind === 'categories' ? { icon } : {}) },
      });
      toast.success(editing ? 'Category updated' : 'Category created');
      onDone();
    } catch (err) {
      const error = toApiError(err, editing ? 'Failed to update category' : 'Failed to create category');
      showServerErrors(form, error.fields);
      const summary = fieldSummary(error.fields);
      toast.error('Error', { description: summary ? `${error.message} ${summary}` : error.message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <SelectField
        form={form}
        name="kind"
        id={`${id}-kind`}
        label="Category type"
        // A category cannot move to another table; its products and tours belong to it there.
        disabled={editing !== undefined}
      >
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {CATEGORY_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField
        form={form}
        name="name"
        id={`${id}-name`}
        label="Name"
        required
        onChange={(e) => {
          if (!slugEdited.current) form.setValue('slug', slugify(e.target.value));
        }}
      />
      <TextField
        form={form}
        name="slug"
        id={`${id}-slug`}
        label="Slug"
        required
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => {
          slugEdited.current = e.target.value !== '';
        }}
      />
      {kind === 'categories' ? (
        <SelectField form={form} name="icon" id={`${id}-icon`} label="Icon">
          {PRODUCT_CATEGORY_ICONS.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </SelectField>
      ) : null}
      <FormActions
        submitLabel={editing ? 'Save Changes' : 'Add Category'}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
