CREATE TABLE "check_in_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"scan_id" varchar(64) NOT NULL,
	"order_id" integer NOT NULL,
	"traveller_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"scanned_by" integer,
	"device_id" varchar(64),
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_scans_scan_id_uq" UNIQUE("scan_id")
);
--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_scans_order_idx" ON "check_in_scans" USING btree ("order_id");