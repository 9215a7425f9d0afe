import { type AdminCatalogProduct, AdminCreateLaptopBody } from '@shop/contract/catalog';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogTitle } from '../../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../shared/components/field';
import { FormActions } from '../../shared/components/form-actions';
import { describeError } from '../../shared/lib/error-text';
import { issuesByField, splitList } from '../../shared/lib/issues';
import { type LaptopProductInput, useSaveLaptopProduct } from '../api/save-laptop-product';

type Values = {
  name: string;
  price: string;
  description: string;
  category: string;
  stock_quantity: string;
  image_url: string;
  specifications: string;
};

function valuesOf(product: AdminCatalogProduct | null): Values {
  return {
    name: product?.name ?? '',
    price: product?.price ?? '',
    description: product?.description ?? '',
    category: product ? String(product.category.id) : '',
    stock_quantity: product ? String(product.stock_quantity) : '',
    // An uploaded image has no URL to edit; leaving the field blank keeps it.
    image_url: product && !product.image ? (product.image_url ?? '') : '',
    specifications: product?.specifications.join(', ') ?? '',
  };
}

const REQUIRED: (keyof Values)[] = ['name', 'price', 'description', 'category', 'stock_quantity'];

type LaptopProductDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null adds a product, a product edits it. */
  product: AdminCatalogProduct | null;
  categories: { id: number; name: string }[];
};

/** Add Product / Edit Product for laptops (product rules: docs/catalogue.md). */
export function LaptopProductDialog({ open, onOpenChange, product, categories }: LaptopProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-brand="fursa"
        className="w-[min(40rem,calc(100vw-2rem))]"
        aria-describedby={undefined}
      >
        <DialogTitle className="pr-10 font-display text-xl font-bold">
          {product ? 'Edit Product' : 'Add Product'}
        </DialogTitle>
        {/* Keyed so each opening starts from the product's current values. */}
        {open ? (
          <LaptopProductForm
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

export function LaptopProductForm({
  product,
  categories,
  onDone,
}: {
  product: AdminCatalogProduct | null;
  categories: { id: number; name: string }[];
  onDone: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(product));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useSaveLaptopProduct();

  function set(field: keyof Values) {
    return (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      // A message about the old value would mislead once the admin changes it.
      setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = REQUIRED.filter((f) => values[f].trim() === '');
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((f) => [f, 'This field is required'])));
      toast.error('Error', { description: 'Please fill in all required fields' });
      return;
    }
    const stock = Number(values.stock_quantity);
    const body: LaptopProductInput = {
      name: values.name.trim(),
      description: values.description.trim(),
      price: values.price.trim(),
      category: values.category,
      stock_quantity: values.stock_quantity.trim(),
      specifications: splitList(values.specifications),
      // docs/catalogue.md: a laptop is active exactly when it has stock.
      is_active: stock > 0,
      ...(values.image_url.trim() !== '' || !product?.image ? { image_url: values.image_url.trim() } : {}),
    };
    const parsed = AdminCreateLaptopBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      // The version the form was filled from: if an order changed the stock since, the server
      // refuses the save (409) rather than putting the old figure back.
      product ? { id: product.id, body: { ...body, version: product.version } } : { body },
      {
        onSuccess: () => {
          toast.success(product ? 'Product updated' : 'Product created');
          onDone();
        },
        onError: (err) =>
          toast.error('Error', {
            description: describeError(
              err,
              product ? 'Failed to update product' : 'Failed to create product',
            ),
          }),
      },
    );
  }

  const f = (name: keyof Values) => `${id}-${name}`;
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
        label="Price (TZS)"
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
      <SelectField
        id={f('category')}
        label="Category"
        className="sm:col-span-2"
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
        id={f('image_url')}
        label="Image URL"
        type="url"
        className="sm:col-span-2"
        placeholder="https://..."
        value={values.image_url}
        onChange={set('image_url')}
        error={errors.image_url}
      />
      <TextField
        id={f('specifications')}
        label="Specifications (comma-separated)"
        className="sm:col-span-2"
        placeholder="16GB RAM, 512GB SSD, 14-inch display"
        value={values.specifications}
        onChange={set('specifications')}
        error={errors.specifications}
      />
      <FormActions
        fullRow
        submitLabel={product ? 'Save Changes' : 'Add Product'}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
