import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { MISSING_FIELDS_MESSAGE } from '@shop/contract/content';
import { useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { ZodError } from 'zod';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/form/bound-fields.tsx';
import { Form, useFieldId } from '#web/components/form/form.tsx';
import type { Brand } from '#web/config/brands.ts';
import { useSaveProduct } from '#web/features/admin/products/api/save-product.ts';
import { PRODUCT_BRANDS } from '#web/features/admin/products/lib/product-brands.ts';
import {
  type ProductFormValues,
  productBody,
  productFormSchema,
  productFormValues,
} from '#web/features/admin/products/lib/product-form-schema.ts';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { SwahiliFields } from '#web/features/admin/shared/components/swahili-fields.tsx';
import { fieldSummary, toApiError } from '#web/lib/api-error.ts';
import { toast } from '#web/lib/toast.ts';
import { ProductImageInput } from './product-image-input';

type ProductFormProps = {
  brand: Brand;
  /** null adds a product, a product edits it. */
  product: AdminCatalogProduct | null;
  categories: { id: number; name: string }[];
  onDone: () => void;
};

/** docs/forms-and-messages.md: why a save was refused, in the brand's words. */
function failureText(brand: Brand, editing: boolean, err: unknown): string {
  const { texts, createRefusals } = PRODUCT_BRANDS[brand];
  if (!editing && createRefusals) {
    if (err instanceof ZodError) return createRefusals.badResponse;
    const { status } = toApiError(err);
    if (status === 401 || status === 403) return createRefusals[status];
  }
  const { message, fields } = toApiError(err, editing ? texts.updateFailed : texts.createFailed);
  const summary = fieldSummary(fields);
  return summary ? `${message} ${summary}` : message;
}

// A blank required field gets the catalogue's one line; any other refusal its own message.
function onInvalid(errors: FieldErrors<ProductFormValues>, values: ProductFormValues) {
  const fields = Object.keys(errors) as (keyof ProductFormValues)[];
  const blank = fields.some((field) => String(values[field]).trim() === '');
  const description = blank ? MISSING_FIELDS_MESSAGE : errors[fields[0] ?? 'name']?.message;
  if (description) toast.error('Error', { description });
}

/** Add or edit a product of either brand (docs/catalogue.md); the brand decides currency and fields. */
export function ProductForm({ brand, product, categories, onDone }: ProductFormProps) {
  const config = PRODUCT_BRANDS[brand];
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveProduct(brand);
  // raw: the body sends the texts as typed; the contract's transforms run again on the server.
  const resolver = useMemo(() => zodResolver(productFormSchema(brand), undefined, { raw: true }), [brand]);
  return (
    <Form<ProductFormValues>
      resolver={resolver}
      defaultValues={productFormValues(product)}
      onSubmit={async (values) => {
        await save.mutateAsync({
          id: product?.id,
          body: productBody(brand, values, product, file !== null),
          image: file,
        });
        toast.success(product ? config.texts.updated : config.texts.created);
        onDone();
      }}
      refusal={{
        title: product ? 'Error' : config.texts.createErrorTitle,
        describe: (_error, err) => failureText(brand, product !== null, err),
      }}
      onInvalid={onInvalid}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <ProductFields
        brand={brand}
        product={product}
        categories={categories}
        file={file}
        onFileChange={setFile}
      />
      <FormActions fullRow submitLabel={product ? 'Save Changes' : config.titles.add} onCancel={onDone} />
    </Form>
  );
}

type ProductFieldsProps = Omit<ProductFormProps, 'onDone'> & {
  file: File | null;
  onFileChange: (file: File | null) => void;
};

function ProductFields({ brand, product, categories, file, onFileChange }: ProductFieldsProps) {
  const { currency, extras, specificationsPlaceholder } = PRODUCT_BRANDS[brand];
  const imageId = useFieldId('image');
  const stock = (
    <TextField
      name="stock_quantity"
      label="Stock quantity"
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      required
    />
  );
  return (
    <>
      <TextField name="name" label="Product name" className="sm:col-span-2" required />
      <TextField
        name="slug"
        label="Page address (slug, optional)"
        placeholder="made from the name"
        className="sm:col-span-2"
      />
      <TextField
        name="price"
        label={`Price (${currency})`}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
      />
      {extras ? (
        <TextField
          name="original_price"
          label={`Original price (${currency}, optional)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
      ) : (
        stock
      )}
      <SelectField name="category" label="Category" className={extras ? undefined : 'sm:col-span-2'} required>
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {extras ? stock : null}
      <TextAreaField name="description" label="Description" className="sm:col-span-2" required />
      {extras ? (
        <ProductImageInput
          id={imageId}
          currentUrl={product?.image_url || null}
          file={file}
          onFileChange={onFileChange}
        />
      ) : null}
      <TextField
        name="image_url"
        label={extras ? 'Or image URL' : 'Image URL'}
        type="url"
        className="sm:col-span-2"
        placeholder="https://..."
        disabled={file !== null}
      />
      <TextField
        name="specifications"
        label="Specifications (comma-separated)"
        className="sm:col-span-2"
        placeholder={specificationsPlaceholder}
      />
      {extras && product ? (
        <CheckboxField name="is_active" label="Active (shown in the catalogue)" className="sm:col-span-2" />
      ) : null}
      <SwahiliFields slug description className="sm:col-span-2" />
    </>
  );
}
