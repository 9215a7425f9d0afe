-- docs/receipts.md, "Shillings only": receipts from here on are in TZS, a USD payment converted at
-- the rate stored with it. Receipts numbered before keep what they were issued with (their
-- currency column says USD for a USD payment, these columns stay null): a receipt never changes.
ALTER TABLE "receipts" ADD COLUMN "original_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "original_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_original_all_or_none" CHECK (("receipts"."original_currency" is null) = ("receipts"."original_amount" is null) and ("receipts"."original_currency" is null) = ("receipts"."rate" is null));