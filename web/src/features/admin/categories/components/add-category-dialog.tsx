import { PRODUCT_CATEGORY_ICONS } from '@shop/contract/catalog';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../../../components/ui/dialog';
import { SubmitButton } from '../../../../components/ui/submit-button';
import type { AdminCategoryKind } from '../../shared/api/admin-query-keys';
import { SelectField, TextField } from '../../shared/components/field';
import { describeError } from '../../shared/lib/error-text';
import { useCreateCategory } from '../api/create-category';
import { CATEGORY_KIND_LABELS } from './category-kinds';
import { slugify } from './slugify';

type AddCategoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type preselected, from the section whose button opened the dialog. */
  initialKind: AdminCategoryKind;
};

export function AddCategoryDialog({ open, onOpenChange, initialKind }: AddCategoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle className="pr-10 font-display text-xl font-bold">Add Category</DialogTitle>
        {open ? <AddCategoryForm initialKind={initialKind} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export function AddCategoryForm({
  initialKind,
  onDone,
}: {
  initialKind: AdminCategoryKind;
  onDone: () => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<AdminCategoryKind>(initialKind);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  // Once the admin types a slug of their own, the name no longer overwrites it.
  const [slugEdited, setSlugEdited] = useState(false);
  const [icon, setIcon] = useState<string>('laptop');
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});
  const create = useCreateCategory();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim() === '') found.name = 'Category name is required';
    if (slug.trim() === '') found.slug = 'Slug is required';
    else if (slugify(slug) !== slug.trim())
      found.slug = 'Use lower-case letters and digits separated by single hyphens';
    setErrors(found);
    if (found.name || found.slug) return;
    create.mutate(
      { kind, body: { name: name.trim(), slug: slug.trim(), ...(kind === 'categories' ? { icon } : {}) } },
      {
        onSuccess: () => {
          toast.success('Category created');
          onDone();
        },
        onError: (err) =>
          toast.error('Error', { description: describeError(err, 'Failed to create category') }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <SelectField
        id={`${id}-kind`}
        label="Category type"
        value={kind}
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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" className="mt-2" onClick={onDone}>
          Cancel
        </Button>
        <div className="sm:w-48">
          <SubmitButton busy={create.isPending}>Add Category</SubmitButton>
        </div>
      </div>
    </form>
  );
}
