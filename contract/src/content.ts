import { z } from 'zod';
import { BusinessType, CappedListQuery, KeysetPageQuery, keysetPageOf } from './common';
import { CONTACT_DEFAULT_SUBJECT } from './constants';
import { Rating } from './reviews';
import { VALIDATION_MESSAGES } from './validation-messages';

export { CONTACT_DEFAULT_SUBJECT };

// Kept out of constants.ts, which every page's code holds: the web says these in the page's
// language (docs/i18n.md, "Validation messages").
export const INVALID_EMAIL_MESSAGE = VALIDATION_MESSAGES.emailInvalid;
export const MISSING_FIELDS_MESSAGE = VALIDATION_MESSAGES.fillRequired;
export const CONTACT_THANKS_MESSAGE = "Thank you for your inquiry. We'll get back to you soon.";

/**
 * Characters an e-mail address may not hold: whitespace, a second @, and those that would let an
 * address rewrite the admin's `mailto:` reply link (`?cc=`, `&`, `%`-escapes, `,` and `;` lists,
 * angle brackets, `#`, quotes, backslashes, control characters).
 */
const NOT_IN_EMAIL = String.raw`\s@?&%,;<>#"\\\p{Cc}`;
/**
 * No spaces, exactly one @, a dot inside the domain. The domain's first run stops at its first
 * dot, so a failing match is linear in the length: the earlier `[^\s@]+\.[^\s@]+` domain
 * backtracked quadratically on a long run of dots.
 */
export const SIMPLE_EMAIL_PATTERN = new RegExp(
  `^[^${NOT_IN_EMAIL}]+@[^${NOT_IN_EMAIL}][^${NOT_IN_EMAIL}.]*\\.[^${NOT_IN_EMAIL}]+$`,
  'u',
);
export const MISSING_EMAIL_MESSAGE = VALIDATION_MESSAGES.emailMissing;

/** A required, trimmed text; blank or missing reads `requiredMessage`. */
function requiredText(max: number, requiredMessage: string, label: string) {
  return (
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, { message: requiredMessage, abort: true })
      // abort: a pattern added after this never runs on an over-long text
      .max(max, { message: `${label} must be at most ${max} characters`, abort: true })
  );
}

/** The contact and newsletter e-mail check, shared with the web forms. */
export function simpleEmail(requiredMessage: string) {
  return requiredText(254, requiredMessage, 'Email').regex(SIMPLE_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);
}
export const SimpleEmail = simpleEmail(MISSING_FIELDS_MESSAGE);

/** An image address: http(s), or a path on this site such as /media/x.png. */
export const ImageUrl = z
  .string()
  .trim()
  .max(1000, { message: 'Image URL must be at most 1000 characters', abort: true })
  // One host character, then no whitespace anywhere: a host run followed by `[^\s]*` backtracked.
  .regex(/^(?:https?:\/\/[^\s/?#]|\/(?!\/))\S*$/i, 'Please enter a valid image URL');

// Testimonials

const TestimonialText = requiredText(2000, 'Please write your testimonial', 'Testimonial');
const ShortText = (label: string) => z.string().trim().max(150, `${label} must be at most 150 characters`);

export const Testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  rating: z.number().int(),
  role: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  business_type: BusinessType,
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof Testimonial>;

export const AdminTestimonial = Testimonial.extend({
  is_approved: z.boolean(),
  /** The customer who wrote it; null for testimonials the shop entered itself. */
  user_id: z.number().int().nullable(),
});
export type AdminTestimonial = z.infer<typeof AdminTestimonial>;

export const ListTestimonialsQuery = CappedListQuery.extend({ business_type: BusinessType.optional() });

/** A signed-in customer's testimonial; the name comes from their account. */
export const CreateTestimonialBody = z.strictObject({
  text: TestimonialText,
  rating: Rating.default(5),
  role: ShortText('Role').default(''),
  location: ShortText('Location').default(''),
  business_type: BusinessType,
});
export type CreateTestimonialBody = z.infer<typeof CreateTestimonialBody>;

export const CreateTestimonialResponse = z.object({
  message: z.string(),
  testimonial: AdminTestimonial,
});

export const AdminListTestimonialsQuery = CappedListQuery.extend({
  business_type: BusinessType.optional(),
  is_approved: z.stringbool().optional(),
});

export const AdminUpdateTestimonialBody = z
  .strictObject({
    name: requiredText(150, 'Name is required', 'Name'),
    text: TestimonialText,
    rating: Rating,
    role: ShortText('Role'),
    location: ShortText('Location'),
    /** null or '' clears the image. */
    image: ImageUrl.nullable().or(z.literal('').transform(() => null)),
    business_type: BusinessType,
    is_approved: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type AdminUpdateTestimonialBody = z.infer<typeof AdminUpdateTestimonialBody>;

// Contact messages

export const ContactBody = z.strictObject({
  name: requiredText(150, MISSING_FIELDS_MESSAGE, 'Name'),
  email: SimpleEmail,
  /** Blank means the brand's default subject (CONTACT_DEFAULT_SUBJECT). */
  subject: z.string().trim().max(200, 'Subject must be at most 200 characters').optional(),
  message: requiredText(5000, MISSING_FIELDS_MESSAGE, 'Message'),
  business_type: BusinessType.default('igsum'),
});
export type ContactBody = z.infer<typeof ContactBody>;

/** An admin's e-mailed answer to a contact message (docs/messages.md). */
export const ContactReply = z.object({
  id: z.number().int(),
  body: z.string(),
  author_username: z.string(),
  created_at: z.string(),
});
export type ContactReply = z.infer<typeof ContactReply>;

export const CONTACT_REPLY_MAX_LENGTH = 5000;
export const CONTACT_REPLY_SENT_MESSAGE = 'Reply sent.';

export const ContactReplyBody = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, 'Write your reply')
    .max(CONTACT_REPLY_MAX_LENGTH, `A reply may be at most ${CONTACT_REPLY_MAX_LENGTH} characters`),
});
export type ContactReplyBody = z.infer<typeof ContactReplyBody>;

export const ContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  business_type: BusinessType,
  is_read: z.boolean(),
  created_at: z.string(),
  /** The admins' replies, oldest first. */
  replies: z.array(ContactReply),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const AdminListContactsQuery = KeysetPageQuery.extend({
  is_read: z.stringbool().optional(),
  business_type: BusinessType.optional(),
});
export const ContactMessagePage = keysetPageOf(ContactMessage);
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

// Newsletter

export const NEWSLETTER_THANKS_MESSAGE = "You've been added to our newsletter.";

export const NewsletterSubscribeBody = z.strictObject({ email: simpleEmail(MISSING_EMAIL_MESSAGE) });
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBody>;
