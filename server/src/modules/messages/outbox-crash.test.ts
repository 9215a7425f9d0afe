import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '#server/db/schema.ts';
import {
  newShopSetup,
  type ShopProcess,
  type ShopSetup,
  startShop,
  withShopDatabase,
} from '#server/test/shop-process.ts';
import { type SmtpStandIn, smtpStandIn } from '#server/test/smtp-stand-in.ts';

describe(`an e-mail whose sender is killed mid-send (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let setup: ShopSetup;
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await smtpStandIn();
    setup = await newShopSetup(process.env.TEST_DATABASE_URL);
    Object.assign(setup.env, { SMTP_URL: smtp.url, OUTBOX_POLL_SECONDS: '1' });
  });
  afterAll(async () => {
    await setup.cleanUp();
    await smtp.close();
  });

  it('is sent after the restart, once its claim has run out', async () => {
    smtp.answer = 'stall';
    let shop: ShopProcess | undefined = await startShop(setup);
    try {
      const res = await fetch(`${shop.url}/api/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Asha',
          email: 'asha@example.com',
          subject: 'Kill test',
          message: 'Hello',
          business_type: 'igsum',
        }),
      });
      expect(res.status).toBe(201);
      // The worker is in the middle of sending it: the SMTP server has its content and says nothing.
      await vi.waitFor(() => expect(smtp.arrivals).toBeGreaterThan(0), { timeout: 60_000, interval: 20 });
      await shop.stop('SIGKILL');
      shop = undefined;

      await withShopDatabase(setup, async ({ db }) => {
        const [row] = await db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.kind, 'admin_new_contact'));
        expect(row).toMatchObject({ status: 'waiting', attempts: 1, sentAt: null });
        expect(row!.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
        // As if the two minutes of the dead process's claim had passed.
        await db
          .update(outboxMessages)
          .set({ claimedUntil: sql`now() - interval '1 second'` })
          .where(eq(outboxMessages.id, row!.id));
      });

      smtp.answer = 'accept';
      shop = await startShop(setup);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.subject).toBe('New message: Kill test');
      await shop.stop('SIGTERM');
      shop = undefined;
      await withShopDatabase(setup, async ({ db }) => {
        const [row] = await db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.kind, 'admin_new_contact'));
        expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      });
    } finally {
      await shop?.stop('SIGKILL');
    }
  }, 120_000);
});
