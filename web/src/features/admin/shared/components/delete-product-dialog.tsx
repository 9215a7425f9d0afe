import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { useDeleteAdminProduct } from '#web/features/admin/shared/api/delete-admin-product.ts';
import { useT } from '#web/i18n/use-t.ts';
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
  const { t } = useT();

  function confirmDelete() {
    if (!product) return;
    if (!tokens.access()) {
      toast.error(t('admin.products.notAuthenticated'), {
        description: t('admin.products.notAuthenticatedHint'),
      });
      onClose();
      return;
    }
    remove.mutate(product.id, {
      onSuccess: () => toast.success(t('admin.products.deleted')),
      onError: (err) =>
        showErrorToast(err, t('admin.products.deleteFailed'), t('admin.products.deleteError')),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.products.deleteTitle')}
      description={t('admin.products.deleteDescription', { name: product?.name ?? '' })}
      confirmLabel={t('admin.products.deleteConfirm')}
      destructive
      busy={remove.isPending}
      onConfirm={confirmDelete}
    />
  );
}
