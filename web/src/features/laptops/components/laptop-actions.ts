import type { CatalogProduct } from '@shop/contract/catalog';

/** What a laptop's card and details do on a tap: the screen that shows them provides it (web/src/app/use-laptop-actions.ts). */
export type LaptopActions = {
  isInCart: (productId: number) => boolean;
  isWishlisted: (productId: number) => boolean;
  /** True while this product's add or wishlist request is in flight. */
  isBusy: (productId: number) => boolean;
  onAddToCart: (product: CatalogProduct) => void;
  onToggleWishlist: (product: CatalogProduct) => void;
};
