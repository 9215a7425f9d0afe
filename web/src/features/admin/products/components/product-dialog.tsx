import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import type { Brand } from '#web/config/brands.ts';
import { PRODUCT_BRANDS } from '#web/features/admin/products/lib/product-brands.ts';
import { StockArrival } from '#web/features/admin/serials/components/stock-arrival.tsx';
import { StockHistory } from '#web/features/admin/stock-history/components/stock-history.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { ProductForm } from './product-form';

type ProductDialogProps = {
  brand: Brand;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null adds a product, a product edits it. */
  product: AdminCatalogProduct | null;
  categories: { id: number; name: string }[];
};

/** Add Product / Edit Product of either brand; editing shows the product's stock history too. */
export function ProductDialog({ brand, open, onOpenChange, product, categories }: ProductDialogProps) {
  const { titles } = PRODUCT_BRANDS[brand];
  const { t } = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(product ? titles.edit : titles.add)}
      brand={brand}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      {() => (
        <>
          <ProductForm
            key={product?.id ?? 'new'}
            brand={brand}
            product={product}
            categories={categories}
            onDone={() => onOpenChange(false)}
          />
          {product ? (
            <StockArrival brand={brand} kind={PRODUCT_BRANDS[brand].kind} productId={product.id} />
          ) : null}
          {product ? <StockHistory kind={PRODUCT_BRANDS[brand].kind} productId={product.id} /> : null}
        </>
      )}
    </FormDialog>
  );
}
