ALTER TABLE "demo_mobile_money_pushes" DROP CONSTRAINT "demo_mobile_money_pushes_state_valid";--> statement-breakpoint
ALTER TABLE "mobile_money_attempts" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mobile_money_attempts_msisdn_idx" ON "mobile_money_attempts" USING btree ("msisdn","created_at");--> statement-breakpoint
ALTER TABLE "demo_mobile_money_pushes" ADD CONSTRAINT "demo_mobile_money_pushes_state_valid" CHECK ("demo_mobile_money_pushes"."state" in ('pending','approved','declined','cancelled'));