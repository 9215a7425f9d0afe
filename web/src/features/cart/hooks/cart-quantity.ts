import { MAX_CART_QUANTITY } from '@shop/contract/cart';

type QuantityStep =
  | { kind: 'update'; quantity: number }
  | { kind: 'remove' }
  /** Nothing to send: the line is already at the most a cart line may hold. */
  | { kind: 'none' };

/** + and - change a line by one; going below 1 removes the line. */
export function quantityStep(current: number, delta: 1 | -1): QuantityStep {
  const next = current + delta;
  if (next < 1) return { kind: 'remove' };
  if (next > MAX_CART_QUANTITY) return { kind: 'none' };
  return { kind: 'update', quantity: next };
}
