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
import { TaxCodeField } from '#web/features/admin/receipts/components/tax-code-field.tsx';
import { FormActions } from '#web/features/admin/shared/components/form-actions.tsx';
import { MoneyField } from '#web/features/admin/shared/components/money-field.tsx';
import { SwahiliFields } from '#web/features/admin/shared/components/swahili-fields.tsx';
import { type Translate, useT } from '#web/i18n/use-t.ts';
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
function failureText(brand: Brand, editing: boolean, err: unknown, t: Translate): string {
  const { texts, createRefusals } = PRODUCT_BRANDS[brand];
  if (!editing && createRefusals) {
    if (err instanceof ZodError) return t(createRefusals.badResponse);
    const { status } = toApiError(err);
    if (status === 401 || status === 403) return t(createRefusals[status]);
  }
  const { message, fields } = toApiError(err, t(editing ? texts.updateFailed : texts.createFailed));
  const summary = fieldSummary(fields);
  return summary ? t('adminProducts.refusal', { message, fields: summary }) : message;
}

// A blank required field gets the catalogue's one line; any other refusal its own message.
function onInvalid(errors: FieldErrors<ProductFormValues>, values: ProductFormValues, t: Translate) {
  const fields = Object.keys(errors) as (keyof ProductFormValues)[];
  const blank = fields.some((field) => String(values[field]).trim() === '');
  const description = blank ? MISSING_FIELDS_MESSAGE : errors[fields[0] ?? 'name']?.message;
  if (description) toast.error(t('adminProducts.error'), { description });
}

/** Add or edit a product of either brand (docs/catalogue.md); the brand decides currency and fields. */
export function ProductForm({ brand, product, categories, onDone }: ProductFormProps) {
  const config = PRODUCT_BRANDS[brand];
  const { t } = useT();
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
        toast.success(t(product ? config.texts.updated : config.texts.created));
        onDone();
      }}
      refusal={{
        title: product ? t('adminProducts.error') : t(config.texts.createErrorTitle),
        describe: (_error, err) => failureText(brand, product !== null, err, t),
      }}
      onInvalid={(errors, values) => onInvalid(errors, values, t)}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <ProductFields
        brand={brand}
        product={product}
        categories={categories}
        file={file}
        onFileChange={setFile}
      />
      <FormActions
        fullRow
        submitLabel={t(product ? 'adminProducts.saveChanges' : config.titles.add)}
        onCancel={onDone}
      />
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
  const { t } = useT();
  const stock = (
    <TextField
      name="stock_quantity"
      label={t('adminProducts.stockQuantity')}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      required
    />
  );
  return (
    <>
      <TextField name="name" label={t('adminProducts.name')} className="sm:col-span-2" required />
      <TextField
        name="slug"
        label={t('adminProducts.slug')}
        placeholder={t('adminProducts.slugPlaceholder')}
        className="sm:col-span-2"
      />
      <MoneyField name="price" label={t('adminProducts.price', { currency })} required />
      {extras ? (
        <MoneyField name="original_price" label={t('adminProducts.originalPrice', { currency })} />
      ) : (
        stock
      )}
      <SelectField
        name="category"
        label={t('adminProducts.category')}
        className={extras ? undefined : 'sm:col-span-2'}
        required
      >
        <option value="">{t('adminProducts.selectCategory')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {extras ? stock : null}
      <TaxCodeField current={product?.tax_code} className="sm:col-span-2" />
      <TextField
        name="warranty_months"
        label={t('adminProducts.warranty.months')}
        placeholder={t('adminProducts.warranty.placeholder')}
        type="number"
        inputMode="numeric"
        min={0}
        max={120}
        step={1}
        className="sm:col-span-2"
      />
      <TextAreaField
        name="description"
        label={t('adminProducts.description')}
        className="sm:col-span-2"
        required
      />
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
        label={t(extras ? 'adminProducts.imageUrlOr' : 'adminProducts.imageUrl')}
        type="url"
        className="sm:col-span-2"
        placeholder={t('adminProducts.imageUrlPlaceholder')}
        disabled={file !== null}
      />
      <TextField
        name="specifications"
        label={t('adminProducts.specifications')}
        className="sm:col-span-2"
        placeholder={specificationsPlaceholder && t(specificationsPlaceholder)}
      />
      {extras && product ? (
        <CheckboxField name="is_active" label={t('adminProducts.active')} className="sm:col-span-2" />
      ) : null}
      <SwahiliFields slug description className="sm:col-span-2" />
    </>
  );
}
