import { z } from 'zod';
import { Currency, Id, Money, refId } from './common';

export { LAPTOP_WARRANTY_MONTHS } from './constants';
/** The most of one product a cart line may hold. */
export const MAX_CART_QUANTITY = 999;

export const ProductRef = refId('Choose a product');

const Quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .max(MAX_CART_QUANTITY, `Quantity can be at most ${MAX_CART_QUANTITY}`);

export const AddCartItemBody = z.strictObject({
  product: ProductRef,
  /** Added to what the cart already holds for this product. */
  quantity: Quantity.min(1, 'Quantity must be at least 1').default(1),
});
export type AddCartItemBody = z.infer<typeof AddCartItemBody>;

export const UpdateCartItemBody = z.strictObject({
  /** The new quantity of the line; 0 removes the line (the dashboard's minus button at 1). */
  quantity: Quantity.min(0, 'Quantity cannot be negative'),
});
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBody>;

export const CartProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  price: Money,
  image_url: z.string().nullable(),
  category_name: z.string(),
  stock_quantity: z.number().int(),
  in_stock: z.boolean(),
});
export type CartProduct = z.infer<typeof CartProduct>;

export const CartItem = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  product: CartProduct,
  /** price x quantity, exact. */
  line_total: Money,
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  items: z.array(CartItem),
  /** Sum of the quantities (the top bar's count). */
  item_count: z.number().int(),
  subtotal: Money,
  currency: Currency,
});
export type Cart = z.infer<typeof Cart>;

/**
 * The laptop cart also says whether the subtotal has reached the admin's free-delivery threshold
 * (docs/delivery.md), and what that threshold is.
 */
export const FursaCart = Cart.extend({ free_delivery: z.boolean(), free_delivery_over: Money });
export type FursaCart = z.infer<typeof FursaCart>;

/** PUT answer: the updated line, or `removed: true` with `item: null` when the quantity was 0. */
export const UpdateCartItemResponse = z.object({
  removed: z.boolean(),
  item: CartItem.nullable(),
});
export type UpdateCartItemResponse = z.infer<typeof UpdateCartItemResponse>;

export const AddWishlistItemBody = z.strictObject({ product: ProductRef });
export type AddWishlistItemBody = z.infer<typeof AddWishlistItemBody>;

export const WishlistProduct = CartProduct.omit({ stock_quantity: true });

export const WishlistItem = z.object({
  id: z.number().int(),
  product: WishlistProduct,
  created_at: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

export const ProductIdParams = z.object({ productId: Id });
