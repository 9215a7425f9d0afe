import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createLaptops } from '../fixtures/catalog';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';

test('a customer fills the cart, changes it, checks out and sees the order', async ({ page, request }) => {
  const prefix = `Cartbook ${randomBytes(3).toString('hex')}`;
  const [first, second] = await createLaptops(request, prefix, ['1300000', '900000']);
  if (!first || !second) throw new Error('laptops not created');
  const customer = await createCustomer(request);
  await signInBrowser(page, customer);

  await page.goto(`/fursa?search=${encodeURIComponent(prefix)}`);
  await expect(page.getByText('2 laptops found')).toBeVisible();

  await page.getByRole('button', { name: `Add to Cart ${first.name}` }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `In Cart ${first.name}` })).toBeDisabled();
  await page.getByRole('button', { name: `Add to Cart ${second.name}` }).click();
  await expect(page.getByRole('button', { name: `In Cart ${second.name}` })).toBeDisabled();

  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByText(first.name)).toBeVisible();
  await expect(cart.getByText('TSh 2,200,000')).toBeVisible();
  await expect(cart.getByText('Your order qualifies for free delivery.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await snap(page, 'cart-panel');

  await cart.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await expect(cart.getByText('Subtotal (3 items)')).toBeVisible();
  await expect(cart.getByText('TSh 3,500,000')).toBeVisible();

  await cart.getByRole('button', { name: `Remove ${second.name} from cart` }).click();
  await expect(page.getByText('Removed from cart')).toBeVisible();
  await expect(cart.getByText(second.name)).toHaveCount(0);
  // The one line left is the whole subtotal.
  await expect(cart.getByText('Subtotal (2 items)')).toBeVisible();
  await expect(cart.getByText('TSh 2,600,000')).toHaveCount(2);

  // Collected at the shop and paid in cash there: the order stays pending, so it can be cancelled below.
  await cart.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Pick up at the shop').check();
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('TSh 2,600,000').first()).toBeVisible();
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();
  await page.goto(`/fursa?search=${encodeURIComponent(prefix)}`);
  // The cart is empty again: the laptop can be added anew, and the top bar's cart button, shown
  // only while the cart holds something, is gone.
  await expect(page.getByRole('button', { name: `Add to Cart ${first.name}` })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Cart, / })).toHaveCount(0);

  await page.goto('/dashboard');
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('button', { name: /^Order FUR-/ })).toHaveCount(1);
  await expect(orders.getByText('TSh 2,600,000')).toBeVisible();
  await expect(orders.getByText(/^FURSA · /)).toBeVisible();
  await expect(orders.getByText('Pending', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Shopping Cart' }).getByText('Your cart is empty'),
  ).toBeVisible();

  await orders.getByRole('button', { name: /^Order FUR-/ }).click();
  const details = page.getByRole('dialog', { name: /^Order FUR-/ });
  await expect(details.getByRole('cell', { name: first.name })).toBeVisible();
  await expect(details.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(details.getByRole('cell', { name: 'TSh 1,300,000' })).toBeVisible();
  await snap(page, 'order-details');

  // A pending, unpaid order can still be cancelled.
  page.once('dialog', (confirm) => void confirm.accept());
  await details.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(orders.getByText('Cancelled', { exact: true })).toBeVisible();
});

test('checking out an empty cart is refused', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/dashboard');
  const cart = page.getByRole('region', { name: 'Shopping Cart' });
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
  await cart.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByText('Cart is empty', { exact: true })).toBeVisible();
  await expect(page.getByText('Add some items to your cart before checkout.')).toBeVisible();
});
