CREATE TABLE "marketing_consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"granted" boolean NOT NULL,
	"wording_version" varchar(20) NOT NULL,
	"source" varchar(20) NOT NULL,
	"address" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consent_events_channel_valid" CHECK ("marketing_consent_events"."channel" in ('sms', 'email')),
	CONSTRAINT "marketing_consent_events_source_valid" CHECK ("marketing_consent_events"."source" in ('signup', 'checkout', 'profile', 'unsubscribe_link', 'sms_stop'))
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"user_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"granted" boolean NOT NULL,
	"wording_version" varchar(20) NOT NULL,
	"source" varchar(20) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consents_user_id_channel_pk" PRIMARY KEY("user_id","channel"),
	CONSTRAINT "marketing_consents_channel_valid" CHECK ("marketing_consents"."channel" in ('sms', 'email')),
	CONSTRAINT "marketing_consents_source_valid" CHECK ("marketing_consents"."source" in ('signup', 'checkout', 'profile', 'unsubscribe_link', 'sms_stop'))
);
--> statement-breakpoint
CREATE TABLE "marketing_opt_outs" (
	"channel" varchar(10) NOT NULL,
	"address" varchar(254) NOT NULL,
	"source" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_opt_outs_channel_address_pk" PRIMARY KEY("channel","address"),
	CONSTRAINT "marketing_opt_outs_channel_valid" CHECK ("marketing_opt_outs"."channel" in ('sms', 'email')),
	CONSTRAINT "marketing_opt_outs_source_valid" CHECK ("marketing_opt_outs"."source" in ('signup', 'checkout', 'profile', 'unsubscribe_link', 'sms_stop'))
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"push_unapproved" boolean NOT NULL,
	"cart_abandoned" boolean NOT NULL,
	"hold_expiring" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_one_row" CHECK ("reminder_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"key" varchar(100) NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"brand" varchar(10),
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_key_unique" UNIQUE("key"),
	CONSTRAINT "reminders_kind_valid" CHECK ("reminders"."kind" in ('push_unapproved', 'cart_abandoned', 'hold_expiring')),
	CONSTRAINT "reminders_brand_valid" CHECK ("reminders"."brand" in ('fursa', 'igsum'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "marketing_consent_events" ADD CONSTRAINT "marketing_consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consent_events_user_idx" ON "marketing_consent_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reminders_kind_sent_idx" ON "reminders" USING btree ("kind","sent_at");--> statement-breakpoint
CREATE INDEX "reminders_user_idx" ON "reminders" USING btree ("user_id","sent_at");