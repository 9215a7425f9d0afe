import path from 'node:path';
import { z } from 'zod';

const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ADMIN_USERNAME: z.string().min(3).max(150).default('admin'),
  ADMIN_EMAIL: z.email().default('admin@igsum-fursa.co.tz'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
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
  /** Contact messages and newsletter sign-ups accepted per IP and hour, each, against spam. */
  formRateLimitPerHour: number;
  /** Tour bookings accepted per customer and hour; an IP, shared by many phones behind one carrier address, gets ten times that. */
  bookingRateLimitPerHour: number;
  /** Behind a reverse proxy, client IPs (used to slow down password guessing) come from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Where the built web app lives; main.ts drops it when there is no build, leaving the API alone. */
  webDistDir: string | undefined;
};

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
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    jwtSecret: e.JWT_SECRET,
    payment: {
      provider,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL,
      testModeInProduction: provider === 'demo' && e.NODE_ENV === 'production',
    },
    formRateLimitPerHour: e.FORM_RATE_LIMIT,
    bookingRateLimitPerHour: e.BOOKING_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
  };
}

/** What the start-up log must say about payments: a shop in production that cannot take real money. */
export function paymentWarnings(config: Pick<Config, 'payment'>): string[] {
  return config.payment.testModeInProduction
    ? [
        'TEST MODE: production runs the demo payment provider, so customers can "pay" with no money moved. Set STRIPE_SECRET_KEY to take real payments.',
      ]
    : [];
}
