import { PRODUCT_CATEGORY_ICONS } from '@shop/contract/catalog';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogTitle } from '../../../../components/ui/dialog';
import type { AdminCategoryKind } from '../../shared/api/admin-query-keys';
import { SelectField, TextField } from '../../shared/components/field';
import { FormActions } from '../../shared/components/form-actions';
import { describeError } from '../../shared/lib/error-text';
import { useSaveCategory } from '../api/save-category';
import { CATEGORY_KIND_LABELS } from './category-kinds';
import { slugify } from './slugify';

/** A category being edited; without one the form adds a new category. */
export type EditedCategory = { id: number; name: string; slug: string; icon?: string };

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle className="pr-10 font-display text-xl font-bold">
          {form.editing ? 'Edit Category' : 'Add Category'}
        </DialogTitle>
        {open ? <CategoryForm {...form} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export function CategoryForm({ initialKind, editing, onDone }: CategoryFormProps) {
  const id = useId();
  const [kind, setKind] = useState<AdminCategoryKind>(initialKind);
  const [name, setName] = useState(editing?.name ?? '');
  const [slug, setSlug] = useState(editing?.slug ?? '');
  // Once the admin types a slug of their own, the name no longer overwrites it; a saved
  // category's slug stays as it is unless the admin edits it.
  const [slugEdited, setSlugEdited] = useState(editing !== undefined);
  const [icon, setIcon] = useState<string>(editing?.icon ?? 'laptop');
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});
  const save = useSaveCategory();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim() === '') found.name = 'Category name is required';
    if (slug.trim() === '') found.slug = 'Slug is required';
    else if (slugify(slug) !== slug.trim())
      found.slug = 'Use lower-case letters and digits separated by single hyphens';
    setErrors(found);
    if (found.name || found.slug) return;
    save.mutate(
      {
        kind,
        id: editing?.id,
        body: { name: name.trim(), slug: slug.trim(), ...(kind === 'categories' ? { icon } : {}) },
      },
      {
        onSuccess: () => {
          toast.success(editing ? 'Category updated' : 'Category created');
          onDone();
        },
        onError: (err) =>
          toast.error('Error', {
            description: describeError(
              err,
              editing ? 'Failed to update category' : 'Failed to create category',
            ),
          }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <SelectField
        id={`${id}-kind`}
        label="Category type"
        value={kind}
        // A category cannot move to another table; its products and tours belong to it there.
        disabled={editing !== undefined}
        onChange={(e) => setKind(e.target.value as AdminCategoryKind)}
      >
        {(Object.keys(CATEGORY_KIND_LABELS) as AdminCategoryKind[]).map((k) => (
          <option key={k} value={k}>
            {CATEGORY_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-name`}
        label="Name"
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (!slugEdited) setSlug(slugify(e.target.value));
        }}
        error={errors.name}
      />
      <TextField
        id={`${id}-slug`}
        label="Slug"
        required
        autoCapitalize="none"
        spellCheck={false}
        value={slug}
        onChange={(e) => {
          setSlug(e.target.value);
          setSlugEdited(e.target.value !== '');
        }}
        error={errors.slug}
      />
      {kind === 'categories' ? (
        <SelectField id={`${id}-icon`} label="Icon" value={icon} onChange={(e) => setIcon(e.target.value)}>
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
