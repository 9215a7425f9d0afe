import { z } from 'zod';

/**
 * docs/marketing-consent.md: the version of the consent wording the screens show. Each consent
 * given or withdrawn is recorded with it; a new wording is a new version here and on the screens.
 */
export const CONSENT_WORDING_VERSION = '2026-11-29';

export const MARKETING_CHANNELS = ['sms', 'email'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['signup', 'checkout', 'profile', 'unsubscribe_link', 'sms_stop'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Optional consent flags on sign-up (RegisterBody) and laptop checkout (CreateFursaOrderBody).
 * Unticked by default: absent or false records nothing and gives no consent.
 */
export const ConsentFlags = {
  marketing_sms: z.boolean().optional(),
  marketing_email: z.boolean().optional(),
};

const ChannelConsent = z.object({
  granted: z.boolean(),
  /** Null: never asked. */
  wording_version: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
  updated_at: z.string().nullable(),
});

/** `GET`/`PUT /api/auth/marketing-consent/`: the signed-in customer's consent per channel. */
export const MarketingConsent = z.object({ sms: ChannelConsent, email: ChannelConsent });
export type MarketingConsent = z.infer<typeof MarketingConsent>;

/** A channel left out is left as it is; withdrawing is one `false`. */
export const UpdateMarketingConsentBody = z.strictObject({
  sms: z.boolean().optional(),
  email: z.boolean().optional(),
});
export type UpdateMarketingConsentBody = z.infer<typeof UpdateMarketingConsentBody>;

/** `POST /api/marketing/unsubscribe/`'s answer: the address no longer gets marketing e-mails. */
export const UnsubscribeResult = z.object({
  unsubscribed: z.literal(true),
  channel: z.enum(MARKETING_CHANNELS),
});

/** No marketing message leaves between these hours, shop time (Dar es Salaam): it waits. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;
