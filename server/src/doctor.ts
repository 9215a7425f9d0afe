import { and, count, eq, inArray, or } from 'drizzle-orm';
import { backupStatus } from './backups/status';
import type { Config } from './config';
import type { Db } from './db/client';
import { products, tours, users } from './db/schema';
import { IGSUM_PRODUCTS } from './db/seed/igsum-products';
import { LAPTOPS } from './db/seed/laptops';
import { TOURS } from './db/seed/tours';
import { passwordHasher } from './modules/auth/passwords';
import { receiptFindings } from './modules/receipts/receipt-findings';

/** docs/deploy.md, "Ready for production": one thing a real shop should not run with, and what to do. */
export type Finding = { check: string; message: string };

/**
 * Passwords an attacker tries first. The shop's own sign-up rule only asks for 8 characters, so
 * an admin can still have one of these; each try is one argon2 verification (~30 ms).
 */
const WEAK_PASSWORDS = [
  'admin123',
  'admin1234',
  'adminadmin',
  'password',
  'password1',
  'password123',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'changeme',
  'letmein1',
  'welcome1',
  'igsumfursa',
  'igsum-fursa',
  'fursa123',
  'igsum123',
];
/** An ADMIN_PASSWORD shorter than this, still the admin's, is weak for the one account that can do everything. */
const STRONG_ADMIN_PASSWORD_LENGTH = 12;

/** What `config` and the database say is not ready for production; none on a configured shop. */
export async function doctorFindings(config: Config, db: Db): Promise<Finding[]> {
  return [
    ...configFindings(config),
    ...(await databaseFindings(config, db)),
    ...(await backupFindings(config, db)),
    ...(await receiptFindings(config.vfd, db)),
  ];
}

/** docs/backups.md: scheduled backups off, or the last one failed, or the last good one is old. */
async function backupFindings(config: Config, db: Db): Promise<Finding[]> {
  const findings: Finding[] = [];
  if (!config.backups.daily) {
    findings.push({
      check: 'backups',
      message:
        'scheduled backups are off (BACKUP_TIME=off, the default on PostgreSQL): set BACKUP_TIME, or be sure the database is backed up another way (docs/backups.md).',
    });
  }
  const status = await backupStatus(db, config.backups.daily !== undefined);
  if (status.state === 'failed') {
    findings.push({
      check: 'backups',
      message: `the last backup failed (${status.last_failure?.error}): see the admin overview and docs/backups.md.`,
    });
  } else if (status.state === 'stale') {
    findings.push({
      check: 'backups',
      message: `the last good backup was made at ${status.last_success_at}, more than two days ago.`,
    });
  }
  return findings;
}

/** What the example settings file (deploy/shop.env.example) marks to fill in. */
const PLACEHOLDER = 'CHANGE-ME';

/**
 * Settings still holding the example file's placeholder: most pass the settings' own checks (a
 * `sk_live_CHANGE-ME` key looks like a Stripe key) and would fail only when first used.
 */
export function placeholderFindings(env: NodeJS.ProcessEnv): Finding[] {
  const left = Object.entries(env)
    .filter(([, value]) => value?.includes(PLACEHOLDER))
    .map(([name]) => name)
    .sort();
  if (left.length === 0) return [];
  return [
    {
      check: 'placeholders',
      message: `${left.join(', ')} still hold ${PLACEHOLDER}: fill them in (deploy/shop.env.example says how).`,
    },
  ];
}

export function configFindings(config: Config): Finding[] {
  const findings: Finding[] = [];
  if (config.payment.provider === 'demo') {
    findings.push({
      check: 'payments',
      message:
        'demo payments: customers can "pay" with no money moved. Set STRIPE_SECRET_KEY (docs/payments.md).',
    });
  }
  if (!config.messages.smtpUrl) {
    findings.push({
      check: 'smtp',
      message: 'no SMTP_URL: e-mails are written to files under DATA_DIR/mail/ and nobody receives them.',
    });
  }
  if (!config.messages.sms) {
    findings.push({
      check: 'sms',
      message: "no SMS: set AT_USERNAME and AT_API_KEY (Africa's Talking) to text customers.",
    });
  }
  if (!config.publicUrl) {
    findings.push({
      check: 'public-url',
      message:
        "PUBLIC_URL unset: in production no message that needs a link is sent (password resets, marketing e-mails and their unsubscribe link, payment and balance reminders, waitlist offers), and payment providers cannot be told where to call back. Set it to the shop's https address.",
    });
  }
  if (config.trustProxy === false) {
    findings.push({
      check: 'trust-proxy',
      message:
        "TRUST_PROXY unset: behind a reverse proxy (Caddy, nginx, a load balancer) every customer has its address, and one customer's wrong passwords lock out all. Set TRUST_PROXY to the proxy's address (loopback on one machine); ignore this if nothing is in front.",
    });
  }
  return findings;
}

async function databaseFindings(config: Config, db: Db): Promise<Finding[]> {
  const findings: Finding[] = [];
  const [demo] = await db
    .select({ n: count() })
    .from(products)
    .where(
      or(
        and(
          eq(products.brand, 'fursa'),
          inArray(
            products.name,
            LAPTOPS.map((p) => p.name),
          ),
        ),
        and(
          eq(products.brand, 'igsum'),
          inArray(
            products.name,
            IGSUM_PRODUCTS.map((p) => p.name),
          ),
        ),
      ),
    );
  const [demoTours] = await db
    .select({ n: count() })
    .from(tours)
    .where(
      inArray(
        tours.title,
        TOURS.map((t) => t.title),
      ),
    );
  const demoItems = (demo?.n ?? 0) + (demoTours?.n ?? 0);
  if (demoItems > 0) {
    findings.push({
      check: 'demo-catalogue',
      message: `the demo catalogue is still there (${demoItems} demo products and tours): delete them in the admin, or start a new shop with SEED_DEMO=false.`,
    });
  }
  const weak = await adminsWithWeakPasswords(config, db);
  if (weak.length > 0) {
    findings.push({
      check: 'admin-password',
      message: `weak admin password (${weak.join('; ')}): change it in the admin's account settings.`,
    });
  }
  return findings;
}

/**
 * Usernames of active admins whose password is a common one, their username, a short
 * ADMIN_PASSWORD, or still the one generated at the first start (printed in the start log; a new
 * password raises the token version, so version 0 without ADMIN_PASSWORD means it never changed).
 */
async function adminsWithWeakPasswords(config: Config, db: Db): Promise<string[]> {
  const admins = await db
    .select({ username: users.username, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.isActive, true), or(eq(users.isStaff, true), eq(users.isSuperuser, true))));
  const hasher = passwordHasher(config.passwordHashCost);
  const short =
    config.admin.password && config.admin.password.length < STRONG_ADMIN_PASSWORD_LENGTH
      ? [config.admin.password]
      : [];
  const weak: string[] = [];
  for (const admin of admins) {
    const generated =
      !config.admin.password && admin.username === config.admin.username && admin.tokenVersion === 0;
    if (generated) {
      weak.push(`${admin.username}: still the generated first-start password`);
      continue;
    }
    for (const guess of [...short, admin.username, ...WEAK_PASSWORDS]) {
      if (await hasher.verify(admin.passwordHash, guess)) {
        weak.push(admin.username);
        break;
      }
    }
  }
  return weak;
}
