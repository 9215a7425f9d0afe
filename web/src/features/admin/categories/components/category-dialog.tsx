import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCreateLaptopCategoryBody, PRODUCT_CATEGORY_ICONS, slugify } from '@shop/contract/catalog';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { useSaveCategory } from '#web/features/admin/categories/api/save-category.ts';
import type { AdminCategoryKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { SwahiliFields } from '#web/features/admin/shared/components/swahili-fields.tsx';
import { fieldSummary } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { CATEGORY_KIND_LABELS } from './category-kinds';

/** A category being edited; without one the form adds a new category. */
export type EditedCategory = {
  id: number;
  name: string;
  slug: string;
  icon?: string;
  name_sw?: string | null;
  slug_sw?: string | null;
};

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
  const save = useSaveCategory();
  return (
    <Form
      resolver={zodResolver(CategoryFormSchema)}
      defaultValues={{
        kind: initialKind,
        name: editing?.name ?? '',
        slug: editing?.slug ?? '',
        icon: (editing?.icon ?? 'laptop') as CategoryFormInput['icon'],
        name_sw: editing?.name_sw ?? '',
        slug_sw: editing?.slug_sw ?? '',
      }}
      onSubmit={async ({ kind, icon, ...fields }: CategoryFormValues) => {
        await save.mutateAsync({
          kind,
          id: editing?.id,
          body: { ...fields, ...(kind === 'categories' ? { icon } : {}) },
        });
        toast.success(editing ? 'Category updated' : 'Category created');
        onDone();
      }}
      refusal={{
        fallback: editing ? 'Failed to update category' : 'Failed to create category',
        describe: ({ message, fields }) => {
          const summary = fieldSummary(fields);
          return summary ? `${message} ${summary}` : message;
        },
      }}
      className="mt-4 grid gap-4"
    >
      <CategoryFields editing={editing} />
      <FormActions submitLabel={editing ? 'Save Changes' : 'Add Category'} onCancel={onDone} />
    </Form>
  );
}

function CategoryFields({ editing }: { editing?: EditedCategory }) {
  const form = useFormContext<CategoryFormInput>();
  // Once the admin types a slug of their own, the name no longer overwrites it; a saved
  // category's slug stays as it is unless the admin edits it.
  const slugEdited = useRef(editing !== undefined);
  const kind = useWatch<CategoryFormInput, 'kind'>({ name: 'kind' });
  return (
    <>
      <SelectField
        name="kind"
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
        name="name"
        label="Name"
        required
        onChange={(e) => {
          if (!slugEdited.current) form.setValue('slug', slugify(e.target.value));
        }}
      />
      <TextField
        name="slug"
        label="Slug"
        required
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => {
          slugEdited.current = e.target.value !== '';
        }}
      />
      {kind === 'categories' ? (
        <SelectField name="icon" label="Icon">
          {PRODUCT_CATEGORY_ICONS.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SwahiliFields slug />
    </>
  );
}
