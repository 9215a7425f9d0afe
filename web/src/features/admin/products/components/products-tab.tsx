import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { useEffect, useState } from 'react';
import type { Brand } from '#web/config/brands.ts';
import { ProductCsvButtons } from '#web/features/admin/catalogue-csv/components/product-csv-buttons.tsx';
import { PRODUCT_BRANDS } from '#web/features/admin/products/lib/product-brands.ts';
import { useAdminLaptopCategories } from '#web/features/admin/shared/api/get-admin-laptop-categories.ts';
import { useIgsumCategories } from '#web/features/admin/shared/api/get-igsum-categories.ts';
import { CatalogProductsPanel } from '#web/features/admin/shared/components/catalog-products-panel.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';
import { ProductDialog } from './product-dialog';

const CATEGORY_HOOKS = { fursa: useAdminLaptopCategories, igsum: useIgsumCategories } as const;

function BrandProductsTab({ brand }: { brand: Brand }) {
  const { kind, tab, titles } = PRODUCT_BRANDS[brand];
  // The brand of a tab never changes, so the same hook runs on every render.
  const categories = CATEGORY_HOOKS[brand]();
  const { t } = useT();
  const [dialog, setDialog] = useState<{ open: boolean; product: AdminCatalogProduct | null }>({
    open: false,
    product: null,
  });
  const list = categories.data ?? [];
  // The category filter and the form's category list both depend on this list.
  useEffect(() => {
    if (categories.isError)
      toast.error(t('adminProducts.error'), { description: t('adminProducts.categoriesFailed') });
  }, [categories.isError, t]);
  return (
    <CatalogProductsPanel
      kind={kind}
      title={t(tab.title)}
      description={t(tab.description)}
      addLabel={t(titles.add)}
      categories={list}
      onAdd={() => setDialog({ open: true, product: null })}
      onEdit={(product) => setDialog({ open: true, product })}
      actions={<ProductCsvButtons brand={brand} kind={kind} />}
    >
      <ProductDialog
        brand={brand}
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        product={dialog.product}
        categories={list}
      />
    </CatalogProductsPanel>
  );
}

export function ProductsTab() {
  return <BrandProductsTab brand="fursa" />;
}

export function IgsumProductsTab() {
  return <BrandProductsTab brand="igsum" />;
}
