import { RECEIPT_PAYMENT_TYPES, TAX_CODE_PERCENT, TAX_CODES } from '@shop/contract/receipts';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { vfdRegistration } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { darEsSalaamClock } from './dar-es-salaam-clock';
import { fromCents, toCents } from './receipt-lines';
import { el, node } from './receipt-xml';

type Registration = typeof vfdRegistration.$inferSelect;

/**
 * docs/receipts.md, "Z report": the past day `znum` (YYYYMMDD) with fiscal receipts whose every
 * receipt TRA acknowledged and that has no Z report yet, the earliest first; none when there is none.
 */
export async function nextZReportDay(db: Db, today: string): Promise<string | undefined> {
  const [row] = await sqlRows<{ znum: string }>(
    db,
    sql`select r.znum from receipts r
        where r.series = 'fiscal' and r.znum < ${today}
          and not exists (select 1 from z_reports z where z.znum = r.znum)
        group by r.znum
        having bool_and(exists (select 1 from receipt_submissions s where s.receipt_id = r.id and s.status = 'sent'))
        order by r.znum limit 1`,
  );
  return row?.znum;
}

/**
 * The day's `<ZREPORT>`: its fiscal receipts' total, VAT and payments by kind, and the gross of
 * every fiscal receipt so far. Dated the day's last second: it closes that day, whenever it is made.
 */
export async function zReportElement(db: Db, znum: string, registration: Registration): Promise<string> {
  const [day] = await sqlRows<{ total: string; count: number; gross: string; credited: string }>(
    db,
    sql`select coalesce(sum(total) filter (where znum = ${znum}), 0)::text as total,
               coalesce(-sum(total) filter (where znum = ${znum} and credits_receipt_id is not null), 0)::text as credited,
               (count(*) filter (where znum = ${znum}))::int as count,
               coalesce(sum(total), 0)::text as gross
        from receipts where series = 'fiscal' and znum <= ${znum}`,
  );
  const vat = await sqlRows<{ code: string; amount: string; vat: string }>(
    db,
    sql`select l.tax_code as code, sum(l.amount)::text as amount, sum(l.vat)::text as vat
        from receipt_lines l join receipts r on r.id = l.receipt_id
        where r.series = 'fiscal' and r.znum = ${znum} group by l.tax_code`,
  );
  const paid = await sqlRows<{ type: string; amount: string }>(
    db,
    sql`select payment_type as type, sum(total)::text as amount from receipts
        where series = 'fiscal' and znum = ${znum} group by payment_type`,
  );
  const answer = registration.answer;
  const cents = (amount: string | undefined) => toCents(amount ?? '0');
  const date = `${znum.slice(0, 4)}-${znum.slice(4, 6)}-${znum.slice(6)}`;
  return node(
    'ZREPORT',
    [
      el('DATE', date),
      el('TIME', '23:59:59'),
      node(
        'HEADER',
        [
          answer.NAME ?? '',
          answer.STREET ?? '',
          `MOBILE: ${answer.MOBILE ?? ''}`,
          `${answer.CITY ?? ''},${answer.COUNTRY ?? ''}`,
        ]
          .map((line) => el('LINE', line.toUpperCase()))
          .join(''),
      ),
      el('VRN', registration.vrn),
      el('TIN', registration.tin),
      el('TAXOFFICE', registration.taxOffice),
      el('REGID', registration.regId),
      el('ZNUMBER', znum),
      el('EFDSERIAL', registration.serial),
      el('REGISTRATIONDATE', darEsSalaamClock(registration.registeredAt).date),
      el('USER', registration.uin),
      el('SIMIMSI', 'WEBAPI'),
      node(
        'TOTALS',
        [
          el('DAILYTOTALAMOUNT', fromCents(cents(day?.total))),
          el('GROSS', fromCents(cents(day?.gross))),
          // docs/receipts.md, "Credit notes": the day's credit notes, given back; the total is net of them.
          el('CORRECTIONS', fromCents(cents(day?.credited))),
          ...['DISCOUNTS', 'SURCHARGES'].map((name) => el(name, '0.00')),
          el('TICKETSVOID', '0'),
          el('TICKETSVOIDTOTAL', '0.00'),
          el('TICKETSFISCAL', String(day?.count ?? 0)),
          el('TICKETSNONFISCAL', '0'),
        ].join(''),
      ),
      node(
        'VATTOTALS',
        TAX_CODES.map((code) => {
          const of = vat.find((row) => row.code === code);
          const tax = cents(of?.vat);
          return (
            el('VATRATE', `${code}-${TAX_CODE_PERCENT[code].toFixed(2)}`) +
            el('NETTAMOUNT', fromCents(cents(of?.amount) - tax)) +
            el('TAXAMOUNT', fromCents(tax))
          );
        }).join(''),
      ),
      node(
        'PAYMENTS',
        RECEIPT_PAYMENT_TYPES.map(
          (type) =>
            el('PMTTYPE', type) +
            el('PMTAMOUNT', fromCents(cents(paid.find((row) => row.type === type)?.amount))),
        ).join(''),
      ),
      node('CHANGES', el('VATCHANGENUM', '0') + el('HEADCHANGENUM', '0')),
      el('ERRORS', ''),
      el('FWVERSION', '3.0'),
      el('FWCHECKSUM', 'WEBAPI'),
    ].join(''),
  );
}
