CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"basis" varchar(10) NOT NULL,
	"reason" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"approval_note" text DEFAULT '' NOT NULL,
	"refused_at" timestamp with time zone,
	"refused_by" integer,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"condition" varchar(10),
	"condition_note" text DEFAULT '' NOT NULL,
	"restocked_at" timestamp with time zone,
	"restocked_by" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" varchar(20),
	"refund_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"replacement_order_id" integer,
	"resolution_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "return_requests_quantity_pos" CHECK ("return_requests"."quantity" > 0),
	CONSTRAINT "return_requests_kind_valid" CHECK ("return_requests"."kind" in ('return', 'repair')),
	CONSTRAINT "return_requests_basis_valid" CHECK ("return_requests"."basis" in ('window', 'warranty')),
	CONSTRAINT "return_requests_status_valid" CHECK ("return_requests"."status" in ('requested', 'approved', 'refused', 'received', 'resolved')),
	CONSTRAINT "return_requests_condition_valid" CHECK ("return_requests"."condition" in ('as_new', 'used', 'damaged', 'faulty')),
	CONSTRAINT "return_requests_resolution_valid" CHECK ("return_requests"."resolution" in ('refund', 'store_credit', 'refund_and_credit', 'replacement', 'repair')),
	CONSTRAINT "return_requests_money_nonneg" CHECK ("return_requests"."refund_amount" >= 0 and "return_requests"."credit_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_windows" (
	"brand" varchar(10) PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_windows_brand_valid" CHECK ("return_windows"."brand" in ('fursa', 'igsum')),
	CONSTRAINT "return_windows_days_valid" CHECK ("return_windows"."days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_valid";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "return_request_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "return_step" varchar(20);--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refused_by_users_id_fk" FOREIGN KEY ("refused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_restocked_by_users_id_fk" FOREIGN KEY ("restocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_item_idx" ON "return_requests" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_user_idx" ON "return_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_valid" CHECK ("order_events"."type" in ('placed', 'paid', 'status', 'return'));