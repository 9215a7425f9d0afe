CREATE TABLE "discount_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone_key" varchar(13),
	"delivery_phone_key" varchar(13),
	"state" varchar(10) DEFAULT 'reserved' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "discount_code_uses_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "discount_code_uses_state_valid" CHECK ("discount_code_uses"."state" in ('reserved', 'redeemed', 'released'))
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"brand" varchar(10) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"percent" integer,
	"amount" numeric(14, 2),
	"currency" varchar(3) NOT NULL,
	"min_spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_cap" integer,
	"per_customer_cap" integer,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tour_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"applies_to_sale_items" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_brand_valid" CHECK ("discount_codes"."brand" in ('fursa', 'igsum')),
	CONSTRAINT "discount_codes_kind_valid" CHECK ("discount_codes"."kind" in ('percentage', 'fixed_amount', 'free_delivery')),
	CONSTRAINT "discount_codes_currency_valid" CHECK ("discount_codes"."currency" in ('TZS', 'USD')),
	CONSTRAINT "discount_codes_value_valid" CHECK (("discount_codes"."kind" = 'percentage' and "discount_codes"."percent" between 1 and 100 and "discount_codes"."amount" is null)
        or ("discount_codes"."kind" = 'fixed_amount' and "discount_codes"."amount" > 0 and "discount_codes"."percent" is null)
        or ("discount_codes"."kind" = 'free_delivery' and "discount_codes"."amount" is null and "discount_codes"."percent" is null)),
	CONSTRAINT "discount_codes_min_spend_nonneg" CHECK ("discount_codes"."min_spend" >= 0),
	CONSTRAINT "discount_codes_period_valid" CHECK ("discount_codes"."ends_at" is null or "discount_codes"."starts_at" is null or "discount_codes"."ends_at" > "discount_codes"."starts_at"),
	CONSTRAINT "discount_codes_caps_valid" CHECK (coalesce("discount_codes"."total_cap", 1) > 0 and coalesce("discount_codes"."per_customer_cap", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" varchar(40);--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_idx" ON "discount_code_uses" USING btree ("code_id","state");--> statement-breakpoint
CREATE INDEX "discount_code_uses_user_idx" ON "discount_code_uses" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "discount_code_uses_phone_idx" ON "discount_code_uses" USING btree ("code_id","phone_key");--> statement-breakpoint
CREATE INDEX "discount_code_uses_delivery_phone_idx" ON "discount_code_uses" USING btree ("code_id","delivery_phone_key");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_lower_uq" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_nonneg" CHECK ("orders"."discount_amount" >= 0);--> statement-breakpoint
-- docs/discount-codes.md: an order's code use follows the order in the transaction that changes
-- it, whoever changes it (checkout, a customer's or an admin's cancel, an expired hold, a payment,
-- cash received, an admin reopening): released while the order is cancelled, redeemed while it is
-- paid, else reserved. A reopened or late-paid order takes its use back even past the code's cap:
-- the customer was charged the discounted total.
CREATE OR REPLACE FUNCTION discount_use_follow_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_state text := CASE
    WHEN NEW.status = 'cancelled' THEN 'released'
    WHEN NEW.payment_status = 'paid' THEN 'redeemed'
    ELSE 'reserved' END;
BEGIN
  UPDATE discount_code_uses
     SET state = next_state,
         redeemed_at = CASE WHEN next_state = 'redeemed' THEN coalesce(redeemed_at, now()) ELSE redeemed_at END,
         released_at = CASE WHEN next_state = 'released' THEN now() ELSE NULL END
   WHERE order_id = NEW.id AND state <> next_state;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER discount_use_follow_order AFTER UPDATE OF status, payment_status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status)
  EXECUTE FUNCTION discount_use_follow_order();
