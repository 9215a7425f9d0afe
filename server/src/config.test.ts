import path from 'node:path';
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
      mobileMoney: { provider: 'demo', clickpesa: undefined, selcom: undefined, reconcileSeconds: 30 },
      passwordHashCost: { memoryKib: 19_456, passes: 2 },
      messages: { smtpUrl: undefined, sms: undefined, pollSeconds: 2, adminEmail: 'admin@igsum-fursa.co.tz' },
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
    ['MOBILE_MONEY_PROVIDER', { MOBILE_MONEY_PROVIDER: 'mpesa' }],
    ['MOBILE_MONEY_RECONCILE_SECONDS', { MOBILE_MONEY_RECONCILE_SECONDS: '3' }],
    ['SELCOM_API_URL', { SELCOM_API_URL: 'http://apigw.selcom.example' }],
    ['SELCOM_BUYER_EMAIL', { SELCOM_BUYER_EMAIL: 'not an address' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['AT_API_KEY', { AT_USERNAME: 'sandbox' }],
    ['AT_USERNAME', { AT_API_KEY: 'key' }],
    ['OUTBOX_POLL_SECONDS', { OUTBOX_POLL_SECONDS: '-1' }],
    ['BACKUP_TIME', { BACKUP_TIME: '25:00' }],
    [
      'BACKUP_S3_SECRET_ACCESS_KEY',
      { BACKUP_S3_URL: 'https://s3.example/bucket', BACKUP_S3_ACCESS_KEY_ID: 'AK' },
    ],
    ['BACKUP_S3_URL', { BACKUP_S3_URL: 'ftp://s3.example/bucket' }],
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

const CLICKPESA = { CLICKPESA_CLIENT_ID: 'IDx', CLICKPESA_API_KEY: 'SKx', CLICKPESA_CHECKSUM_KEY: 'CHKx' };
const SELCOM = {
  SELCOM_API_URL: 'https://apigw.selcom.example',
  SELCOM_API_KEY: 'key',
  SELCOM_API_SECRET: 'secret',
  SELCOM_VENDOR: 'TILL1',
};

describe('backup settings', () => {
  it('back up the embedded database daily at 03:00 by default, and PostgreSQL only when asked', () => {
    expect(loadConfig({}).backups).toEqual({
      dir: path.resolve('backups'),
      daily: { hour: 3, minute: 0 },
      s3: undefined,
    });
    const postgres = { DATABASE_URL: 'postgres://shop@db/shop' };
    expect(loadConfig(postgres).backups.daily).toBeUndefined();
    expect(loadConfig({ ...postgres, BACKUP_TIME: '23:45' }).backups.daily).toEqual({ hour: 23, minute: 45 });
    expect(loadConfig({ BACKUP_TIME: 'off', BACKUP_DIR: '/mnt/other-disk' }).backups).toEqual({
      dir: '/mnt/other-disk',
      daily: undefined,
      s3: undefined,
    });
  });

  it('copy to S3 when the bucket URL and both keys are set', () => {
    const s3 = {
      BACKUP_S3_URL: 'https://s3.eu-central-1.amazonaws.com/shop/daily',
      BACKUP_S3_ACCESS_KEY_ID: 'AK',
    };
    expect(
      loadConfig({ ...s3, BACKUP_S3_SECRET_ACCESS_KEY: 'SK', BACKUP_S3_REGION: 'eu-central-1' }).backups.s3,
    ).toEqual({
      url: 'https://s3.eu-central-1.amazonaws.com/shop/daily/',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      region: 'eu-central-1',
    });
  });
});

describe('upload storage settings', () => {
  const S3 = {
    UPLOADS_S3_URL: 'https://acc.r2.cloudflarestorage.com/shop/media',
    UPLOADS_S3_ACCESS_KEY_ID: 'AK',
    UPLOADS_S3_SECRET_ACCESS_KEY: 'SK',
  };

  it('keep images on the local disk by default', () => {
    expect(loadConfig({}).uploads).toEqual({ s3: undefined, publicUrl: undefined });
  });

  it('put them in the bucket when its URL and both keys are set', () => {
    expect(loadConfig({ ...S3, UPLOADS_S3_REGION: 'auto' }).uploads).toEqual({
      s3: {
        url: 'https://acc.r2.cloudflarestorage.com/shop/media/',
        accessKeyId: 'AK',
        secretAccessKey: 'SK',
        region: 'auto',
      },
      publicUrl: undefined,
    });
    expect(loadConfig({ ...S3, UPLOADS_PUBLIC_URL: 'https://cdn.example/media' }).uploads.publicUrl).toBe(
      'https://cdn.example/media/',
    );
  });

  it.each([
    ['UPLOADS_S3_SECRET_ACCESS_KEY', { ...S3, UPLOADS_S3_SECRET_ACCESS_KEY: '' }],
    ['UPLOADS_S3_URL', { ...S3, UPLOADS_S3_URL: '' }],
    ['UPLOADS_S3_ACCESS_KEY_ID', { UPLOADS_S3_SECRET_ACCESS_KEY: 'SK', UPLOADS_S3_URL: S3.UPLOADS_S3_URL }],
    ['UPLOADS_S3_URL', { UPLOADS_PUBLIC_URL: 'https://cdn.example/media/' }],
    ['UPLOADS_S3_URL', { ...S3, UPLOADS_S3_URL: 'ftp://s3.example/bucket' }],
  ])('a partial set is a start error naming %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
});

describe('mobile money settings', () => {
  it.each([
    ['CLICKPESA_CHECKSUM_KEY', { CLICKPESA_CLIENT_ID: 'IDx', CLICKPESA_API_KEY: 'SKx' }],
    ['CLICKPESA_CLIENT_ID', { CLICKPESA_CHECKSUM_KEY: 'CHKx' }],
    ['SELCOM_VENDOR', { ...SELCOM, SELCOM_VENDOR: '' }],
    ['SELCOM_API_URL', { SELCOM_API_KEY: 'key' }],
  ])('refuses a partial set, naming the missing %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: required with`));
  });

  it('uses the one aggregator configured, or the demo when there is none', () => {
    const clickpesa = loadConfig(CLICKPESA).mobileMoney;
    expect(clickpesa).toMatchObject({
      provider: 'clickpesa',
      clickpesa: {
        clientId: 'IDx',
        apiKey: 'SKx',
        checksumKey: 'CHKx',
        apiUrl: undefined,
        timeoutMs: 15_000,
      },
      selcom: undefined,
    });
    const selcom = loadConfig({ ...SELCOM, ADMIN_EMAIL: 'owner@shop.example' }).mobileMoney;
    expect(selcom).toMatchObject({
      provider: 'selcom',
      clickpesa: undefined,
      selcom: { baseUrl: SELCOM.SELCOM_API_URL, vendor: 'TILL1', buyerEmail: 'owner@shop.example' },
    });
    expect(
      loadConfig({ ...SELCOM, SELCOM_BUYER_EMAIL: 'pay@shop.example' }).mobileMoney.selcom?.buyerEmail,
    ).toBe('pay@shop.example');
    expect(loadConfig({}).mobileMoney.provider).toBe('demo');
  });

  it('needs a choice when both aggregators are configured, and a configured one when chosen', () => {
    expect(() => loadConfig({ ...CLICKPESA, ...SELCOM })).toThrow(
      /MOBILE_MONEY_PROVIDER: required when both/,
    );
    const both = loadConfig({ ...CLICKPESA, ...SELCOM, MOBILE_MONEY_PROVIDER: 'selcom' }).mobileMoney;
    expect(both.provider).toBe('selcom');
    expect(both.clickpesa?.clientId).toBe('IDx');
    expect(loadConfig({ ...CLICKPESA, MOBILE_MONEY_PROVIDER: 'demo' }).mobileMoney.provider).toBe('demo');
    expect(() => loadConfig({ ...CLICKPESA, MOBILE_MONEY_PROVIDER: 'selcom' })).toThrow(
      /SELCOM_API_URL: required when MOBILE_MONEY_PROVIDER is selcom/,
    );
  });

  it('refuses to start in production with an aggregator and no PUBLIC_URL to be called back at', () => {
    for (const aggregator of [CLICKPESA, SELCOM]) {
      expect(() => loadConfig({ ...aggregator, NODE_ENV: 'production' })).toThrow(
        /PUBLIC_URL: required in production with (clickpesa|selcom)/,
      );
      const live = { ...aggregator, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };
      expect(loadConfig(live).publicUrl).toBe('https://shop.example');
    }
    // The demo needs no callback, and development is called back on its own address.
    expect(loadConfig({ NODE_ENV: 'production' }).mobileMoney.provider).toBe('demo');
    expect(loadConfig(SELCOM).publicUrl).toBeUndefined();
  });

  it('takes a stand-in on this machine over http, and the reconcile period', () => {
    const local = loadConfig({
      ...SELCOM,
      SELCOM_API_URL: 'http://127.0.0.1:4010',
      MOBILE_MONEY_RECONCILE_SECONDS: '5',
    });
    expect(local.mobileMoney).toMatchObject({
      selcom: { baseUrl: 'http://127.0.0.1:4010' },
      reconcileSeconds: 5,
    });
  });
});
