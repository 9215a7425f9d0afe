CREATE TABLE "demo_mobile_money_pushes" (
	"reference" varchar(64) PRIMARY KEY NOT NULL,
	"amount_tzs" numeric(14, 2) NOT NULL,
	"msisdn" varchar(12) NOT NULL,
	"description" varchar(255) NOT NULL,
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_mobile_money_pushes_state_valid" CHECK ("demo_mobile_money_pushes"."state" in ('pending','approved','declined'))
);
--> statement-breakpoint
CREATE TABLE "mobile_money_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"provider_reference" varchar(255),
	"msisdn" varchar(12) NOT NULL,
	"operator" varchar(20) NOT NULL,
	"amount_tzs" numeric(14, 2) NOT NULL,
	"rate" numeric(10, 2),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"failure_reason" varchar(500),
	"callbacks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mobile_money_attempts_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "mobile_money_attempts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "mobile_money_attempts_status_valid" CHECK ("mobile_money_attempts"."status" in ('pending','paid','failed','expired'))
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"usd_to_tzs_rate" numeric(10, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_one_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_rate_positive" CHECK ("payment_settings"."usd_to_tzs_rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "mobile_money_attempts" ADD CONSTRAINT "mobile_money_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_money_attempts" ADD CONSTRAINT "mobile_money_attempts_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_money_attempts_order_idx" ON "mobile_money_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mobile_money_attempts_pending_idx" ON "mobile_money_attempts" USING btree ("expires_at") WHERE "mobile_money_attempts"."status" = 'pending';