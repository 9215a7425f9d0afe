CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"refund_status" varchar(20) DEFAULT 'none' NOT NULL,
	"refunded_at" timestamp with time zone,
	"refunded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "payments_outcome_valid" CHECK ("payments"."outcome" in ('applied','duplicate','order_cancelled','mismatch')),
	CONSTRAINT "payments_refund_status_valid" CHECK ("payments"."refund_status" in ('none','due','refunded'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("created_at") WHERE "payments"."refund_status" = 'due';--> statement-breakpoint
-- Payments confirmed before this table existed: the first completed session of a paid order paid
-- it; any later completed session was a second payment, owed back, and so is a payment that landed
-- after its order was cancelled (the order carries the note the shop wrote then).
INSERT INTO "payments" ("order_id", "session_id", "provider", "amount", "currency", "outcome", "refund_status", "created_at")
SELECT "order_id", "id", "provider", "amount", "currency",
  CASE WHEN "n" > 1 THEN 'duplicate' WHEN "late" THEN 'order_cancelled' ELSE 'applied' END,
  CASE WHEN "n" > 1 OR "late" THEN 'due' ELSE 'none' END,
  coalesce("completed_at", "created_at")
FROM (
  SELECT s.*,
    o."status" = 'cancelled' AND position('Payment received after this order was cancelled' in o."notes") > 0 AS "late",
    row_number() OVER (PARTITION BY s."order_id" ORDER BY s."completed_at" NULLS LAST, s."id") AS "n"
  FROM "payment_sessions" s JOIN "orders" o ON o."id" = s."order_id"
  WHERE s."status" = 'completed' AND o."payment_status" = 'paid'
) AS "confirmed";
