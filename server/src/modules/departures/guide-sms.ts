import { GUIDE_SMS_HOUR, guideDeparturePath } from '@shop/contract/departures';
import { pathInLocale } from '@shop/contract/locale-path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { departureGuides, guides } from '#server/db/schema.ts';
import { shopDay } from '#server/modules/alerts/shop-day.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { smsNumberOf } from '#server/modules/messages/recipients.ts';
import { tourDate } from '#server/modules/messages/templates/order-emails.ts';
import { addDays } from './allocation';
import { departureManifest } from './manifest';

/** Text an admin typed, made safe for one SMS line: no control characters, at most `max` long. */
export function smsSafe(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * docs/departures.md: from GUIDE_SMS_HOUR (Dar es Salaam) the evening before, each active guide
 * of a departure leaving tomorrow gets one SMS in their language: the tour, travellers and
 * bookings, the first pickup and its time, the vehicles, and a link to the departure on their
 * phone. Once per guide and departure: the pass claims departure_guides.sms_queued_at in the
 * transaction that queues the message, and the outbox key repeats nothing. A guide given the
 * departure later that evening gets it on the next pass.
 */
export async function runGuideEveningTexts(
  db: Db,
  linkBase: string | undefined,
  now = new Date(),
): Promise<{ queued: number }> {
  const today = shopDay(now);
  if (today.hour < GUIDE_SMS_HOUR) return { queued: 0 };
  const tomorrow = addDays(today.day, 1);
  const due = await db
    .select({
      departure: departureGuides.departureId,
      guide: guides.id,
      phone: guides.phone,
      countryCode: guides.countryCode,
      locale: guides.locale,
    })
    .from(departureGuides)
    .innerJoin(guides, eq(guides.id, departureGuides.guideId))
    .where(
      and(eq(departureGuides.date, tomorrow), isNull(departureGuides.smsQueuedAt), eq(guides.isActive, true)),
    );
  let queued = 0;
  for (const d of due) {
    const to = smsNumberOf(d.phone, d.countryCode);
    const m = await departureManifest(db, d.departure);
    const tx = textsIn(d.locale === 'en' ? 'en' : 'sw');
    const first = m.bookings.find((b) => b.pickup !== null);
    const vehicles = m.vehicles.length
      ? smsSafe(m.vehicles.map((v) => `${v.name} ${v.plate}`).join(', '), 60)
      : tx.t('sms.guideNoVehicle');
    const values = {
      date: tourDate(m.date, tx),
      tour: smsSafe(m.tour_title, 40),
      travellers: m.travellers,
      bookings: m.bookings.length,
      time: first?.pickup_time ?? m.departs_at,
      place: smsSafe(first?.pickup ?? '', 40),
      vehicles,
      link: linkBase ? `${linkBase}${pathInLocale(guideDeparturePath(m.departure), tx.locale)}` : '',
    };
    const text = tx.t(first ? 'sms.guideEvening' : 'sms.guideEveningNoPickup', values);
    await db.transaction(async (trx) => {
      const [claimed] = await trx
        .update(departureGuides)
        .set({ smsQueuedAt: now })
        .where(
          and(
            eq(departureGuides.departureId, d.departure),
            eq(departureGuides.guideId, d.guide),
            isNull(departureGuides.smsQueuedAt),
          ),
        )
        .returning({ id: departureGuides.guideId });
      // A number that is not a Tanzanian mobile gets no SMS (docs/messages.md); the claim stays.
      if (!claimed || !to) return;
      const sent = await queueMessage(trx, {
        channel: 'sms',
        key: `departure:${d.departure}:guide:${d.guide}:evening-sms`,
        kind: 'departure_guide_evening',
        to,
        text,
      });
      if (sent) queued++;
    });
  }
  return { queued };
}
