import { createHash } from 'node:crypto';
import type { PrivacyNotice } from '@shop/contract/privacy';
import { RETENTION_RULES } from '@shop/contract/retention';
import { desc, sql } from 'drizzle-orm';
import { RETENTION as BACKUP_RETENTION } from '#server/backups/retention.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { privacyNotices } from '#server/db/schema.ts';

type NoticeContent = Omit<PrivacyNotice, 'version' | 'published_at'>;
type Recipient = PrivacyNotice['recipients'][number];

const hostOf = (url: string) => new URL(url).hostname;

/**
 * docs/privacy.md, "The privacy notice": who receives customers' data, from the settings this
 * process runs with, so the notice names the providers actually used and no other. `abroad` is
 * known for the named companies; a mail server or bucket is named by its host, and where it is
 * depends on that service.
 */
export function noticeRecipients(
  config: Pick<Config, 'payment' | 'mobileMoney' | 'messages' | 'vfd' | 'backups'>,
) {
  const recipients: Recipient[] = [];
  if (config.payment.provider === 'stripe')
    recipients.push({ kind: 'card_payments', name: 'Stripe', abroad: true });
  if (config.mobileMoney.clickpesa)
    recipients.push({ kind: 'mobile_money', name: 'ClickPesa', abroad: false });
  if (config.mobileMoney.selcom) recipients.push({ kind: 'mobile_money', name: 'Selcom', abroad: false });
  if (config.messages.smtpUrl) {
    recipients.push({ kind: 'email', name: hostOf(config.messages.smtpUrl), abroad: null });
  }
  if (config.messages.sms) recipients.push({ kind: 'sms', name: "Africa's Talking", abroad: null });
  if (config.vfd)
    recipients.push({ kind: 'tax_receipts', name: 'Tanzania Revenue Authority (TRA)', abroad: false });
  if (config.backups.s3)
    recipients.push({ kind: 'backup_storage', name: hostOf(config.backups.s3.url), abroad: null });
  return recipients;
}

/** The notice's content: the settings' officer and recipients, and the retention rules as declared. */
export function noticeContent(
  config: Pick<Config, 'payment' | 'mobileMoney' | 'messages' | 'vfd' | 'backups' | 'privacy'>,
): NoticeContent {
  return {
    registration: config.privacy.registration ?? null,
    officer: { name: config.privacy.officerName ?? null, email: config.privacy.officerEmail },
    recipients: noticeRecipients(config),
    retention: Object.entries(RETENTION_RULES).map(([id, rule]) => ({
      id,
      data: rule.data,
      period: rule.period,
      from: rule.from,
      outcome: rule.outcome,
      why: rule.why,
    })),
    backup_months: BACKUP_RETENTION.monthly,
  };
}

/**
 * Makes the notice of these settings the one in force: a new version when its content differs
 * from the newest one's (a changed rule, provider or officer), else the newest as it is. The
 * table is locked meanwhile, so two processes starting together add one version, not two.
 */
export async function publishNotice(db: Db, content: NoticeContent): Promise<PrivacyNotice> {
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${privacyNotices} in exclusive mode`);
    const [newest] = await tx.select().from(privacyNotices).orderBy(desc(privacyNotices.id)).limit(1);
    if (newest?.contentHash === hash) return newest;
    const [added] = await tx.insert(privacyNotices).values({ contentHash: hash, content }).returning();
    return added!;
  });
  return { version: row.id, published_at: row.publishedAt.toISOString(), ...content };
}
