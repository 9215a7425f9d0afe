import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { useDeleteAdminProduct } from '#web/features/admin/shared/api/delete-admin-product.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { tokens } from '#web/lib/session-tokens.ts';
import { toast } from '#web/lib/toast.ts';

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
