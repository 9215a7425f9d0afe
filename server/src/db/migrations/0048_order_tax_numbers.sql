ALTER TABLE "orders" ADD COLUMN "customer_tin" varchar(9);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_vrn" varchar(9);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "customer_vrn" varchar(9);