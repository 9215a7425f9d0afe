import type { Currency } from '@shop/contract/common';
import { formatMoney } from '@shop/contract/money-format';
import { DEMO_DISABLED_MESSAGE, type DemoSessionView } from './demo-checkout';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const DEMO_PAGE_STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f1ea; color: #1f2933; }
  .banner { background: #b45309; color: #fff; text-align: center; padding: 10px; font-weight: 700; letter-spacing: .08em; }
  main { max-width: 480px; margin: 32px auto; padding: 0 16px; }
  .card { background: #fff; border-radius: 12px; box-shadow: 0 4px 20px rgba(0,0,0,.08); padding: 24px; }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .muted { color: #616e7c; font-size: .9rem; }
  ul { list-style: none; padding: 0; margin: 16px 0; border-top: 1px solid #e4e7eb; }
  li { display: flex; justify-content: space-between; gap: 12px; padding: 10px 0; border-bottom: 1px solid #e4e7eb; }
  li > span:last-child { white-space: nowrap; }
  .row { display: flex; justify-content: space-between; gap: 12px; margin: 8px 0; }
  .total { display: flex; justify-content: space-between; font-weight: 700; font-size: 1.1rem; margin: 16px 0 24px; }
  button.pay { width: 100%; padding: 14px; border: 0; border-radius: 8px; background: #15803d; color: #fff; font-size: 1rem; font-weight: 700; cursor: pointer; }
  button.link { background: none; border: 0; color: #616e7c; text-decoration: underline; cursor: pointer; font-size: .95rem; margin-top: 12px; padding: 4px; }
  a { color: #1d4ed8; }
  .center { text-align: center; }
`;

const travellers = (n: number) => `${n} ${n === 1 ? 'traveller' : 'travellers'}`;

function lineOf(item: DemoSessionView['order']['items'][number], currency: Currency): string {
  const detail =
    item.tour_date !== null
      ? `${travellers(item.participants ?? item.quantity)}, ${item.tour_date}`
      : `${item.quantity} × ${formatMoney(item.price, currency)}`;
  return `<li><span>${escapeHtml(item.item_name)}<br><span class="muted">${escapeHtml(detail)}</span></span><span>${escapeHtml(formatMoney(item.line_total, currency))}</span></li>`;
}

/**
 * A product order's total includes its delivery fee (docs/delivery.md), so the fee has its own
 * line above the total, as on the shop's checkout; a tour booking's total is its lines.
 */
function feeLines(order: DemoSessionView['order']): string {
  if (order.kind !== 'product_order') return '';
  const fee = Number(order.delivery_fee) === 0 ? 'Free' : formatMoney(order.delivery_fee, order.currency);
  const row = (label: string, value: string) =>
    `<div class="row"><span>${label}</span><span>${escapeHtml(value)}</span></div>`;
  // docs/discount-codes.md: the code's saving is a line of its own.
  const discount =
    Number(order.discount_amount) > 0
      ? row(
          `Discount (${escapeHtml(order.discount_code ?? '')})`,
          `-${formatMoney(order.discount_amount, order.currency)}`,
        )
      : '';
  return (
    row('Subtotal', formatMoney(order.subtotal, order.currency)) +
    row(order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery', fee) +
    discount
  );
}

/** docs/tours-pricing.md: a booking paid in parts says which part this page charges. */
function partLine(view: DemoSessionView): string {
  const credit = view.order.store_credit_amount ?? '0';
  if (view.charge.purpose === 'full' && Number(credit) > 0) {
    const { currency } = view.order;
    return `<div class="row"><span>Store credit</span><span>${escapeHtml(`-${formatMoney(credit, currency)}`)}</span></div>
    <div class="row"><span>Due now</span><span>${escapeHtml(formatMoney(view.charge.amount, currency))}</span></div>`;
  }
  if (view.charge.purpose === 'full') return '';
  const label = view.charge.purpose === 'deposit' ? 'Deposit due now' : 'Balance due now';
  const amount = formatMoney(view.charge.amount, view.order.currency);
  return `<div class="row"><span>${label}</span><span>${escapeHtml(amount)}</span></div>`;
}

function body(view: DemoSessionView): string {
  const { order, sessionId } = view;
  const base = `/api/payments/demo/${encodeURIComponent(sessionId)}`;
  const summary = `
    <h1>Order ${escapeHtml(order.order_id)}</h1>
    <p class="muted">Demo checkout: no card is needed and no money moves.</p>
    <ul>${order.items.map((item) => lineOf(item, order.currency)).join('')}</ul>${feeLines(order)}
    <div class="total"><span>Total</span><span>${escapeHtml(formatMoney(order.total_amount, order.currency))}</span></div>${partLine(view)}`;
  // The session's own amount: a deposit, a balance, or what store credit left (docs/store-credit.md).
  const charged = formatMoney(view.charge.amount, order.currency);
  switch (view.state) {
    case 'open':
      return `${summary}
        <form method="post" action="${base}/pay/"><button class="pay" type="submit">Pay ${escapeHtml(charged)}</button></form>
        <form method="post" action="${base}/cancel/" class="center"><button class="link" type="submit">Cancel and return to the shop</button></form>`;
    case 'completed':
      return `${summary}<p class="center">This checkout has been paid.</p>
        <p class="center"><a href="${escapeHtml(view.successUrl)}">Continue</a></p>`;
    case 'cancelled':
      return `${summary}<p class="center">This checkout was cancelled. Nothing was charged.</p>
        <p class="center"><a href="${escapeHtml(view.cancelUrl)}">Return to the shop</a></p>`;
    case 'expired':
      return `${summary}<p class="center">This checkout has expired or the order can no longer be paid. Nothing was charged.</p>
        <p class="center"><a href="${escapeHtml(view.cancelUrl)}">Return to the shop</a></p>`;
    case 'disabled':
      return `${summary}<p class="center">${escapeHtml(DEMO_DISABLED_MESSAGE)}</p>
        <p class="center"><a href="${escapeHtml(view.cancelUrl)}">Return to the shop</a></p>`;
  }
}

/** The demo provider's hosted checkout: plain forms, no script, so it works under a strict CSP. */
export function renderDemoPage(view: DemoSessionView): string {
  return testModePage('Demo checkout', 'demo payment, no real money is charged', body(view));
}

/** A TEST MODE page of the demo provider around `card`, an HTML fragment already escaped. */
export function testModePage(title: string, banner: string, card: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>TEST MODE – ${title}</title>
<style>${DEMO_PAGE_STYLE}</style>
</head>
<body>
<div class="banner">TEST MODE – ${banner}</div>
<main><div class="card">${card}</div></main>
</body>
</html>`;
}

export function renderDemoNotFound(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>TEST MODE – Checkout not found</title><style>${DEMO_PAGE_STYLE}</style></head>
<body><div class="banner">TEST MODE</div><main><div class="card"><h1>Checkout not found</h1><p class="muted">This checkout link is not valid.</p></div></main></body>
</html>`;
}
