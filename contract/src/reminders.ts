import { z } from 'zod';

export const REMINDER_KINDS = ['push_unapproved', 'cart_abandoned', 'hold_expiring'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** docs/reminders.md: which reminders go; all on until an admin saves them. */
export const ReminderSettings = z.object({
  /** One SMS when a mobile-money push went unapproved and the order can still be paid. */
  push_unapproved: z.boolean(),
  /** Marketing (consent needed): a signed-in customer's cart left 24 h, again after 3 days. */
  cart_abandoned: z.boolean(),
  /** An unpaid order whose hold ends within HOLD_REMINDER_MINUTES. */
  hold_expiring: z.boolean(),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;
export const UpdateReminderSettingsBody = z.strictObject(ReminderSettings.shape);
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  push_unapproved: true,
  cart_abandoned: true,
  hold_expiring: true,
};

/** `GET /api/admin/reminders/`: the switches, the SMS callback address, and what each kind recovered. */
export const ReminderOverview = z.object({
  settings: ReminderSettings,
  /** Register as Africa's Talking's incoming-messages callback, so a reply STOP stops marketing SMS. */
  sms_incoming_callback_url: z.string().nullable(),
  figures: z.array(
    z.object({
      kind: z.enum(REMINDER_KINDS),
      /** Reminders sent in all. */
      sent: z.number().int(),
      /** Orders paid after one of them (the reminded order, or a cart's next order of its brand). */
      recovered: z.number().int(),
    }),
  ),
});
export type ReminderOverview = z.infer<typeof ReminderOverview>;

/** A push not approved: the reminder goes once its attempt ended unapproved and the hold still runs. */
export const CART_REMINDER_FIRST_HOURS = 24;
/** The second cart reminder, at most this long after the cart was left. */
export const CART_REMINDER_SECOND_HOURS = 72;
/** An unpaid order is reminded when its hold ends within this many minutes. */
export const HOLD_REMINDER_MINUTES = 10;
