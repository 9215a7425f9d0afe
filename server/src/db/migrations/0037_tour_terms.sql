CREATE TABLE "park_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"park_id" integer NOT NULL,
	"traveller_type" varchar(10) NOT NULL,
	"residency" varchar(20) NOT NULL,
	"amount_usd" numeric(14, 2) NOT NULL,
	"amount_tzs" numeric(14, 2),
	"vat_applies" boolean DEFAULT true NOT NULL,
	"valid_from" date NOT NULL,
	CONSTRAINT "park_fees_uq" UNIQUE("park_id","traveller_type","residency","valid_from"),
	CONSTRAINT "park_fees_type_valid" CHECK ("park_fees"."traveller_type" in ('adult', 'child', 'infant')),
	CONSTRAINT "park_fees_residency_valid" CHECK ("park_fees"."residency" in ('citizen', 'resident', 'non_resident')),
	CONSTRAINT "park_fees_nonneg" CHECK ("park_fees"."amount_usd" >= 0 and "park_fees"."amount_tzs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parks_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tour_booking_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"label" varchar(200) NOT NULL,
	"traveller_type" varchar(10),
	"residency" varchar(20),
	"park_name" varchar(120),
	"season" varchar(60),
	"quantity" integer NOT NULL,
	"unit_amount" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "tour_booking_lines_position_uq" UNIQUE("order_id","position"),
	CONSTRAINT "tour_booking_lines_kind_valid" CHECK ("tour_booking_lines"."kind" in ('traveller', 'group', 'private', 'park_fee', 'vat'))
);
--> statement-breakpoint
CREATE TABLE "tour_booking_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"traveller_type" varchar(10) NOT NULL,
	"residency" varchar(20) NOT NULL,
	"full_name" varchar(200),
	"nationality" varchar(2),
	"id_number" varchar(40),
	"date_of_birth" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_booking_travellers_position_uq" UNIQUE("order_id","position"),
	CONSTRAINT "tour_booking_travellers_type_valid" CHECK ("tour_booking_travellers"."traveller_type" in ('adult', 'child', 'infant')),
	CONSTRAINT "tour_booking_travellers_residency_valid" CHECK ("tour_booking_travellers"."residency" in ('citizen', 'resident', 'non_resident'))
);
--> statement-breakpoint
CREATE TABLE "tour_bookings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"tour_id" integer,
	"departure_on" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"deposit" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_due_on" date,
	"details_due_on" date NOT NULL,
	"cancellation_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details_delete_on" date NOT NULL,
	"details_deleted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"cancel_fee" numeric(14, 2),
	"fee_waived" boolean DEFAULT false NOT NULL,
	"refund_due" numeric(14, 2),
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_bookings_currency_valid" CHECK ("tour_bookings"."currency" in ('TZS', 'USD')),
	CONSTRAINT "tour_bookings_money" CHECK ("tour_bookings"."total" >= 0 and "tour_bookings"."deposit" >= 0 and "tour_bookings"."deposit" + "tour_bookings"."balance" = "tour_bookings"."total"
        and "tour_bookings"."amount_paid" >= 0 and "tour_bookings"."amount_paid" <= "tour_bookings"."total")
);
--> statement-breakpoint
CREATE TABLE "tour_group_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"min_travellers" integer NOT NULL,
	"price_percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "tour_group_tiers_uq" UNIQUE("tour_id","min_travellers"),
	CONSTRAINT "tour_group_tiers_min" CHECK ("tour_group_tiers"."min_travellers" >= 2),
	CONSTRAINT "tour_group_tiers_percent" CHECK ("tour_group_tiers"."price_percent" > 0 and "tour_group_tiers"."price_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "tour_parks" (
	"tour_id" integer NOT NULL,
	"park_id" integer NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "tour_parks_tour_id_park_id_pk" PRIMARY KEY("tour_id","park_id"),
	CONSTRAINT "tour_parks_days_pos" CHECK ("tour_parks"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "tour_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"season_id" integer,
	"traveller_type" varchar(10) NOT NULL,
	"residency" varchar(20) NOT NULL,
	"amount_usd" numeric(14, 2) NOT NULL,
	"amount_tzs" numeric(14, 2),
	CONSTRAINT "tour_prices_uq" UNIQUE NULLS NOT DISTINCT("tour_id","season_id","traveller_type","residency"),
	CONSTRAINT "tour_prices_type_valid" CHECK ("tour_prices"."traveller_type" in ('adult', 'child', 'infant')),
	CONSTRAINT "tour_prices_residency_valid" CHECK ("tour_prices"."residency" in ('citizen', 'resident', 'non_resident')),
	CONSTRAINT "tour_prices_nonneg" CHECK ("tour_prices"."amount_usd" >= 0 and "tour_prices"."amount_tzs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "tour_seasons_range" CHECK ("tour_seasons"."ends_on" >= "tour_seasons"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "tour_terms" (
	"tour_id" integer PRIMARY KEY NOT NULL,
	"deposit_rule" varchar(20) DEFAULT 'none' NOT NULL,
	"deposit_percent" numeric(5, 2),
	"deposit_per_traveller_usd" numeric(14, 2),
	"deposit_per_traveller_tzs" numeric(14, 2),
	"deposit_per_booking_usd" numeric(14, 2),
	"deposit_per_booking_tzs" numeric(14, 2),
	"balance_due_days" integer DEFAULT 0 NOT NULL,
	"details_due_days" integer DEFAULT 0 NOT NULL,
	"private_supplement_usd" numeric(14, 2),
	"private_supplement_tzs" numeric(14, 2),
	"cancellation_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_terms_deposit_rule_valid" CHECK ("tour_terms"."deposit_rule" in ('none', 'percent', 'per_traveller', 'per_booking', 'highest')),
	CONSTRAINT "tour_terms_deposit_percent_range" CHECK ("tour_terms"."deposit_percent" between 0 and 100),
	CONSTRAINT "tour_terms_days_nonneg" CHECK ("tour_terms"."balance_due_days" >= 0 and "tour_terms"."details_due_days" >= 0),
	CONSTRAINT "tour_terms_amounts_nonneg" CHECK ("tour_terms"."deposit_per_traveller_usd" >= 0 and "tour_terms"."deposit_per_traveller_tzs" >= 0 and "tour_terms"."deposit_per_booking_usd" >= 0
        and "tour_terms"."deposit_per_booking_tzs" >= 0 and "tour_terms"."private_supplement_usd" >= 0 and "tour_terms"."private_supplement_tzs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_traveller_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"traveller_type" varchar(10) NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer,
	CONSTRAINT "tour_traveller_types_uq" UNIQUE("tour_id","traveller_type"),
	CONSTRAINT "tour_traveller_types_type_valid" CHECK ("tour_traveller_types"."traveller_type" in ('adult', 'child', 'infant')),
	CONSTRAINT "tour_traveller_types_ages" CHECK ("tour_traveller_types"."min_age" >= 0 and ("tour_traveller_types"."max_age" is null or "tour_traveller_types"."max_age" >= "tour_traveller_types"."min_age"))
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "purpose" varchar(10) DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "park_fees" ADD CONSTRAINT "park_fees_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_booking_lines" ADD CONSTRAINT "tour_booking_lines_order_id_tour_bookings_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."tour_bookings"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_booking_travellers" ADD CONSTRAINT "tour_booking_travellers_order_id_tour_bookings_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."tour_bookings"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_group_tiers" ADD CONSTRAINT "tour_group_tiers_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_parks" ADD CONSTRAINT "tour_parks_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_parks" ADD CONSTRAINT "tour_parks_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_prices" ADD CONSTRAINT "tour_prices_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_prices" ADD CONSTRAINT "tour_prices_season_id_tour_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."tour_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_seasons" ADD CONSTRAINT "tour_seasons_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_terms" ADD CONSTRAINT "tour_terms_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_traveller_types" ADD CONSTRAINT "tour_traveller_types_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_bookings_balance_due_idx" ON "tour_bookings" USING btree ("balance_due_on") WHERE "tour_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "tour_bookings_departure_idx" ON "tour_bookings" USING btree ("tour_id","departure_on");--> statement-breakpoint
CREATE INDEX "tour_seasons_tour_idx" ON "tour_seasons" USING btree ("tour_id","starts_on");--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_purpose_valid" CHECK ("payment_sessions"."purpose" in ('full','deposit','balance'));