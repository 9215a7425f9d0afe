import type { PrivacyNotice } from '@shop/contract/privacy';
import { RETENTION_RULES } from '@shop/contract/retention';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingConsentEvents, privacyNotices } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    SMTP_URL: 'smtp://user:pass@mail.example.net:587',
    AT_USERNAME: 'sandbox',
    AT_API_KEY: 'key',
    PRIVACY_OFFICER_NAME: 'Asha Mrema',
    PRIVACY_OFFICER_EMAIL: 'dpo@example.co.tz',
  });
});
afterAll(() => t.close());

const readNotice = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/api/privacy-notice/' });
  expect(res.statusCode).toBe(200);
  return res.json() as PrivacyNotice;
};

describe('the privacy notice', () => {
  it('names the officer, the providers configured and no other, and every retention rule as declared', async () => {
    const notice = await readNotice();
    expect(notice.officer).toEqual({ name: 'Asha Mrema', email: 'dpo@example.co.tz' });
    expect(notice.recipients).toEqual([
      { kind: 'email', name: 'mail.example.net', abroad: null },
      { kind: 'sms', name: "Africa's Talking", abroad: null },
    ]);
    expect(notice.retention.map((r) => r.id)).toEqual(Object.keys(RETENTION_RULES));
    const travellers = notice.retention.find((r) => r.id === 'traveller_details')!;
    expect(travellers.period).toEqual(RETENTION_RULES.traveller_details.period);
    expect(travellers.data.sw).toBe(RETENTION_RULES.traveller_details.data.sw);
    expect(notice.version).toBeGreaterThan(0);
  });

  it('keeps its version while its content is the same, and takes a new one when a provider or the officer changes', async () => {
    const first = await readNotice();
    const same = await t.anotherApp();
    expect((await readNotice(same)).version).toBe(first.version);
    const changed = await t.anotherApp({ PRIVACY_OFFICER_EMAIL: 'privacy@example.co.tz' });
    const second = await readNotice(changed);
    expect(second.version).toBe(first.version + 1);
    const rows = await t.database.db.select().from(privacyNotices);
    expect(rows.find((r) => r.id === first.version)!.content).toMatchObject({
      officer: { email: 'dpo@example.co.tz' },
    });
  });

  it('records with each consent the version of the notice in force', async () => {
    const customer = await t.register();
    const res = await t.as(customer.access, {
      method: 'PUT',
      url: '/api/marketing/consent/',
      payload: { email: true },
    });
    expect(res.statusCode).toBe(200);
    const versions = await t.database.db.select({ id: privacyNotices.id }).from(privacyNotices);
    const events = await t.database.db
      .select()
      .from(marketingConsentEvents)
      .where(eq(marketingConsentEvents.userId, customer.user.id));
    expect(events).toHaveLength(1);
    expect(events[0]!.noticeVersion).toBe(Math.max(...versions.map((r) => r.id)));
  });
});
