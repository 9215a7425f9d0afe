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
import { useT } from '#web/i18n/use-t.ts';
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
  const { t } = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(form.editing ? 'adminCatalogue.editCategory' : 'adminCatalogue.addCategory')}
    >
      {() => <CategoryForm {...form} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

export function CategoryForm({ initialKind, editing, onDone }: CategoryFormProps) {
  const save = useSaveCategory();
  const { t } = useT();
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
        toast.success(t(editing ? 'adminCatalogue.categoryUpdated' : 'adminCatalogue.categoryCreated'));
        onDone();
      }}
      refusal={{
        fallback: t(editing ? 'adminCatalogue.categoryUpdateFailed' : 'adminCatalogue.categoryCreateFailed'),
        describe: ({ message, fields }) => {
          const summary = fieldSummary(fields);
          return summary ? t('adminCatalogue.refusal', { message, fields: summary }) : message;
        },
      }}
      className="mt-4 grid gap-4"
    >
      <CategoryFields editing={editing} />
      <FormActions
        submitLabel={t(editing ? 'adminCatalogue.saveChanges' : 'adminCatalogue.addCategory')}
        onCancel={onDone}
      />
    </Form>
  );
}

function CategoryFields({ editing }: { editing?: EditedCategory }) {
  const form = useFormContext<CategoryFormInput>();
  // Once the admin types a slug of their own, the name no longer overwrites it; a saved
  // category's slug stays as it is unless the admin edits it.
  const slugEdited = useRef(editing !== undefined);
  const kind = useWatch<CategoryFormInput, 'kind'>({ name: 'kind' });
  const { t } = useT();
  return (
    <>
      <SelectField
        name="kind"
        label={t('adminCatalogue.categoryType')}
        // A category cannot move to another table; its products and tours belong to it there.
        disabled={editing !== undefined}
      >
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(CATEGORY_KIND_LABELS[k])}
          </option>
        ))}
      </SelectField>
      <TextField
        name="name"
        label={t('adminCatalogue.name')}
        required
        onChange={(e) => {
          if (!slugEdited.current) form.setValue('slug', slugify(e.target.value));
        }}
      />
      <TextField
        name="slug"
        label={t('adminCatalogue.slug')}
        required
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => {
          slugEdited.current = e.target.value !== '';
        }}
      />
      {kind === 'categories' ? (
        <SelectField name="icon" label={t('adminCatalogue.icon')}>
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
