import { BusinessType, type CappedListQuery } from '@shop/contract/common';
import type {
  AdminTestimonial,
  AdminUpdateTestimonialBody,
  CreateTestimonialBody,
  Testimonial,
} from '@shop/contract/content';
import { and, desc, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { testimonials } from '#server/db/schema.ts';
import type { UserRow } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { listWindow } from '#server/lib/list-window.ts';

type Row = typeof testimonials.$inferSelect;

export class TestimonialService {
  constructor(private readonly db: Db) {}

  /** What visitors see: approved testimonials only, newest first, a capped page at a time (docs/lists.md). */
  async listApproved(
    businessType?: BusinessType,
    query: Partial<CappedListQuery> = {},
  ): Promise<Testimonial[]> {
    const { limit, offset } = listWindow(query);
    const rows = await this.db
      .select()
      .from(testimonials)
      .where(
        and(
          eq(testimonials.isApproved, true),
          businessType ? eq(testimonials.businessType, businessType) : undefined,
        ),
      )
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toTestimonial);
  }

  /** A customer's testimonial waits, hidden, until an admin approves it. */
  async create(user: UserRow, body: CreateTestimonialBody): Promise<AdminTestimonial> {
    const [row] = await this.db
      .insert(testimonials)
      .values({
        userId: user.id,
        name: user.profile?.fullName.trim() || user.username,
        text: body.text,
        rating: body.rating,
        role: body.role,
        location: body.location,
        businessType: body.business_type,
        isApproved: false,
      })
      .returning();
    return toAdminTestimonial(row!);
  }

  async adminList(
    filter: { business_type?: BusinessType; is_approved?: boolean } & Partial<CappedListQuery>,
  ): Promise<AdminTestimonial[]> {
    const { limit, offset } = listWindow(filter);
    const rows = await this.db
      .select()
      .from(testimonials)
      .where(
        and(
          filter.business_type ? eq(testimonials.businessType, filter.business_type) : undefined,
          filter.is_approved === undefined ? undefined : eq(testimonials.isApproved, filter.is_approved),
        ),
      )
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toAdminTestimonial);
  }

  async adminUpdate(
    actor: AuditActor,
    id: number,
    body: AdminUpdateTestimonialBody,
  ): Promise<AdminTestimonial> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
      if (!before) throw AppError.notFound('Testimonial not found.');
      const [after] = await tx
        .update(testimonials)
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.text !== undefined && { text: body.text }),
          ...(body.rating !== undefined && { rating: body.rating }),
          ...(body.role !== undefined && { role: body.role }),
          ...(body.location !== undefined && { location: body.location }),
          ...(body.image !== undefined && { image: body.image }),
          ...(body.business_type !== undefined && { businessType: body.business_type }),
          ...(body.is_approved !== undefined && { isApproved: body.is_approved }),
        })
        .where(eq(testimonials.id, id))
        .returning();
      const was = toAdminTestimonial(before);
      const now = toAdminTestimonial(after!);
      const changed = (Object.keys(body) as (keyof AdminUpdateTestimonialBody)[]).filter(
        (k) => was[k] !== now[k],
      );
      await recordAudit(
        tx,
        actor,
        'testimonial.update',
        { type: 'testimonial', id },
        {
          before: Object.fromEntries(changed.map((k) => [k, was[k]])),
          after: Object.fromEntries(changed.map((k) => [k, now[k]])),
        },
      );
      return now;
    });
  }
}

function toTestimonial(row: Row): Testimonial {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    rating: row.rating,
    role: row.role,
    location: row.location,
    image: row.image,
    business_type: BusinessType.parse(row.businessType),
    created_at: row.createdAt.toISOString(),
  };
}

function toAdminTestimonial(row: Row): AdminTestimonial {
  return { ...toTestimonial(row), is_approved: row.isApproved, user_id: row.userId };
}
