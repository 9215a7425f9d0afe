import { Email } from '@shop/contract/auth';
import { TanzanianPhone } from '@shop/contract/delivery';
import { BRANDS } from '#server/modules/catalog/brands.ts';

/**
 * docs/lists.md, "Exact searches": an admin's order search written as a whole e-mail, a whole
 * Tanzanian mobile number or a whole order reference, as the value an index holds.
 */
export type ExactSearch =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'reference'; reference: string };

const REFERENCE = new RegExp(
  `^(${Object.values(BRANDS)
    .map((b) => b.orderPrefix)
    .join('|')})-[0-9A-Z]+$`,
);

/**
 * The exact form of `search`, or undefined for anything else (part of a name, of an address, of a
 * number). An e-mail in lower case, as the shop keeps it; a phone as +255 and nine digits, however
 * it was written (TanzanianPhone, the checkout's own rule); a reference in upper case, as the shop
 * makes them (orders/order-reference.ts).
 */
export function exactSearchOf(search: string): ExactSearch | undefined {
  const reference = search.trim().toUpperCase();
  if (REFERENCE.test(reference)) return { kind: 'reference', reference };
  const email = Email.safeParse(search);
  if (email.success) return { kind: 'email', email: email.data };
  const phone = TanzanianPhone.safeParse(search);
  if (phone.success) return { kind: 'phone', phone: phone.data };
  return undefined;
}
