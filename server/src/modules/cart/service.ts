import {
  type AddCartItemBody,
  type CartItem,
  type FursaCart,
  MAX_CART_QUANTITY,
  type UpdateCartItemResponse,
} from '@shop/contract/cart';
import { ERROR_CODES } from '@shop/contract/errors';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { cartItems, productCategories, products } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isForeignKeyViolation } from '#server/lib/db-errors.ts';
import { BRANDS, type Brand } from '#server/modules/catalog/brands.ts';
import {
  categoryOfProduct,
  isProduct,
  productSummaryColumns,
  toProductSummary,
} from '#server/modules/catalog/product-rows.ts';
import { readDeliverySettings } from '#server/modules/settings/delivery-settings.ts';
import { availableTo } from '#server/modules/waitlists/stock-requests.ts';

export type AddedCartItem = { item: CartItem; created: boolean };

const PRODUCT_NOT_FOUND = 'Product not found.';

/**
 * Available stock is checked when a line is added or changed; it is held only once an order is
 * placed (docs/stock.md). A unit held for the customer's back-in-stock offer counts as theirs
 * (docs/back-in-stock.md).
 */
const cart = cartItems;

export class CartService {
  constructor(
    private readonly db: Db,
    readonly brand: Brand,
  ) {}

  /** The caller's lines of this brand's cart. */
  private mine(userId: number, id?: number): SQL | undefined {
    return and(
      eq(cart.brand, this.brand),
      eq(cart.userId, userId),
      id === undefined ? undefined : eq(cart.id, id),
    );
  }

  async list(userId: number): Promise<FursaCart> {
    // docs/delivery.md: the admin's threshold, as the checkout's fee applies it.
    const { free_delivery_over } = await readDeliverySettings(this.db);
    const rows = await this.lines(userId, this.mine(userId), {
      // Window sums keep the totals in the same statement (and snapshot) as the lines.
      subtotal: sql<string>`sum(${products.price} * ${cart.quantity}) over ()`,
      itemCount: sql<number>`sum(${cart.quantity}) over ()`.mapWith(Number),
      freeDelivery: sql<boolean>`sum(${products.price} * ${cart.quantity}) over () >= ${free_delivery_over}::numeric`,
    });
    const first = rows[0];
    return {
      items: rows.map(toCartItem),
      item_count: first?.itemCount ?? 0,
      subtotal: first?.subtotal ?? '0.00',
      currency: BRANDS[this.brand].currency,
      // The route drops this field for a brand without free delivery.
      free_delivery: BRANDS[this.brand].freeDelivery && (first?.freeDelivery ?? false),
      free_delivery_over,
    };
  }

  /** Adds to the line for this product, creating it when the cart has none. */
  async add(userId: number, body: AddCartItemBody): Promise<AddedCartItem> {
    const product = await this.product(userId, body.product);
    if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
    if (!product.isActive) throw productUnavailable();
    const cap = Math.min(product.stockQuantity, MAX_CART_QUANTITY);
    if (body.quantity > cap) throw stockError(product.stockQuantity);

    // One statement adds or raises the line; the cap sits in its WHERE, so two quick clicks
    // cannot together push the line past the stock.
    const [saved] = await this.db
      .insert(cart)
      .values({ brand: this.brand, userId, productId: body.product, quantity: body.quantity })
      .onConflictDoUpdate({
        target: [cart.userId, cart.brand, cart.productId],
        set: { quantity: sql`${cart.quantity} + excluded.quantity` },
        setWhere: sql`${cart.quantity} + excluded.quantity <= ${cap}`,
      })
      .returning({ id: cart.id, created: sql<boolean>`(${cart}.xmax = 0)` })
      .catch((err: unknown) => {
        if (isForeignKeyViolation(err)) throw AppError.notFound(PRODUCT_NOT_FOUND);
        throw err;
      });
    if (!saved) {
      const [line] = await this.db
        .select({ quantity: cart.quantity })
        .from(cart)
        .where(and(this.mine(userId), eq(cart.productId, body.product)));
      throw stockError(product.stockQuantity, line?.quantity);
    }
    return { item: (await this.item(userId, saved.id))!, created: saved.created };
  }

  /** Sets a line's quantity; 0 removes the line. */
  async update(userId: number, id: number, quantity: number): Promise<UpdateCartItemResponse> {
    if (quantity === 0) {
      await this.remove(userId, id);
      return { removed: true, item: null };
    }
    const current = await this.item(userId, id);
    if (!current) throw AppError.notFound('Cart item not found.');
    const { product } = current;
    // A withdrawn product may be lowered or removed, not raised.
    if (quantity > current.quantity && !product.in_stock && product.stock_quantity > 0) {
      throw productUnavailable();
    }
    if (quantity > product.stock_quantity) throw stockError(product.stock_quantity);
    await this.db.update(cart).set({ quantity }).where(this.mine(userId, id));
    const item = await this.item(userId, id);
    if (!item) throw AppError.notFound('Cart item not found.');
    return { removed: false, item };
  }

  async remove(userId: number, id: number): Promise<void> {
    const [gone] = await this.db.delete(cart).where(this.mine(userId, id)).returning({ id: cart.id });
    if (!gone) throw AppError.notFound('Cart item not found.');
  }

  private async product(userId: number, id: number) {
    const [row] = await this.db
      .select({ isActive: products.isActive, stockQuantity: availableTo(userId) })
      .from(products)
      .where(isProduct(this.brand, id));
    return row;
  }

  private async item(userId: number, id: number): Promise<CartItem | undefined> {
    const [row] = await this.lines(userId, this.mine(userId, id), {});
    return row && toCartItem(row);
  }

  /** `userId`'s cart lines with their product, oldest first, plus any extra columns. */
  private lines<E extends Record<string, ReturnType<typeof sql>>>(
    userId: number,
    where: SQL | undefined,
    extra: E,
  ) {
    return this.db
      .select({
        id: cart.id,
        quantity: cart.quantity,
        lineTotal: sql<string>`${products.price} * ${cart.quantity}`,
        product: { ...productSummaryColumns(), stockQuantity: availableTo(userId) },
        ...extra,
      })
      .from(cart)
      .innerJoin(products, and(eq(products.brand, cart.brand), eq(products.id, cart.productId)))
      .innerJoin(productCategories, categoryOfProduct)
      .where(where)
      .orderBy(asc(cart.createdAt), asc(cart.id));
  }
}

type LineRow = {
  id: number;
  quantity: number;
  lineTotal: string;
  product: Parameters<typeof toProductSummary>[0];
};

function toCartItem(row: LineRow): CartItem {
  const p = row.product;
  return {
    id: row.id,
    quantity: row.quantity,
    line_total: row.lineTotal,
    product: { ...toProductSummary(p), stock_quantity: p.stockQuantity },
  };
}

const productUnavailable = () =>
  AppError.refused(400, ERROR_CODES.validation, 'productUnavailable', {}, 'product');

/** The refusal for a quantity over the stock (or over MAX_CART_QUANTITY), naming what is possible. */
function stockError(stock: number, inCart = 0): AppError {
  const conflict = ERROR_CODES.conflict;
  if (stock <= 0) return AppError.refused(409, conflict, 'productOutOfStock', {}, 'quantity');
  if (stock > MAX_CART_QUANTITY)
    return AppError.refused(409, conflict, 'cartQuantityMax', { max: MAX_CART_QUANTITY }, 'quantity');
  if (inCart > 0)
    return AppError.refused(409, conflict, 'stockLeftInCart', { count: stock, inCart }, 'quantity');
  return AppError.refused(409, conflict, 'stockLeft', { count: stock }, 'quantity');
}
