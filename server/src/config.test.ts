import { describe, expect, it } from 'vitest';
import { loadConfig, paymentWarnings } from './config';

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8000',
      admin: { username: 'admin', password: undefined },
      payment: { provider: 'demo' },
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'paypal' }],
    ['STRIPE_SECRET_KEY', { PAYMENT_PROVIDER: 'stripe' }],
    ['STRIPE_API_URL', { STRIPE_API_URL: 'ftp://stripe.example' }],
    ['BOOKING_RATE_LIMIT', { BOOKING_RATE_LIMIT: '0' }],
  ])('names %s when its value is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('chooses Stripe when its key is set', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' }).payment.provider).toBe('stripe');
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
