import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { UPLOAD_ACCEPT } from '@shop/contract/uploads';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ZodError } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogTitle } from '../../../../components/ui/dialog';
import { errorIdOf } from '../../../../components/ui/form-field';
import { Label } from '../../../../components/ui/label';
import { ProductImage } from '../../../../components/ui/product-image';
import { errorMessage } from '../../../../lib/api-client';
import { SelectField, TextAreaField, TextField } from '../../shared/components/field';
import { FormActions } from '../../shared/components/form-actions';
import { describeError, statusOf } from '../../shared/lib/error-text';
import { splitList } from '../../shared/lib/issues';
import { useSaveIgsumProduct } from '../api/save-igsum-product';
import { checkIgsumForm, checkImageFile, emptyIgsumForm, type IgsumFormValues } from './igsum-form-checks';

function valuesOf(product: AdminCatalogProduct | null): IgsumFormValues {
  if (!product) return emptyIgsumForm;
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    original_price: product.original_price ?? '',
    category: String(product.category.id),
    stock_quantity: String(product.stock_quantity),
    image_url: product.image ? '' : (product.image_url ?? ''),
    specifications: product.specifications.join(', '),
    is_active: product.is_active,
  };
}

/**
 * docs/forms-and-messages.md, creating an IGSUM product: the status decides the text, else the
 * server's own message.
 */
function createErrorText(err: unknown): string {
  if (err instanceof ZodError) return 'Product creation response is invalid';
  const status = statusOf(err);
  if (status === 401) return 'Authentication required. Please log in as an admin.';
  if (status === 403) return 'Admin privileges required to create products.';
  return describeError(err, 'Failed to create product');
}

type IgsumProductDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: AdminCatalogProduct | null;
  categories: { id: number; name: string }[];
};

export function IgsumProductDialog({ open, onOpenChange, product, categories }: IgsumProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-brand="igsum"
        className="w-[min(40rem,calc(100vw-2rem))]"
        aria-describedby={undefined}
      >
        <DialogTitle className="pr-10 font-display text-xl font-bold">
          {product ? 'Edit IGSUM Product' : 'Add IGSUM Product'}
        </DialogTitle>
        {open ? (
          <IgsumProductForm
            key={product?.id ?? 'new'}
            product={product}
            categories={categories}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function IgsumProductForm({
  product,
  categories,
  onDone,
}: {
  product: AdminCatalogProduct | null;
  categories: { id: number; name: string }[];
  onDone: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<IgsumFormValues>(() => valuesOf(product));
  const [errors, setErrors] = useState<Partial<Record<keyof IgsumFormValues | 'image', string>>>({});
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useSaveIgsumProduct();

  // The preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function set(field: keyof IgsumFormValues) {
    return (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      // A message about the old value would mislead once the admin changes it.
      setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = await checkImageFile(chosen);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      setErrors((e) => ({ ...e, image: `${problem.title}. ${problem.description}` }));
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setErrors(({ image: _dropped, ...rest }) => rest);
    setFile(chosen);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkIgsumForm(values);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.error('Error', { description: first });
      return;
    }
    const form = new FormData();
    form.set('name', values.name.trim());
    form.set('description', values.description.trim());
    form.set('price', values.price.trim());
    form.set('original_price', values.original_price.trim());
    form.set('category', values.category);
    form.set('stock_quantity', values.stock_quantity.trim());
    form.set('specifications', JSON.stringify(splitList(values.specifications)));
    if (file) form.set('image', file);
    else if (values.image_url.trim() !== '' || !product?.image)
      form.set('image_url', values.image_url.trim());
    if (product) {
      form.set('is_active', String(values.is_active));
      // A product changed since the form was filled (an order sold some) is refused with 409.
      form.set('version', String(product.version));
    }

    save.mutate(
      { id: product?.id, form },
      {
        onSuccess: () => {
          toast.success(product ? 'IGSUM Product updated' : 'Product created successfully');
          onDone();
        },
        onError: (err) =>
          product
            ? toast.error('Error', { description: errorMessage(err, 'Failed to update IGSUM product') })
            : toast.error('Error creating product', { description: createErrorText(err) }),
      },
    );
  }

  const f = (name: string) => `${id}-${name}`;
  const currentImage = preview ?? (product?.image_url || null);
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        id={f('name')}
        label="Product name"
        className="sm:col-span-2"
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        id={f('price')}
        label="Price (USD)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        value={values.price}
        onChange={set('price')}
        error={errors.price}
      />
      <TextField
        id={f('original_price')}
        label="Original price (USD, optional)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={values.original_price}
        onChange={set('original_price')}
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
      <TextField
        id={f('stock_quantity')}
        label="Stock quantity"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        value={values.stock_quantity}
        onChange={set('stock_quantity')}
        error={errors.stock_quantity}
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
      <div className="grid gap-3 sm:col-span-2">
        <Label htmlFor={f('image')}>Product image</Label>
        <div className="flex flex-wrap items-center gap-4">
          <ProductImage
            src={currentImage}
            alt={preview ? 'Preview of the chosen image' : ''}
            width={96}
            height={96}
            placeholder="igsum"
            eager
            className="size-24 rounded-lg border border-line"
          />
          <div className="grid min-w-0 flex-1 gap-1">
            <input
              ref={fileInput}
              id={f('image')}
              type="file"
              accept={UPLOAD_ACCEPT}
              onChange={(e) => void onFile(e)}
              aria-invalid={errors.image ? true : undefined}
              aria-describedby={errors.image ? errorIdOf(f('image')) : `${f('image')}-hint`}
              className="block w-full text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-line file:bg-sunken file:px-3 file:font-semibold"
            />
            <p id={`${f('image')}-hint`} className="text-xs text-muted">
              PNG, JPEG, GIF or WebP, at most 5MB.
            </p>
            {errors.image ? (
              <p id={errorIdOf(f('image'))} className="text-sm text-danger">
                {errors.image}
              </p>
            ) : null}
            {file ? (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => {
                  setFile(null);
                  if (fileInput.current) fileInput.current.value = '';
                }}
              >
                <ImagePlus aria-hidden />
                Use an image URL instead
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <TextField
        id={f('image_url')}
        label="Or image URL"
        type="url"
        className="sm:col-span-2"
        placeholder="https://..."
        disabled={file !== null}
        value={values.image_url}
        onChange={set('image_url')}
        error={errors.image_url}
      />
      <TextField
        id={f('specifications')}
        label="Specifications (comma-separated)"
        className="sm:col-span-2"
        value={values.specifications}
        onChange={set('specifications')}
      />
      {product ? (
        <Checkbox
          id={f('is_active')}
          label="Active (shown in the catalogue)"
          className="sm:col-span-2"
          checked={values.is_active}
          onChange={(e) => setValues((v) => ({ ...v, is_active: e.target.checked }))}
        />
      ) : null}
      <FormActions
        fullRow
        submitLabel={product ? 'Save Changes' : 'Add IGSUM Product'}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
