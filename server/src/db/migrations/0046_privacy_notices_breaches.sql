CREATE TABLE "data_breaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"data_affected" text NOT NULL,
	"people_affected" text NOT NULL,
	"people_count" integer,
	"actions_taken" text DEFAULT '' NOT NULL,
	"commission_notified_at" timestamp with time zone,
	"people_notified_at" timestamp with time zone,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_breaches_people_count_valid" CHECK ("data_breaches"."people_count" is null or "data_breaches"."people_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_consent_events" ADD COLUMN "notice_version" integer;--> statement-breakpoint
ALTER TABLE "data_breaches" ADD CONSTRAINT "data_breaches_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_breaches_found_idx" ON "data_breaches" USING btree ("found_at","id");--> statement-breakpoint
ALTER TABLE "marketing_consent_events" ADD CONSTRAINT "marketing_consent_events_notice_version_privacy_notices_id_fk" FOREIGN KEY ("notice_version") REFERENCES "public"."privacy_notices"("id") ON DELETE no action ON UPDATE no action;