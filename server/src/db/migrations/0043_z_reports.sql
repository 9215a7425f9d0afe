CREATE TABLE "z_reports" (
	"znum" varchar(8) PRIMARY KEY NOT NULL,
	"signed_xml" text NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"ack" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "z_reports_status_valid" CHECK ("z_reports"."status" in ('queued','failed','sent'))
);
