import { describe, expect, it } from 'vitest';
import { addressKey } from './client-ip';

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:1:2:3', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it.each([['9'.repeat(80)], ['203.0.113.9:443'], [''], ['unknown'], ['1.2.3.4, 5.6.7.8']])(
    'refuses %s, which is no IP address',
    (address) => {
      expect(addressKey(address)).toBeNull();
    },
  );
});
