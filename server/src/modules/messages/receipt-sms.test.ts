import type { Locale } from '@shop/contract/locale';
import type { Order } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { receiptLinks } from '#server/modules/receipts/receipt-links.ts';
import { textsIn } from './message-texts';
import { fillLinks, RECEIPT_LINK_MARK, SHOP_URL_MARK } from './outbox';
import { orderPaidEmail } from './templates/order-emails';
import { balancePaidSms, bookingConfirmedSms, orderPaidSms } from './templates/order-sms';

/**
 * GSM 03.38's default alphabet, in which one SMS holds 160 characters (the extension's ^{}\[~]|€
 * take two each and are left out: none of them belongs in these texts). A character outside it
 * makes the whole text UCS-2, 70 characters an SMS.
 */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

/** The longest figures the shop's texts carry: a seven-digit payment id, an eight-figure total. */
const laptopOrder = {
  order_id: 'FUR-7K2M9Q',
  total_amount: '12500000.00',
  subtotal: '12500000.00',
  delivery_fee: '0.00',
  discount_amount: '0.00',
  currency: 'TZS',
  user: { username: 'asha', email: 'asha@example.com', profile: { full_name: 'Asha Mwinyi' } },
  items: [],
} as unknown as Order;
const tourOrder = {
  order_id: 'IGS-7K2M9Q',
  total_amount: '123456.00',
  currency: 'USD',
  items: [
    {
      item_name: 'Serengeti & Ngorongoro "Great Migration" 7-day luxury camping safari – 2027',
      participants: 12,
      quantity: 12,
      tour_date: '2027-01-15',
      tour: { title: 'Serengeti & Ngorongoro "Great Migration" 7-day luxury camping safari – 2027' },
    },
  ],
} as unknown as Order;

/** The texts a payment's SMS can carry its receipt in, filled as the outbox sends them from `shopUrl`. */
function sent(locale: Locale, shopUrl: string | undefined) {
  const tx = textsIn(locale);
  const receipt = receiptLinks('secret', shopUrl).urlOf('payment:1234567', locale);
  const fill = (text: string) => fillLinks(text, { receipt, shopUrl });
  const voucher = `${SHOP_URL_MARK}${locale === 'sw' ? '/sw' : ''}/vouchers/1234567`;
  return {
    paid: fill(orderPaidSms(tx, laptopOrder, RECEIPT_LINK_MARK)),
    balance: fill(balancePaidSms(tx, tourOrder, RECEIPT_LINK_MARK)),
    booked: fill(bookingConfirmedSms(tx, tourOrder, RECEIPT_LINK_MARK)),
    bookedWithVoucher: fill(bookingConfirmedSms(tx, tourOrder, RECEIPT_LINK_MARK, voucher)),
  };
}

describe("a payment's SMS with its receipt", () => {
  it.each(['en', 'sw'] as const)('fits one 160-character GSM-7 SMS (%s), the link whole', (locale) => {
    // docs/receipts.md: one link fits with an address of up to 40 characters.
    const shopUrl = 'https://www.igsum-and-fursa-stores.co.tz';
    const texts = sent(locale, shopUrl);
    for (const text of [texts.paid, texts.balance, texts.booked]) {
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).toMatch(GSM7);
      expect(text).toMatch(
        / (Receipt|Risiti): https:\/\/www\.igsum-and-fursa-stores\.co\.tz\/(sw\/)?receipt\/p1234567-[\w-]{22}$/,
      );
    }
    expect(texts.booked).toContain('IGS-7K2M9Q');
    // Two links, the voucher's and the receipt's, fit one SMS from an address of up to 19 characters.
    const both = sent(locale, 'https://igsum.co.tz').bookedWithVoucher;
    expect(both.length).toBeLessThanOrEqual(160);
    expect(both).toMatch(GSM7);
    expect(both).toMatch(/\/vouchers\/1234567 /);
  });

  it('leaves the receipt out, not "Receipt: " with nothing, when sent without a public address', () => {
    for (const locale of ['en', 'sw'] as const) {
      const texts = sent(locale, undefined);
      expect(texts.paid).toBe(
        locale === 'en'
          ? 'FURSA: TSh 12,500,000 received for order FUR-7K2M9Q.'
          : 'FURSA: Tumepokea TSh 12,500,000 kwa oda FUR-7K2M9Q.',
      );
      for (const text of Object.values(texts)) {
        expect(text).not.toMatch(/Receipt|Risiti|Voucher|Vocha|\{\{|:\s*$/);
      }
    }
    // The e-mail's button to the receipt too: no link, no button.
    const mail = orderPaidEmail(textsIn('en'), laptopOrder, RECEIPT_LINK_MARK);
    const withoutLink = fillLinks(mail.html, { receipt: null, shopUrl: undefined });
    expect(withoutLink).not.toContain('Your receipt');
    expect(withoutLink).not.toContain('href=""');
    expect(fillLinks(mail.text, { receipt: null, shopUrl: undefined })).not.toContain('Your receipt');
    expect(
      fillLinks(mail.text, { receipt: 'https://shop.example/receipt/p1-x', shopUrl: undefined }),
    ).toContain('Your receipt: open, print or keep it: https://shop.example/receipt/p1-x');
  });
});
