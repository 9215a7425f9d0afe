import { describe, expect, it } from 'vitest';
import { paymentMethodName } from './payment-method-names';

const card = { method: 'card', demo: false, amount: '10.00', currency: 'USD' } as const;

describe('paymentMethodName', () => {
  it.each([
    ['credit_card', null, 'Card'],
    ['stripe', null, 'Card'],
    ['demo', null, 'Card (demo)'],
    ['mobile_money', null, 'Mobile money'],
    ['cash_on_delivery', null, 'Cash on delivery'],
    ['credit_card', { ...card, demo: true }, 'Card (demo)'],
    // A tour booked with the card provider and paid by a mobile-money push.
    ['demo', { ...card, method: 'mobile_money', currency: 'TZS' }, 'Mobile money'],
    ['stripe', card, 'Card'],
  ] as const)('names %s paid by %o "%s"', (payment_method, payment, name) => {
    expect(paymentMethodName({ payment_method, payment })).toBe(name);
  });

  it('names an order paid in full with store credit "Store credit", a part-paid one by its payment', () => {
    const paid = {
      payment_method: 'credit_card',
      payment_status: 'paid',
      store_credit_amount: '500.00',
    } as const;
    expect(paymentMethodName({ ...paid, payment: null })).toBe('Store credit');
    expect(paymentMethodName({ ...paid, payment: card })).toBe('Card');
    expect(paymentMethodName({ ...paid, payment: null, payment_status: 'pending' })).toBe('Card');
  });
});
