import { maskMsisdn } from '@shop/contract/mobile-money';
import { formatMoney } from '@shop/contract/money-format';
import { escapeHtml, testModePage } from '#server/modules/payments/demo-page.ts';
import type { DemoPush } from './demo-push';

/** The demo phone of attempt `reference`, as a path on the shop. */
export function demoPhonePath(reference: string): string {
  return `/api/payments/demo/phone/${encodeURIComponent(reference)}/`;
}

function body(push: DemoPush | undefined): string {
  if (!push) return '<h1>Payment not found</h1><p class="muted">This demo phone link is not valid.</p>';
  const base = demoPhonePath(push.reference);
  const amount = escapeHtml(formatMoney(push.amountTzs, 'TZS'));
  const summary = `
    <h1>Mobile money request</h1>
    <p class="muted">Demo phone ${escapeHtml(maskMsisdn(push.msisdn))}: no money moves.</p>
    <ul><li><span>${escapeHtml(push.description)}</span><span>${amount}</span></li></ul>
    <div class="total"><span>Pay</span><span>${amount}</span></div>`;
  switch (push.state) {
    case 'pending':
      return `${summary}
        <form method="post" action="${base}approve/"><button class="pay" type="submit">Approve ${amount}</button></form>
        <form method="post" action="${base}decline/" class="center"><button class="link" type="submit">Decline</button></form>`;
    case 'approved':
      return `${summary}<p class="center">Approved. Go back to the shop: its page follows the payment by itself.</p>`;
    case 'declined':
      return `${summary}<p class="center">Declined. Nothing was charged.</p>`;
    case 'cancelled':
      return `${summary}<p class="center">The shop withdrew this request. Nothing was charged.</p>`;
    case 'timed_out':
      return `${summary}<p class="center">This request timed out. Nothing was charged.</p>`;
  }
}

/** TEST MODE: the phone that receives the demo provider's push; plain forms, no script. */
export function renderDemoPhonePage(push: DemoPush | undefined): string {
  return testModePage('Demo phone', 'demo mobile money, no real money is charged', body(push));
}
