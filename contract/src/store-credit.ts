import { z } from 'zod';
import { Currency, Money } from './common';

// docs/store-credit.md: a customer's store credit, a balance per currency kept as a ledger.

/** Why an entry moved a balance: given by an admin or a return, used on an order, given back by its cancel, corrected. */
export const STORE_CREDIT_KINDS = [
  'admin_grant',
  'return',
  'order_used',
  'order_released',
  'admin_correction',
] as const;
export const StoreCreditKind = z.enum(STORE_CREDIT_KINDS);
export type StoreCreditKind = z.infer<typeof StoreCreditKind>;

/** An admin's reason is required and kept whole in the ledger and the audit log. */
export const STORE_CREDIT_REASON_MAX = 500;

/** A ledger's amounts carry their sign: what is given is positive, what is used negative. */
export const SignedAmount = z
  .string()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'Must be an amount with at most two decimals');

/** The sign in the admin's form: give credit, or correct it (down or up) with a reason. */
export const AdminStoreCreditBody = z.object({
  currency: Currency,
  /** Non-zero; a grant is positive, a correction may be either. */
  amount: SignedAmount.refine((value) => !/^-?0+(\.0+)?$/.test(value), 'Enter an amount other than zero'),
  kind: z.enum(['admin_grant', 'admin_correction']),
  reason: z
    .string()
    .trim()
    .min(1, 'Say why')
    .max(STORE_CREDIT_REASON_MAX, `At most ${STORE_CREDIT_REASON_MAX} characters`),
});
export type AdminStoreCreditBody = z.infer<typeof AdminStoreCreditBody>;

export const StoreCreditEntry = z.object({
  id: z.number().int(),
  currency: Currency,
  amount: SignedAmount,
  kind: StoreCreditKind,
  reason: z.string(),
  /** The order it was used on or given back from, by its reference. */
  order_id: z.number().int().nullable(),
  order_reference: z.string().nullable(),
  /** The admin who gave or corrected it; null for the shop's own steps. */
  by: z.string().nullable(),
  created_at: z.string(),
});
export type StoreCreditEntry = z.infer<typeof StoreCreditEntry>;

export const StoreCreditBalance = z.object({ currency: Currency, balance: Money });
export type StoreCreditBalance = z.infer<typeof StoreCreditBalance>;

/** A customer's balances (every currency they ever had credit in) and the newest entries. */
export const StoreCreditAccount = z.object({
  balances: z.array(StoreCreditBalance),
  entries: z.array(StoreCreditEntry),
});
export type StoreCreditAccount = z.infer<typeof StoreCreditAccount>;
