import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { MISSING_FIELDS_MESSAGE } from '@shop/contract/content';
import { useId, useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { ZodError } from 'zod';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../../components/form/bound-fields';
import { showServerErrors } from '../../../../components/form/server-errors';
import type { Brand } from '../../../../config/brands';
import { fieldSummary, toApiError } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { FormActions } from '../../shared/components/form-actions';
import { useSaveProduct } from '../api/save-product';
import { PRODUCT_BRANDS } from '../lib/product-brands';
import {
  type ProductFormValues,
  productBody,
  productFormSchema,
  productFormValues,
} from '../lib/product-form-schema';
import { ProductImageInput } from './product-image-input';

type ProductFormProps = {
  brand: Brand;
  /** null adds a product, a product edits it. */
  product: AdminCatalogProduct | null;
  categories: { id: number; name: string }[];
  onDone: () => void;
};

/** docs/forms-and-messages.md: why a save was refused, in the brand's words. */
function failureText(brand: Brand, editing: boolean, err: unknown): { title: string; description: string } {
  const { texts, createRefusals } = PRODUCT_BRANDS[brand];
  const title = editing ? 'Error' : texts.createErrorTitle;
  if (!editing && createRefusals) {
    if (err instanceof ZodError) return { title, description: createRefusals.badResponse };
    const { status } = toApiError(err);
    if (status === 401 || status === 403) return { title, description: createRefusals[status] };
  }
  const { message, fields } = toApiError(err, editing ? texts.updateFailed : texts.createFailed);
  const summary = fieldSummary(fields);
  return { title, description: summary ? `${message} ${summary}` : message };
}

/** Add or edit a product of either brand (docs/catalogue.md); the brand decides currency and fields. */
export function ProductForm({ brand, product, categories, onDone }: ProductFormProps) {
  const id = useId();
  const config = PRODUCT_BRANDS[brand];
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveProduct(brand);
  // raw: the body sends the texts as typed; the contract's transforms run again on the server.
  const resolver = useMemo(() => zodResolver(productFormSchema(brand), undefined, { raw: true }), [brand]);
  const form = useForm<ProductFormValues>({ resolver, defaultValues: productFormValues(product) });

  // A blank required field gets the catalogue's one line; any other refusal its own message.
  function onInvalid(errors: FieldErrors<ProductFormValues>) {
    const values = form.getValues();
    const fields = Object.keys(errors) as (keyof ProductFormValues)[];
    const blank = fields.some((field) => String(values[field]).trim() === '');
    const description = blank ? MISSING_FIELDS_MESSAGE : errors[fields[0] ?? 'name']?.message;
    if (description) toast.error('Error', { description });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: product?.id,
        body: productBody(brand, values, product, file !== null),
        image: file,
      });
      toast.success(product ? config.texts.updated : config.texts.created);
      onDone();
    } catch (err) {
      showServerErrors(form, toApiError(err).fields);
      const { title, description } = failureText(brand, product !== null, err);
      toast.error(title, { description });
    }
  }, onInvalid);

  const f = (name: string) => `${id}-${name}`;
  const { currency, extras } = config;
  const stock = (
    <TextField
      form={form}
      name="stock_quantity"
      id={f('stock_quantity')}
      label="Stock quantity"
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      required
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        form={form}
        name="name"
        id={f('name')}
        label="Product name"
        className="sm:col-span-2"
        required
      />
      <TextField
        form={form}
        name="price"
        id={f('price')}
        label={`Price (${currency})`}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
      />
      {extras ? (
        <TextField
          form={form}
          name="original_price"
          id={f('original_price')}
          label={`Original price (${currency}, optional)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
      ) : (
        stock
      )}
      <SelectField
        form={form}
        name="category"
        id={f('category')}
        label="Category"
        className={extras ? undefined : 'sm:col-span-2'}
        required
      >
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {extras ? stock : null}
      <TextAreaField
        form={form}
        name="description"
        id={f('description')}
        label="Description"
        className="sm:col-span-2"
        required
      />
      {extras ? (
        <ProductImageInput
          id={f('image')}
          currentUrl={product?.image_url || null}
          file={file}
          onFileChange={setFile}
        />
      ) : null}
      <TextField
        form={form}
        name="image_url"
        id={f('image_url')}
        label={extras ? 'Or image URL' : 'Image URL'}
        type="url"
        className="sm:col-span-2"
        placeholder="https://..."
        disabled={file !== null}
      />
      <TextField
        form={form}
        name="specifications"
        id={f('specifications')}
        label="Specifications (comma-separated)"
        className="sm:col-span-2"
        placeholder={config.specificationsPlaceholder}
      />
      {extras && product ? (
        <CheckboxField
          form={form}
          name="is_active"
          id={f('is_active')}
          label="Active (shown in the catalogue)"
          className="sm:col-span-2"
        />
      ) : null}
      <FormActions
        fullRow
        submitLabel={product ? 'Save Changes' : config.titles.add}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
