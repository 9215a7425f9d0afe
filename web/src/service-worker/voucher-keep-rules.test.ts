import { describe, expect, it } from 'vitest';
import { isKeptPage, isVoucherRead, voucherCopyKey } from './keep-rules';

const at = (path: string) => new URL(path, 'https://shop.example');
const jwt = (claims: object) =>
  `Bearer x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe("a customer's voucher in the worker (docs/vouchers-and-check-in.md)", () => {
  it('keeps the voucher read and its page, and nothing else of the account', () => {
    expect(isVoucherRead(at('/api/vouchers/12/'), 'GET')).toBe(true);
    expect(isKeptPage(at('/vouchers/12'), 'navigate', 'GET')).toBe(true);
    for (const path of [
      '/api/vouchers/12/x/',
      '/api/vouchers/abc/',
      '/api/vouchers/',
      '/api/tour-bookings/12/',
    ])
      expect(isVoucherRead(at(path), 'GET'), path).toBe(false);
    expect(isVoucherRead(at('/api/vouchers/12/'), 'POST')).toBe(false);
  });

  it('keys each copy by the signed-in user, so another user of the phone finds none', () => {
    const url = at('/api/vouchers/12/');
    const asa = voucherCopyKey(url, jwt({ sub: '7', typ: 'access' }));
    const juma = voucherCopyKey(url, jwt({ sub: '8', typ: 'access' }));
    expect(asa).toBe('https://shop.example/api/vouchers/12/?user=7');
    expect(juma).not.toBe(asa);
    for (const header of [
      null,
      '',
      'Bearer',
      'Bearer not-a-jwt',
      jwt({ sub: 7 }),
      jwt({ sub: '7 or 1' }),
      'Basic abc',
    ])
      expect(voucherCopyKey(url, header), String(header)).toBeUndefined();
  });
});
