CREATE TABLE "receipt_counters" (
	"series" varchar(10) PRIMARY KEY NOT NULL,
	"gc" bigint DEFAULT 0 NOT NULL,
	"dc" integer DEFAULT 0 NOT NULL,
	"day" date,
	"last_issued_at" timestamp with time zone,
	CONSTRAINT "receipt_counters_series_valid" CHECK ("receipt_counters"."series" in ('fiscal', 'plain'))
);
--> statement-breakpoint
CREATE TABLE "receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" varchar(200) NOT NULL,
	"quantity" integer NOT NULL,
	"tax_code" varchar(1) DEFAULT 'A' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	CONSTRAINT "receipt_lines_position_uq" UNIQUE("receipt_id","position"),
	CONSTRAINT "receipt_lines_tax_code_valid" CHECK ("receipt_lines"."tax_code" in ('A','B','C','D','E'))
);
--> statement-breakpoint
CREATE TABLE "receipt_submissions" (
	"receipt_id" integer PRIMARY KEY NOT NULL,
	"gc" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"signed_xml" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"ack" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_submissions_gc_unique" UNIQUE("gc"),
	CONSTRAINT "receipt_submissions_status_valid" CHECK ("receipt_submissions"."status" in ('queued','failed','sent'))
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"series" varchar(10) NOT NULL,
	"gc" bigint NOT NULL,
	"dc" integer NOT NULL,
	"znum" varchar(8) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"source" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer,
	"payment_type" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	"customer_name" varchar(150) NOT NULL,
	"customer_id_type" smallint DEFAULT 6 NOT NULL,
	"customer_id" varchar(30) DEFAULT '' NOT NULL,
	"customer_mobile" varchar(15) DEFAULT '' NOT NULL,
	"fiscal" boolean NOT NULL,
	"verification_code" varchar(40),
	CONSTRAINT "receipts_source_unique" UNIQUE("source"),
	CONSTRAINT "receipts_series_gc_uq" UNIQUE("series","gc"),
	CONSTRAINT "receipts_series_valid" CHECK ("receipts"."series" in ('fiscal', 'plain')),
	CONSTRAINT "receipts_fiscal_series" CHECK ("receipts"."fiscal" = ("receipts"."series" = 'fiscal'))
);
--> statement-breakpoint
CREATE TABLE "vfd_registration" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"tin" varchar(20) NOT NULL,
	"reg_id" varchar(60) NOT NULL,
	"serial" varchar(60) NOT NULL,
	"uin" varchar(120) DEFAULT '' NOT NULL,
	"vrn" varchar(30) DEFAULT '' NOT NULL,
	"receipt_code" varchar(20) NOT NULL,
	"routing_key" varchar(40) NOT NULL,
	"username" varchar(120) NOT NULL,
	"password" varchar(200) NOT NULL,
	"tax_office" varchar(120) DEFAULT '' NOT NULL,
	"answer" jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token" varchar(2000),
	"token_expires_at" timestamp with time zone,
	CONSTRAINT "vfd_registration_one_row" CHECK ("vfd_registration"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_code" varchar(1) DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "tax_code" varchar(1) DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_submissions" ADD CONSTRAINT "receipt_submissions_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_submissions_unsent_idx" ON "receipt_submissions" USING btree ("gc") WHERE "receipt_submissions"."status" <> 'sent';--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_code_valid" CHECK ("products"."tax_code" in ('A','B','C','D','E'));--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_tax_code_valid" CHECK ("tours"."tax_code" in ('A','B','C','D','E'));--> statement-breakpoint
-- docs/receipts.md: each numbering series is one row, updated (and so locked) by every receipt it numbers.
INSERT INTO "receipt_counters" ("series") VALUES ('fiscal'), ('plain');
