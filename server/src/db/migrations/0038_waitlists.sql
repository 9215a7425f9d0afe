CREATE TABLE "stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" varchar(10) NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"email" varchar(254),
	"phone" varchar(12),
	"locale" varchar(8) DEFAULT 'en' NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_requests_brand_valid" CHECK ("stock_requests"."brand" in ('fursa', 'igsum')),
	CONSTRAINT "stock_requests_status_valid" CHECK ("stock_requests"."status" in ('waiting', 'offered', 'bought', 'expired', 'cancelled')),
	CONSTRAINT "stock_requests_contact" CHECK ("stock_requests"."email" is not null or "stock_requests"."phone" is not null),
	CONSTRAINT "stock_requests_locale_known" CHECK ("stock_requests"."locale" in ('en', 'sw'))
);
--> statement-breakpoint
CREATE TABLE "tour_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"tour_date" date NOT NULL,
	"user_id" integer NOT NULL,
	"travellers" integer NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_waitlist_status_valid" CHECK ("tour_waitlist"."status" in ('waiting', 'offered', 'bought', 'expired', 'cancelled')),
	CONSTRAINT "tour_waitlist_travellers_pos" CHECK ("tour_waitlist"."travellers" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_product_fk" FOREIGN KEY ("brand","product_id") REFERENCES "public"."products"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_waitlist" ADD CONSTRAINT "tour_waitlist_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_waitlist" ADD CONSTRAINT "tour_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_open_uq" ON "stock_requests" USING btree ("brand","product_id",coalesce("user_id"::text, "email", "phone")) WHERE "stock_requests"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "stock_requests_line_idx" ON "stock_requests" USING btree ("brand","product_id","created_at") WHERE "stock_requests"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "stock_requests_held_idx" ON "stock_requests" USING btree ("held_until") WHERE "stock_requests"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "tour_waitlist_open_uq" ON "tour_waitlist" USING btree ("tour_id","tour_date","user_id") WHERE "tour_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "tour_waitlist_line_idx" ON "tour_waitlist" USING btree ("tour_id","tour_date","created_at") WHERE "tour_waitlist"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "tour_waitlist_offer_idx" ON "tour_waitlist" USING btree ("offer_expires_at") WHERE "tour_waitlist"."status" = 'offered';