-- docs/phone-orders.md (issue 45): where an order came from, the admin who took it for its customer,
-- and the admin's own discount (part of discount_amount) with its reason. Older orders are `online`.
ALTER TABLE "orders" ADD COLUMN "channel" varchar(20) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "admin_discount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "admin_discount_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_id_users_id_fk" FOREIGN KEY ("taken_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_valid" CHECK ("orders"."channel" in ('online', 'phone', 'whatsapp', 'walk_in', 'instagram', 'facebook'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_admin_discount_valid" CHECK ("orders"."admin_discount" >= 0 and "orders"."admin_discount" <= "orders"."discount_amount");