import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useIgsumCategories } from '../../shared/api/get-igsum-categories';
import { CatalogProductsPanel } from '../../shared/components/catalog-products-panel';
import { IgsumProductDialog } from './igsum-product-dialog';

export function IgsumProductsTab() {
  const categories = useIgsumCategories();
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
      kind="igsum-products"
      title="IGSUM Products"
      description="Tanzanian products and souvenirs of the tour brand, priced in USD."
      addLabel="Add IGSUM Product"
      categories={list}
      onAdd={() => setDialog({ open: true, product: null })}
      onEdit={(product) => setDialog({ open: true, product })}
    >
      <IgsumProductDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        product={dialog.product}
        categories={list}
      />
    </CatalogProductsPanel>
  );
}
