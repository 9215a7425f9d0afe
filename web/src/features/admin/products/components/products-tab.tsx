import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useLaptopCategories } from '../../shared/api/get-laptop-categories';
import { CatalogProductsPanel } from '../../shared/components/catalog-products-panel';
import { LaptopProductDialog } from './laptop-product-dialog';

export function ProductsTab() {
  const categories = useLaptopCategories();
  const [dialog, setDialog] = useState<{ open: boolean; product: AdminCatalogProduct | null }>({
    open: false,
    product: null,
  });
  const list = categories.data ?? [];
  // The category filter and the form's category list both depend on this list.
  useEffect(() => {
    if (categories.isError) toast.error('Error', { description: 'Failed to fetch categories' });
  }, [categories.isError]);
  return (
    <CatalogProductsPanel
      kind="products"
      title="FURSA Products"
      description="Laptops sold in the FURSA shop, priced in TZS."
      addLabel="Add Product"
      categories={list}
      onAdd={() => setDialog({ open: true, product: null })}
      onEdit={(product) => setDialog({ open: true, product })}
    >
      <LaptopProductDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        product={dialog.product}
        categories={list}
      />
    </CatalogProductsPanel>
  );
}
