import { describe, expect, it } from 'vitest';
import { loadConfig, paymentWarnings } from './config';

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: undefined,
      admin: { username: 'admin', password: undefined },
      payment: { provider: 'demo' },
      passwordHashCost: { memoryKib: 19_456, passes: 2 },
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'paypal' }],
    ['STRIPE_SECRET_KEY', { PAYMENT_PROVIDER: 'stripe' }],
    ['PASSWORD_HASH_MEMORY_KIB', { PASSWORD_HASH_MEMORY_KIB: '4' }],
    ['PASSWORD_HASH_PASSES', { PASSWORD_HASH_PASSES: '0' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'seven77' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, example.com' }],
    ['STRIPE_API_URL', { STRIPE_API_URL: 'ftp://stripe.example' }],
    ['BOOKING_RATE_LIMIT', { BOOKING_RATE_LIMIT: '0' }],
  ])('names %s when its value is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('chooses Stripe when its key is set', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' }).payment.provider).toBe('stripe');
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    // One proxy in front, never "every hop": that would let a client choose its own address.
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, fd00::/8 ,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('warns at start when production can only take demo payments', () => {
    const [warning, ...more] = paymentWarnings(loadConfig({ NODE_ENV: 'production' }));
    expect(warning).toMatch(/^TEST MODE: .*STRIPE_SECRET_KEY/);
    expect(more).toEqual([]);
    expect(paymentWarnings(loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' }))).toEqual(
      [],
    );
    expect(paymentWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(paymentWarnings(loadConfig({}))).toEqual([]);
  });
});
