import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { CartPanel } from './cart-panel';

type CartSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The cart, sliding in from the right over the laptop shop (opened from the top bar). */
export function CartSheet({ open, onOpenChange }: CartSheetProps) {
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        layout="sheet"
        data-brand="fursa"
        closeLabel={t('cart.close')}
        aria-describedby={undefined}
        className="w-[min(28rem,92vw)]! overflow-y-auto"
      >
        <DialogTitle className="pr-12 font-display text-xl font-bold">{t('cart.title')}</DialogTitle>
        <CartPanel className="mt-5" showStoreLink={false} />
      </DialogContent>
    </Dialog>
  );
}
