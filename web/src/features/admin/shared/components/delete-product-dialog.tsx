import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { showErrorToast } from '../../../../lib/error-toast';
import { tokens } from '../../../../lib/session-tokens';
import { toast } from '../../../../lib/toast';
import type { AdminProductKind } from '../api/admin-query-keys';
import { useDeleteAdminProduct } from '../api/delete-admin-product';

type DeleteProductDialogProps = {
  kind: AdminProductKind;
  /** The product to delete once confirmed; null keeps the dialog closed. */
  product: AdminCatalogProduct | null;
  onClose: () => void;
};

/** Asks before deleting a product of the product tabs, then deletes it. */
export function DeleteProductDialog({ kind, product, onClose }: DeleteProductDialogProps) {
  const remove = useDeleteAdminProduct(kind);

  function confirmDelete() {
    if (!product) return;
    if (!tokens.access()) {
      toast.error('Not Authenticated', {
        description: 'You must be logged in as an admin to delete products. Please log in and try again.',
      });
      onClose();
      return;
    }
    remove.mutate(product.id, {
      onSuccess: () => toast.success('Product deleted'),
      onError: (err) =>
        showErrorToast(err, 'Failed to delete product. Check console for details.', 'Error deleting product'),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this product?"
      description={`"${product?.name ?? ''}" will be removed from the shop. Past orders keep their lines.`}
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
      onConfirm={confirmDelete}
    />
  );
}
