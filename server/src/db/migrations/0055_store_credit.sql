-- docs/store-credit.md (issue 45): a customer's store credit, a balance per currency kept as a ledger.
CREATE TABLE "store_credit_balances" (
	"user_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_balances_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "store_credit_balances_currency_valid" CHECK ("store_credit_balances"."currency" in ('TZS', 'USD')),
	CONSTRAINT "store_credit_balances_nonneg" CHECK ("store_credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"actor_id" integer,
	"actor_name" varchar(150),
	"source" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_currency_valid" CHECK ("store_credit_entries"."currency" in ('TZS', 'USD')),
	CONSTRAINT "store_credit_entries_nonzero" CHECK ("store_credit_entries"."amount" <> 0),
	CONSTRAINT "store_credit_entries_kind_valid" CHECK ("store_credit_entries"."kind" in ('admin_grant', 'return', 'order_used', 'order_released', 'admin_correction')),
	CONSTRAINT "store_credit_entries_sign" CHECK (("store_credit_entries"."kind" in ('admin_grant', 'return', 'order_released') and "store_credit_entries"."amount" > 0) or ("store_credit_entries"."kind" = 'order_used' and "store_credit_entries"."amount" < 0) or "store_credit_entries"."kind" = 'admin_correction'),
	CONSTRAINT "store_credit_entries_order" CHECK (("store_credit_entries"."order_id" is not null) = ("store_credit_entries"."kind" in ('order_used', 'order_released')))
);
--> statement-breakpoint
ALTER TABLE "store_credit_balances" ADD CONSTRAINT "store_credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_source_key" ON "store_credit_entries" USING btree ("source");--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "store_credit_entries_order_idx" ON "store_credit_entries" USING btree ("order_id");--> statement-breakpoint
-- docs/store-credit.md: an order that is cancelled (by its customer, an admin, or its hold running
-- out) gives back the credit it still holds, in the cancel's own transaction, once: what it used
-- less what it was given back, so a second cancel finds nothing left. The balance's row is locked
-- by the update, as every other change of it locks it.
CREATE OR REPLACE FUNCTION store_credit_follow_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held record;
BEGIN
  FOR held IN
    SELECT user_id, currency, -sum(amount) AS amount
      FROM store_credit_entries
     WHERE order_id = NEW.id
     GROUP BY user_id, currency
    HAVING sum(amount) < 0
     ORDER BY user_id, currency
  LOOP
    UPDATE store_credit_balances
       SET balance = balance + held.amount, updated_at = now()
     WHERE user_id = held.user_id AND currency = held.currency;
    INSERT INTO store_credit_entries (user_id, currency, amount, kind, order_id)
      VALUES (held.user_id, held.currency, held.amount, 'order_released', NEW.id);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER store_credit_follow_order AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status = 'cancelled')
  EXECUTE FUNCTION store_credit_follow_order();
