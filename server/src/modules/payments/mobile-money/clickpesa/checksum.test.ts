import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, hasValidChecksum, withChecksum } from './checksum';

// Vectors computed apart from this code, with the Python recipe of ClickPesa's checksum page.
const KEY = 'secret-key';
const WEBHOOK = {
  event: 'PAYMENT RECEIVED',
  data: {
    status: 'SUCCESS',
    orderReference: 'ORD123456',
    collectedCurrency: 'TZS',
    collectedAmount: '10000',
    customer: { customerPhoneNumber: '255700000000', customerName: 'John Doe' },
  },
};
const WEBHOOK_CHECKSUM = '65789906632428a5cd2d7b362def231583bb8dbf3c8eb4a5164074f50c9c027d';
const FLAT = { orderReference: 'TX123', amount: '100', currency: 'TZS' };
const FLAT_LEGACY_CHECKSUM = 'a1d734d6cc52bf04e13653b05b87200eb1b068942c2f51111e4d470b13feef80';

describe('ClickPesa checksum', () => {
  it('sorts keys at every level into compact JSON', () => {
    expect(canonicalJson(WEBHOOK)).toBe(
      '{"data":{"collectedAmount":"10000","collectedCurrency":"TZS","customer":{"customerName":"John Doe","customerPhoneNumber":"255700000000"},"orderReference":"ORD123456","status":"SUCCESS"},"event":"PAYMENT RECEIVED"}',
    );
  });

  it('signs with the canonical method', () => {
    expect(withChecksum(KEY, WEBHOOK).checksum).toBe(WEBHOOK_CHECKSUM);
  });

  it('accepts the method the payload names, canonical by default', () => {
    expect(hasValidChecksum(KEY, { ...WEBHOOK, checksum: WEBHOOK_CHECKSUM })).toBe(true);
    expect(
      hasValidChecksum(KEY, { ...WEBHOOK, checksum: WEBHOOK_CHECKSUM, checksumMethod: 'canonical' }),
    ).toBe(true);
    expect(hasValidChecksum(KEY, { ...FLAT, checksum: FLAT_LEGACY_CHECKSUM, checksumMethod: 'legacy' })).toBe(
      true,
    );
  });

  it('refuses another key, a changed value, an unknown method or a legacy checksum over nested fields', () => {
    expect(hasValidChecksum('other-key', { ...WEBHOOK, checksum: WEBHOOK_CHECKSUM })).toBe(false);
    expect(
      hasValidChecksum(KEY, {
        ...WEBHOOK,
        data: { ...WEBHOOK.data, collectedAmount: '100000' },
        checksum: WEBHOOK_CHECKSUM,
      }),
    ).toBe(false);
    expect(hasValidChecksum(KEY, { ...WEBHOOK, checksum: WEBHOOK_CHECKSUM, checksumMethod: 'md5' })).toBe(
      false,
    );
    // What a legacy signer makes of a nested body: the same text whatever the data says.
    const overObjectText = createHmac('sha256', KEY).update('[object Object]PAYMENT RECEIVED').digest('hex');
    expect(hasValidChecksum(KEY, { ...WEBHOOK, checksum: overObjectText, checksumMethod: 'legacy' })).toBe(
      false,
    );
    expect(hasValidChecksum(KEY, { ...WEBHOOK, checksum: 'not-hex' })).toBe(false);
    expect(hasValidChecksum(KEY, WEBHOOK)).toBe(false);
  });
});
