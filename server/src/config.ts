import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH } from '@shop/contract/auth';
import { z } from 'zod';

/** argon2id cost: memory in KiB and passes over it; one lane always. */
export type PasswordHashCost = { memoryKib: number; passes: number };

// OWASP's recommended argon2id settings (19 MiB, 2 passes, 1 lane): strong enough against GPU
// guessing while a small shop server can still answer a burst of sign-ins.
export const PRODUCTION_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 19_456, passes: 2 };

const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
const MOBILE_MONEY_PROVIDERS = ['demo', 'clickpesa', 'selcom'] as const;
/** Every setting an aggregator needs; a partial set is a start error naming what is missing. */
const AGGREGATOR_SETTINGS = {
  clickpesa: ['CLICKPESA_CLIENT_ID', 'CLICKPESA_API_KEY', 'CLICKPESA_CHECKSUM_KEY'],
  selcom: ['SELCOM_API_URL', 'SELCOM_API_KEY', 'SELCOM_API_SECRET', 'SELCOM_VENDOR'],
} as const;

/**
 * Every setting, with its description (and, where unset means more than "none", what unset means):
 * docs/configuration.md's table is generated from them (`npm run docs:config`).
 */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8000).describe('HTTP port'),
  HOST: z.string().min(1).default('0.0.0.0').describe('interface to listen on'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('the embedded database, uploaded images and the generated JWT secret'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .meta({
      description:
        '`postgres://user:pass@host:5432/db` to use PostgreSQL, as a shop in production should (docs/deploy.md)',
      unset: 'the embedded PGlite database in `DATA_DIR`',
    }),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      "the shop's public address: links in e-mails and SMS (required for them in production; elsewhere they go to `http://localhost:PORT`, docs/messages.md) and payment return links (unset: the address the customer is on, docs/payments.md)",
    ),
  ADMIN_USERNAME: z
    .string()
    .min(3)
    .max(150)
    .default('admin')
    .describe('the admin created on the first start'),
  ADMIN_EMAIL: z
    .email()
    .default('admin@igsum-fursa.co.tz')
    .describe("that admin's e-mail, where new orders, bookings and contact messages are announced"),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .optional()
    .meta({
      description: "that admin's password (at least 8 characters, as for every new password)",
      unset: 'generated and printed once',
    }),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional().meta({
    description:
      'signs access tokens (at least 32 characters); set it when several API processes serve one shop',
    unset: 'generated once, kept in `DATA_DIR/jwt-secret`',
  }),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional().meta({
    description:
      "`demo` is a built-in test-mode checkout page; `stripe` uses Stripe Checkout. Once `stripe` is the provider, demo checkouts can no longer be paid (409) nor count as paid. While it is `demo`, mobile-money payments go through the demo provider, whose test-mode page plays the customer's phone (docs/payments.md)",
    unset: '`demo`, or `stripe` when `STRIPE_SECRET_KEY` is set',
  }),
  STRIPE_SECRET_KEY: z
    .string()
    .startsWith('sk_', 'must start with sk_')
    .optional()
    .describe('Stripe secret key (`sk_...`)'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must start with whsec_')
    .optional()
    .describe('Stripe webhook signing secret (`whsec_...`) for `POST /api/payments/stripe/webhook/`'),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      description: "another address for Stripe's API, such as a local stand-in (stripe-mock)",
      unset: 'Stripe itself',
    }),
  CLICKPESA_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .describe("ClickPesa application's client ID, for mobile money through ClickPesa (docs/payments.md)"),
  CLICKPESA_API_KEY: z.string().min(1).optional().describe("that application's API key"),
  CLICKPESA_CHECKSUM_KEY: z
    .string()
    .min(1)
    .optional()
    .describe("that application's checksum key: signs requests to ClickPesa and verifies its webhooks"),
  CLICKPESA_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      description: "another address for ClickPesa's API, such as a local stand-in",
      unset: '`https://api.clickpesa.com/third-parties`',
    }),
  CLICKPESA_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(120_000)
    .default(15_000)
    .describe(
      'how long one request to ClickPesa may take (1000 to 120000 ms) before it counts as a temporary failure',
    ),
  // http only for a stand-in on this machine: Selcom's gateway is https.
  SELCOM_API_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => url.startsWith('https:') || isLoopbackUrl(url), 'must be https')
    .optional()
    .describe(
      'Selcom\'s API gateway address (https, or http on this machine for a stand-in; without `/v1`), as Selcom gives it at onboarding (docs/payments.md, "Selcom (mobile money)")',
    ),
  SELCOM_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe("Selcom API key, sent base64 in every request's `Authorization`"),
  SELCOM_API_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe('Selcom API secret: signs every request and checks every callback (HMAC-SHA256)'),
  SELCOM_VENDOR: z.string().min(1).optional().describe("the merchant's vendor id (till) Selcom allocates"),
  SELCOM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(120_000)
    .default(15_000)
    .describe(
      'how long one Selcom request may take (1000 to 120000 ms) before it counts as a temporary failure',
    ),
  SELCOM_BUYER_EMAIL: z
    .email()
    .optional()
    .meta({ description: 'the buyer e-mail Selcom requires on every order', unset: '`ADMIN_EMAIL`' }),
  MOBILE_MONEY_PROVIDER: z.enum(MOBILE_MONEY_PROVIDERS).optional().meta({
    description:
      "`demo`, `clickpesa` or `selcom`: who takes new mobile-money pushes; required when both aggregators are configured. A partial set of one aggregator's settings stops the start, naming what is missing (docs/payments.md)",
    unset: 'the one aggregator configured, else `demo`',
  }),
  // 0: no background pass in this process (tests run it by hand).
  MOBILE_MONEY_RECONCILE_SECONDS: z.coerce
    .number()
    .int()
    .max(3_600)
    .refine((s) => s === 0 || s >= 5, 'must be 0 (off) or 5 to 3600 seconds')
    .default(30)
    .describe(
      'how often each server process asks about pending mobile-money payments and expires old ones (5 to 3600; 0: never)',
    ),
  // http only for a stand-in on this machine: TRA's addresses are https.
  VFD_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => url.startsWith('https:') || isLoopbackUrl(url), 'must be https')
    .optional()
    .meta({
      description:
        "TRA's VFD API: `https://vfd.tra.go.tz` (production) or `https://virtual.tra.go.tz/efdmsRctApi` (TRA's test system). With the other `VFD_` settings and `npm run vfd:register` done once, every receipt is a fiscal receipt sent to TRA (docs/receipts.md)",
      unset: 'receipts are numbered and marked "not a fiscal receipt"; nothing goes to TRA',
    }),
  VFD_TIN: z
    .string()
    .regex(/^\d{9}$/, 'must be the 9 digits of the TIN')
    .optional()
    .describe("the shop's TIN, as registered with TRA (required with `VFD_URL`)"),
  VFD_CERT_FILE: z
    .string()
    .min(1)
    .optional()
    .describe('the `.pfx` certificate TRA issued, which signs every message (required with `VFD_URL`)'),
  VFD_CERT_PASSWORD: z
    .string()
    .min(1)
    .optional()
    .describe("that certificate's password (required with `VFD_URL`)"),
  VFD_CERT_SERIAL: z
    .string()
    .min(1)
    .optional()
    .describe("that certificate's serial, as TRA gave it (required with `VFD_URL`)"),
  // 0: no VFD pass in this process (tests run it by hand).
  VFD_POLL_SECONDS: z.coerce
    .number()
    .min(0)
    .max(3_600)
    .default(10)
    .describe(
      'how often each server process sends TRA the fiscal receipts not yet acknowledged, in order (0: never)',
    ),
  // 0: no refund pass in this process (tests run it by hand).
  REFUND_POLL_SECONDS: z.coerce
    .number()
    .min(0)
    .max(3_600)
    .default(15)
    .describe(
      'how often each server process sends requested refunds to their providers and follows those pending there (docs/refunds.md; 0: never)',
    ),
  VFD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(120_000)
    .default(30_000)
    .describe(
      'how long one request to TRA may take (1000 to 120000 ms) before it counts as failed and is tried again',
    ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must look like smtp://user:pass@host:587 or smtps://...' })
    .optional()
    .meta({
      description:
        "the SMTP server that sends the shop's e-mails, `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465` (docs/messages.md)",
      unset: 'e-mails are written as `.eml` files under `DATA_DIR/mail/`',
    }),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('IGSUM & FURSA <no-reply@igsum-fursa.co.tz>')
    .describe('the sender of every e-mail'),
  PRIVACY_OFFICER_NAME: z.string().trim().min(1).max(120).optional().meta({
    description: "the data protection officer's name, on the privacy notice (docs/privacy.md)",
    unset: 'the notice names no person, only the address',
  }),
  PRIVACY_OFFICER_EMAIL: z.email().optional().meta({
    description: 'where customers write about their personal data, on the privacy notice (docs/privacy.md)',
    unset: '`ADMIN_EMAIL`',
  }),
  PDPC_REGISTRATION: z.string().trim().min(1).max(60).optional().meta({
    description:
      "the shop's registration number with the Personal Data Protection Commission, on the privacy notice",
    unset: 'the notice gives none',
  }),
  AT_USERNAME: z.string().min(1).optional().meta({
    description: "Africa's Talking username; `sandbox` sends through their sandbox",
    unset: 'no SMS',
  }),
  AT_API_KEY: z.string().min(1).optional().describe("that account's API key (required with `AT_USERNAME`)"),
  AT_SENDER_ID: z.string().min(1).max(11).optional().meta({
    description: "the alphanumeric sender id (at most 11 characters) registered with Africa's Talking",
    unset: "Africa's Talking's shared sender",
  }),
  AT_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      description: 'another address for their messaging API, such as a local stand-in',
      unset: "Africa's Talking's live or sandbox host",
    }),
  // 0: no outbox worker in this process (tests send by hand).
  OUTBOX_POLL_SECONDS: z.coerce
    .number()
    .min(0)
    .max(3_600)
    .default(2)
    .describe('how often each server process sends the e-mails and SMS that are due (0: never)'),
  WEB_DIST_DIR: z.string().min(1).optional().meta({
    description: 'the built web app the server serves (without a build it serves the API alone)',
    unset: '`web/dist`',
  }),
  FORM_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(20)
    .describe(
      'contact messages, newsletter sign-ups, account sign-ups and profile updates, each counted separately, accepted per client IP per hour (then 429)',
    ),
  BOOKING_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(10)
    .describe(
      "tour bookings, and laptop checkouts (counted apart), accepted per customer per hour, and ten times that per IP (many phones share a carrier's address), counted in the database (then 429)",
    ),
  // 0: expired holds are released only when orders, seats or a checkout are read (tests sweep by hand).
  HOLD_SWEEP_SECONDS: z.coerce
    .number()
    .min(0)
    .max(3_600)
    .default(30)
    .describe('how often each API process releases expired holds of unpaid orders (docs/stock.md); 0: never'),
  // docs/messages.md, "Alerts": 0: no alert pass in this process (tests run it by hand).
  ALERT_CHECK_SECONDS: z.coerce
    .number()
    .min(0)
    .max(3_600)
    .default(30)
    .describe(
      "how often each server process looks for the admins' alerts: sold out, and each morning low stock and yesterday's summary (0: never; docs/messages.md)",
    ),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform(parseTrustProxy)
    .describe(
      "which `X-Forwarded-For` entries give the client IP (used to limit password guessing and the forms): `false` none, the socket's address counts; `true` or `1` one reverse proxy in front, so the entry it added counts; `2`, `3`, ... that many proxies; or the proxies' addresses and CIDR networks, comma-separated (`10.0.0.0/8,loopback`), the safest choice because a hop count also believes a client that reaches the server directly. Never every hop: the client writes the first entry itself",
    ),
  NODE_ENV: z
    .string()
    .optional()
    .describe(
      '`production` with only the demo provider logs a TEST MODE warning at start and shows a "Test mode: no real payments" banner on every page (docs/payments.md); `production` also logs at start what `npm run doctor` lists (docs/deploy.md)',
    ),
  INSTANCE_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, dots, dashes and underscores, at most 64')
    .optional()
    .describe('names this process in an `X-Served-By` header on every answer Fastify sends (docs/deploy.md)'),
  TEST_ROUTES: z
    .enum(['true', 'false'])
    .default('false')
    .describe(
      "`true`: the browser tests' own routes (an admin's token): `POST /api/admin/test/reminders/` runs the reminders pass and then the outbox at the time it is given (docs/reminders.md), and `POST /api/admin/test/returns/orders/{id}/received/` moves an order's received day (docs/returns.md). Refused with `NODE_ENV=production`",
    ),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .describe('`false`: the first start creates the admin without the demo catalogue'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional().meta({
    description:
      'bearer token of the Prometheus metrics at `/api/metrics/` (at least 16 characters; docs/observability.md)',
    unset: 'no metrics (404)',
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level (`silent` to turn logs off)'),
  // argon2 accepts 8 KiB and one pass at the least; the test suite uses them to keep sign-ups cheap.
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(8)
    .max(4_194_304)
    .default(PRODUCTION_PASSWORD_HASH_COST.memoryKib)
    .describe('argon2id memory per new password hash, in KiB; lower only for tests'),
  PASSWORD_HASH_PASSES: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(PRODUCTION_PASSWORD_HASH_COST.passes)
    .describe('argon2id passes per new password hash; lower only for tests'),
  // docs/backups.md: the daily backup's local time, or `off`; unset, it runs at 03:00 on the embedded database only.
  BACKUP_TIME: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be HH:MM (24-hour, local time) or off')
    .optional()
    .meta({
      description: 'local time of the daily backup (`HH:MM`), or `off` (docs/backups.md)',
      unset: '`03:00` on the embedded database, `off` on PostgreSQL',
    }),
  BACKUP_DIR: z
    .string()
    .min(1)
    .default('./backups')
    .describe(
      'where backups are written and thinned to 7 daily, 4 weekly, 12 monthly; put it on another disk',
    ),
  BACKUP_S3_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      description:
        'a bucket (and folder) URL of S3 or an S3-compatible store, `https://s3.eu-central-1.amazonaws.com/my-bucket/shop/`; each backup is copied there',
      unset: 'no copy',
    }),
  BACKUP_S3_ACCESS_KEY_ID: z
    .string()
    .min(1)
    .optional()
    .describe("that store's access key id (required with `BACKUP_S3_URL`)"),
  BACKUP_S3_SECRET_ACCESS_KEY: z
    .string()
    .min(1)
    .optional()
    .describe("that store's secret access key (required with `BACKUP_S3_URL`)"),
  BACKUP_S3_REGION: z.string().min(1).default('us-east-1').describe('the region the keys sign for'),
  UPLOADS_S3_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      description:
        'a bucket (and folder) URL of S3 or an S3-compatible store for uploaded images, so every API process serves them; `npm run uploads:to-s3` copies the local ones there (docs/uploads.md)',
      unset: '`DATA_DIR/uploads/`',
    }),
  UPLOADS_S3_ACCESS_KEY_ID: z
    .string()
    .min(1)
    .optional()
    .describe("that store's access key id (required with `UPLOADS_S3_URL`)"),
  UPLOADS_S3_SECRET_ACCESS_KEY: z
    .string()
    .min(1)
    .optional()
    .describe("that store's secret access key (required with `UPLOADS_S3_URL`)"),
  UPLOADS_S3_REGION: z
    .string()
    .min(1)
    .default('us-east-1')
    .describe('the region the keys sign for (`auto` on R2)'),
  UPLOADS_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      description: 'where the bucket is served directly or through a CDN; `/media/<name>` redirects there',
      unset: 'the shop serves `/media/` from the bucket',
    }),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Unset: links back from a payment use the address the customer is on (docs/payments.md). */
  publicUrl: string | undefined;
  /**
   * docs/messages.md, "Links in messages": the address e-mails and SMS link to. PUBLIC_URL; outside
   * production without it, this server on localhost; in production without it, none, and no
   * message that needs a link is sent. Never a request's Host, which the requester writes.
   */
  linkBaseUrl: string | undefined;
  admin: { username: string; email: string; password: string | undefined };
  jwtSecret: string | undefined;
  payment: {
    provider: (typeof PAYMENT_PROVIDERS)[number];
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    /**
     * Production with only the demo provider: no money can be taken, so the server warns at
     * start and every page says so. Outside production the demo checkout page says it alone.
     */
    testModeInProduction: boolean;
    /** Another address for Stripe's API (a stand-in such as stripe-mock); unset: Stripe itself. */
    stripeApiUrl: string | undefined;
  };
  mobileMoney: MobileMoneyConfig;
  /** docs/receipts.md: TRA's VFD; unset, receipts are numbered but not fiscal. */
  vfd: VfdConfig | undefined;
  /** How often the VFD worker sends what TRA has not acknowledged; 0: never (tests call it themselves). */
  vfdPollSeconds: number;
  /** docs/refunds.md: how often the refund pass runs; 0: never. */
  refundPollSeconds: number;
  messages: MessagesConfig;
  /** Contact messages and newsletter sign-ups accepted per IP and hour, each, against spam. */
  formRateLimitPerHour: number;
  /** Tour bookings, and laptop checkouts, accepted per customer and hour, each; an IP, shared by many phones behind one carrier address, gets ten times that. */
  bookingRateLimitPerHour: number;
  /** How often expired holds of unpaid orders are released in the background (docs/stock.md); 0: never. */
  holdSweepSeconds: number;
  /** How often the admins' alerts are looked for (docs/messages.md, "Alerts"); 0: never. */
  alertCheckSeconds: number;
  /**
   * Which X-Forwarded-For entries to believe: none (false), the last `n` hops, or those added by
   * the named proxy addresses and networks. Client IPs slow down password guessing.
   */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** argon2id cost of new password hashes; lowered only by the test suite. */
  passwordHashCost: PasswordHashCost;
  /** NODE_ENV=production: the start logs what the doctor finds (docs/deploy.md). */
  production: boolean;
  /** docs/deploy.md: names this process in an `X-Served-By` header, to see which one answered behind a load balancer. */
  instanceName: string | undefined;
  /** Whether the first start loads the demo catalogue; the admin is created either way. */
  seedDemo: boolean;
  /** docs/reminders.md: the browser tests' route that runs the reminders at a time they name; never in production. */
  testRoutes: boolean;
  /** docs/observability.md: the bearer token of /api/metrics/; unset, there are no metrics (404). */
  metricsToken: string | undefined;
  /** docs/privacy.md, "The privacy notice": who customers write to, and the Commission's registration. */
  privacy: { officerName: string | undefined; officerEmail: string; registration: string | undefined };
  /** Where the built web app lives; main.ts drops it when there is no build, leaving the API alone. */
  webDistDir: string | undefined;
  backups: BackupConfig;
  uploads: UploadsConfig;
};

/** A bucket (and folder) URL of S3 or an S3-compatible store, with the keys that sign its requests. */
export type S3Bucket = { url: string; accessKeyId: string; secretAccessKey: string; region: string };

/** docs/uploads.md, "Where images live" */
export type UploadsConfig = {
  /** Unset: uploads live under DATA_DIR/uploads/. */
  s3: S3Bucket | undefined;
  /** Where the bucket is served directly (or through a CDN): /media/<name> redirects there. */
  publicUrl: string | undefined;
};

/** docs/backups.md */
export type BackupConfig = {
  /** Where archives are written and pruned. */
  dir: string;
  /** Local time of the daily backup; undefined: no scheduled backup in this process. */
  daily: { hour: number; minute: number } | undefined;
  /** Where each archive is copied: a bucket (and folder) URL of S3 or an S3-compatible store. */
  s3: S3Bucket | undefined;
};

/** docs/payments.md, "Mobile money": which aggregator takes new pushes, and how to reach each one set up. */
export type MobileMoneyConfig = {
  /** `demo` takes pushes only while PAYMENT_PROVIDER is demo; otherwise the shop takes no mobile money. */
  provider: (typeof MOBILE_MONEY_PROVIDERS)[number];
  /** No API address: ClickPesa's own. */
  clickpesa: (Omit<ClickPesaConfig, 'apiUrl'> & { apiUrl: string | undefined }) | undefined;
  /** Selcom requires a buyer e-mail on every order: SELCOM_BUYER_EMAIL, else the admin's. */
  selcom: SelcomConfig | undefined;
  /** How often pending attempts are asked about in the background, and expired; 0: never. */
  reconcileSeconds: number;
};

/** docs/messages.md */
export type MessagesConfig = {
  /** Unset: e-mails are written as .eml files under DATA_DIR/mail/. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Africa's Talking; unset: no SMS is queued. Username `sandbox` means their sandbox. */
  sms:
    | { username: string; apiKey: string; senderId: string | undefined; apiUrl: string | undefined }
    | undefined;
  /** How often the outbox worker looks for due messages; 0: never (tests call it themselves). */
  pollSeconds: number;
  /** Where new orders, bookings and contact messages are announced. */
  adminEmail: string;
};

export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 32;

/**
 * `true` means one proxy, not "trust every hop": with every hop trusted, the client IP is
 * whatever the client itself writes first in X-Forwarded-For.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d{1,3}$/.test(v) && Number(v) <= MAX_PROXY_HOPS) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `must be false, true (one proxy), a hop count up to ${MAX_PROXY_HOPS}, or proxy addresses and CIDR networks separated by commas`,
  });
  return z.NEVER;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export class ConfigError extends Error {}

/** Reads every setting once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "unset", as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const provider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
  if (provider === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw configError('STRIPE_SECRET_KEY', 'required when PAYMENT_PROVIDER is stripe');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    linkBaseUrl:
      e.PUBLIC_URL?.replace(/\/$/, '') ??
      (e.NODE_ENV === 'production' ? undefined : `http://localhost:${e.PORT}`),
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    jwtSecret: e.JWT_SECRET,
    payment: {
      provider,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL,
      testModeInProduction: provider === 'demo' && e.NODE_ENV === 'production',
    },
    mobileMoney: mobileMoneyConfig(e),
    vfd: vfdConfig(e),
    vfdPollSeconds: e.VFD_POLL_SECONDS,
    refundPollSeconds: e.REFUND_POLL_SECONDS,
    messages: messagesConfig(e),
    formRateLimitPerHour: e.FORM_RATE_LIMIT,
    bookingRateLimitPerHour: e.BOOKING_RATE_LIMIT,
    holdSweepSeconds: e.HOLD_SWEEP_SECONDS,
    alertCheckSeconds: e.ALERT_CHECK_SECONDS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    passwordHashCost: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES },
    privacy: {
      officerName: e.PRIVACY_OFFICER_NAME,
      officerEmail: e.PRIVACY_OFFICER_EMAIL ?? e.ADMIN_EMAIL,
      registration: e.PDPC_REGISTRATION,
    },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    metricsToken: e.METRICS_TOKEN,
    seedDemo: e.SEED_DEMO === 'true',
    testRoutes: testRoutes(e),
    instanceName: e.INSTANCE_NAME,
    production: e.NODE_ENV === 'production',
    backups: backupConfig(e),
    uploads: uploadsConfig(e),
  };
}

/** docs/reminders.md: a route that moves the reminders' clock has no place in a real shop. */
function testRoutes(e: z.infer<typeof EnvSchema>): boolean {
  if (e.TEST_ROUTES !== 'true') return false;
  if (e.NODE_ENV === 'production') throw configError('TEST_ROUTES', 'must not be true in production');
  return true;
}

function backupConfig(e: z.infer<typeof EnvSchema>): BackupConfig {
  // A shop on PostgreSQL usually has its own backups; the embedded database has nothing else.
  const time = e.BACKUP_TIME ?? (e.DATABASE_URL ? 'off' : '03:00');
  const [hour, minute] = time.split(':').map(Number);
  const s3Settings = ['BACKUP_S3_URL', 'BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'] as const;
  const missing = s3Settings.filter((key) => !e[key]);
  if (missing.length > 0 && missing.length < s3Settings.length) {
    throw configError(missing[0]!, `required with ${s3Settings.filter((key) => e[key]).join(', ')}`);
  }
  return {
    dir: path.resolve(e.BACKUP_DIR),
    daily: time === 'off' ? undefined : { hour: hour!, minute: minute! },
    s3:
      missing.length === 0
        ? {
            url: e.BACKUP_S3_URL!.replace(/\/?$/, '/'),
            accessKeyId: e.BACKUP_S3_ACCESS_KEY_ID!,
            secretAccessKey: e.BACKUP_S3_SECRET_ACCESS_KEY!,
            region: e.BACKUP_S3_REGION,
          }
        : undefined,
  };
}

function uploadsConfig(e: z.infer<typeof EnvSchema>): UploadsConfig {
  const s3Settings = ['UPLOADS_S3_URL', 'UPLOADS_S3_ACCESS_KEY_ID', 'UPLOADS_S3_SECRET_ACCESS_KEY'] as const;
  const missing = s3Settings.filter((key) => !e[key]);
  if (missing.length > 0 && missing.length < s3Settings.length) {
    throw configError(missing[0]!, `required with ${s3Settings.filter((key) => e[key]).join(', ')}`);
  }
  if (e.UPLOADS_PUBLIC_URL && missing.length > 0) {
    throw configError('UPLOADS_S3_URL', 'required with UPLOADS_PUBLIC_URL');
  }
  return {
    s3:
      missing.length === 0
        ? {
            url: e.UPLOADS_S3_URL!.replace(/\/?$/, '/'),
            accessKeyId: e.UPLOADS_S3_ACCESS_KEY_ID!,
            secretAccessKey: e.UPLOADS_S3_SECRET_ACCESS_KEY!,
            region: e.UPLOADS_S3_REGION,
          }
        : undefined,
    publicUrl: e.UPLOADS_PUBLIC_URL?.replace(/\/?$/, '/'),
  };
}

function mobileMoneyConfig(e: z.infer<typeof EnvSchema>): MobileMoneyConfig {
  const configured = (Object.keys(AGGREGATOR_SETTINGS) as (keyof typeof AGGREGATOR_SETTINGS)[]).filter(
    (name) => {
      const missing = AGGREGATOR_SETTINGS[name].filter((key) => !e[key]);
      if (missing.length === AGGREGATOR_SETTINGS[name].length) return false;
      if (missing.length > 0) {
        const set = AGGREGATOR_SETTINGS[name].filter((key) => e[key]).join(', ');
        throw configError(missing[0]!, `required with ${set}`);
      }
      return true;
    },
  );
  // docs/payments.md: aggregators call back at the shop's configured address, never one a request names.
  if (e.NODE_ENV === 'production' && configured.length > 0 && !e.PUBLIC_URL) {
    throw configError(
      'PUBLIC_URL',
      `required in production with ${configured.join(' and ')}: its callbacks are addressed to the shop's public address`,
    );
  }
  const chosen = e.MOBILE_MONEY_PROVIDER;
  if (!chosen && configured.length > 1) {
    throw configError(
      'MOBILE_MONEY_PROVIDER',
      `required when both ${configured.join(' and ')} are configured`,
    );
  }
  if (chosen && chosen !== 'demo' && !configured.includes(chosen)) {
    throw configError(AGGREGATOR_SETTINGS[chosen][0], `required when MOBILE_MONEY_PROVIDER is ${chosen}`);
  }
  return {
    provider: chosen ?? configured[0] ?? 'demo',
    clickpesa: configured.includes('clickpesa')
      ? {
          apiUrl: e.CLICKPESA_API_URL,
          clientId: e.CLICKPESA_CLIENT_ID!,
          apiKey: e.CLICKPESA_API_KEY!,
          checksumKey: e.CLICKPESA_CHECKSUM_KEY!,
          timeoutMs: e.CLICKPESA_TIMEOUT_MS,
        }
      : undefined,
    selcom: configured.includes('selcom')
      ? {
          baseUrl: e.SELCOM_API_URL!,
          apiKey: e.SELCOM_API_KEY!,
          apiSecret: e.SELCOM_API_SECRET!,
          vendor: e.SELCOM_VENDOR!,
          buyerEmail: e.SELCOM_BUYER_EMAIL ?? e.ADMIN_EMAIL,
          timeoutMs: e.SELCOM_TIMEOUT_MS,
        }
      : undefined,
    reconcileSeconds: e.MOBILE_MONEY_RECONCILE_SECONDS,
  };
}

const VFD_SETTINGS = ['VFD_URL', 'VFD_TIN', 'VFD_CERT_FILE', 'VFD_CERT_PASSWORD', 'VFD_CERT_SERIAL'] as const;

/** docs/receipts.md: all of the VFD's settings or none; its certificate must be there to read. */
function vfdConfig(e: z.infer<typeof EnvSchema>): VfdConfig | undefined {
  const missing = VFD_SETTINGS.filter((key) => !e[key]);
  if (missing.length === VFD_SETTINGS.length) return undefined;
  if (missing.length > 0) {
    throw configError(missing[0]!, `required with ${VFD_SETTINGS.filter((key) => e[key]).join(', ')}`);
  }
  const certFile = path.resolve(e.VFD_CERT_FILE!);
  if (!fs.existsSync(certFile)) throw configError('VFD_CERT_FILE', `no such file: ${certFile}`);
  return {
    url: e.VFD_URL!.replace(/\/$/, ''),
    tin: e.VFD_TIN!,
    certFile,
    certPassword: e.VFD_CERT_PASSWORD!,
    certSerial: e.VFD_CERT_SERIAL!,
    timeoutMs: e.VFD_TIMEOUT_MS,
  };
}

function messagesConfig(e: z.infer<typeof EnvSchema>): MessagesConfig {
  if (Boolean(e.AT_USERNAME) !== Boolean(e.AT_API_KEY)) {
    throw configError(
      e.AT_USERNAME ? 'AT_API_KEY' : 'AT_USERNAME',
      "Africa's Talking needs both AT_USERNAME and AT_API_KEY",
    );
  }
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms:
      e.AT_USERNAME && e.AT_API_KEY
        ? { username: e.AT_USERNAME, apiKey: e.AT_API_KEY, senderId: e.AT_SENDER_ID, apiUrl: e.AT_API_URL }
        : undefined,
    pollSeconds: e.OUTBOX_POLL_SECONDS,
    adminEmail: e.ADMIN_EMAIL,
  };
}

function configError(variable: string, message: string): ConfigError {
  return new ConfigError(`Invalid configuration:\n  ${variable}: ${message}`);
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** What the start-up log must say about links in messages (docs/messages.md, "Links in messages"). */
export function linkWarnings(config: Pick<Config, 'linkBaseUrl'>): string[] {
  return config.linkBaseUrl
    ? []
    : [
        'PUBLIC_URL is not set: password reset e-mails cannot be sent, since their link must not come from a request. Set PUBLIC_URL to the address customers use (https://shop.example).',
      ];
}

/** What the start-up log must say about payments: a shop in production that cannot take real money. */
export function paymentWarnings(config: Pick<Config, 'payment'>): string[] {
  return config.payment.testModeInProduction
    ? [
        'TEST MODE: production runs the demo payment provider, so customers can "pay" with no money moved. Set STRIPE_SECRET_KEY to take real payments.',
      ]
    : [];
}

/** docs/receipts.md: how to reach TRA's VFD API and sign for the shop. */
export type VfdConfig = {
  /** Base address without a trailing slash: TRA's production or test system, or a stand-in. */
  url: string;
  tin: string;
  /** The .pfx TRA issued, as an absolute path. */
  certFile: string;
  certPassword: string;
  certSerial: string;
  /** How long one request may take before it counts as failed. */
  timeoutMs: number;
};

/** docs/payments.md, "Mobile money": how to reach ClickPesa (mobile-money/clickpesa/client.ts). */
export type ClickPesaConfig = {
  /** Base address, `CLICKPESA_API_URL` (a local stand-in in tests). */
  apiUrl: string;
  clientId: string;
  apiKey: string;
  /** The application's checksum key: signs requests and verifies webhooks. */
  checksumKey: string;
  /** How long one request may take before it counts as a temporary failure. */
  timeoutMs: number;
};

/** docs/payments.md, "Mobile money": how to reach Selcom (mobile-money/selcom/client.ts). */
export type SelcomConfig = {
  /** The API gateway's address without the /v1 path, e.g. https://apigw.selcommobile.com. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The merchant's vendor id (till) Selcom allocates. */
  vendor: string;
  /** Selcom requires a buyer e-mail on every order; the push interface carries none, so the shop's. */
  buyerEmail: string;
  /** How long one request may take before it counts as a temporary failure. */
  timeoutMs: number;
};
