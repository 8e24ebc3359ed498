CREATE SEQUENCE "public"."order_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "basket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"notice_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"edition_id" text,
	"issue_number" integer,
	"full_name" text,
	"honour" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_quantity_check" CHECK ("basket_items"."quantity" between 1 and 200),
	CONSTRAINT "basket_items_issue_check" CHECK (("basket_items"."edition_id" is null) = ("basket_items"."issue_number" is null))
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_key" text,
	"discount_code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baskets_owner_check" CHECK (("baskets"."user_id" is null) <> ("baskets"."visitor_key" is null))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_from_status_check" CHECK ("order_events"."from_status" in ('created', 'awaiting-payment', 'paid', 'failed', 'cancelled', 'fulfilled', 'refunded')),
	CONSTRAINT "order_events_to_status_check" CHECK ("order_events"."to_status" in ('created', 'awaiting-payment', 'paid', 'failed', 'cancelled', 'fulfilled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"notice_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"gross_pence" integer NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"edition_id" text,
	"issue_number" integer,
	"full_name" text,
	"honour" text,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" between 1 and 200),
	CONSTRAINT "order_lines_amounts_check" CHECK ("order_lines"."net_pence" + "order_lines"."vat_pence" = "order_lines"."gross_pence")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer,
	"organisation_id" integer,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_type" text NOT NULL,
	"purchase_order_number" text,
	"delivery_address" jsonb,
	"invoice_address" jsonb NOT NULL,
	"email" text NOT NULL,
	"discount_code_id" integer,
	"discount_code" text,
	"subtotal_pence" integer NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"net_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'awaiting-payment', 'paid', 'failed', 'cancelled', 'fulfilled', 'refunded')),
	CONSTRAINT "orders_payment_type_check" CHECK ("orders"."payment_type" in ('card', 'purchase-order')),
	CONSTRAINT "orders_po_number_check" CHECK ("orders"."purchase_order_number" ~ '^[0-9]{1,10}$'),
	CONSTRAINT "orders_totals_check" CHECK ("orders"."net_pence" + "orders"."vat_pence" = "orders"."total_pence" and "orders"."subtotal_pence" - "orders"."discount_pence" = "orders"."total_pence")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"amount_pence" integer NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"next_url" text,
	"return_token" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('simulator', 'govuk-pay')),
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('created', 'started', 'submitted', 'capturable', 'success', 'failed', 'cancelled', 'error'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_refund_id" text,
	"amount_pence" integer NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('submitted', 'success', 'error'))
);
--> statement-breakpoint
CREATE TABLE "simulator_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"amount_pence" integer NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"settles_at" timestamp with time zone,
	"idempotency_key" text,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_payments_state_check" CHECK ("simulator_payments"."state" in ('created', 'started', 'submitted', 'capturable', 'success', 'failed', 'cancelled', 'error')),
	CONSTRAINT "simulator_payments_amount_check" CHECK ("simulator_payments"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "simulator_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"state" text DEFAULT 'success' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_refunds_state_check" CHECK ("simulator_refunds"."state" in ('submitted', 'success', 'error'))
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_uses" integer,
	"max_uses_per_account" integer,
	"disabled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_check" CHECK ("discount_codes"."kind" in ('percentage', 'fixed')),
	CONSTRAINT "discount_codes_amount_check" CHECK ("discount_codes"."amount" > 0 and ("discount_codes"."kind" <> 'percentage' or "discount_codes"."amount" <= 100)),
	CONSTRAINT "discount_codes_code_check" CHECK ("discount_codes"."code" = upper("discount_codes"."code") and length("discount_codes"."code") between 3 and 40)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"price_pence" integer NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_price_check" CHECK ("product_prices"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"stock" integer,
	"needs_issue" boolean DEFAULT false NOT NULL,
	"needs_name" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_kind_check" CHECK ("products"."kind" in ('issue-copy', 'certificate', 'commemorative', 'notice')),
	CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate_percent" between 0 and 100),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" is null or "products"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN IF NOT EXISTS "credit_limit_pence" integer;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulator_refunds" ADD CONSTRAINT "simulator_refunds_payment_id_simulator_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."simulator_payments"("payment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_items_basket_idx" ON "basket_items" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_user_key" ON "baskets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_visitor_key" ON "baskets" USING btree ("visitor_key");--> statement-breakpoint
CREATE INDEX "baskets_visitor_updated_idx" ON "baskets" USING btree ("updated_at") WHERE user_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_key" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_user_idx" ON "discount_redemptions" USING btree ("discount_code_id","user_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_return_token_key" ON "payments" USING btree ("return_token");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_payments_idempotency_key" ON "simulator_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_codes_created_idx" ON "discount_codes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_product_from_key" ON "product_prices" USING btree ("product_id","effective_from");--> statement-breakpoint
-- The catalogue (spec §9 ids). VAT rule (docs/decisions/015): printed matter (copies of an issue or a
-- supplement, facsimile issues) is zero-rated; certificates, frames and other goods are standard-rated.
-- Prices include VAT, in pence; staff change them later by adding a price with a start date.
INSERT INTO "products" ("id", "kind", "name", "description", "vat_rate_percent", "stock", "needs_issue", "needs_name", "sort_order") VALUES
('gaz176', 'issue-copy', 'Printed copy of an issue', 'A printed copy of one issue of the Gazette, posted to you.', 0, NULL, true, false, 10),
('gaz177', 'issue-copy', 'Printed copy of a supplement', 'A printed copy of a supplement published with an issue, posted to you.', 0, NULL, true, false, 20),
('ce1', 'certificate', 'Certificate of a gazetted entry', 'An A4 certificate reproducing the entry for a named person, with their honour, printed on archival paper.', 20, NULL, true, true, 30),
('ce2', 'certificate', 'Certificate of a gazetted entry, mounted', 'The A4 certificate in a cream mount, ready to frame.', 20, NULL, true, true, 40),
('ce3', 'certificate', 'Certificate of a gazetted entry, framed', 'The A4 certificate mounted in a black wooden frame with glass.', 20, NULL, true, true, 50),
('ww1a', 'commemorative', 'First World War commemorative certificate', 'A certificate commemorating a gallantry award or mention in despatches published in the Gazette between 1914 and 1919, bearing the serviceman''s or servicewoman''s name.', 20, NULL, true, true, 60),
('ww1b', 'commemorative', 'First World War commemorative certificate, framed', 'The First World War commemorative certificate mounted in an oak frame with glass.', 20, NULL, true, true, 70),
('ww1c', 'commemorative', 'Facsimile issue: 4 August 1914', 'A printed facsimile of the issue that announced the declaration of war.', 0, 250, false, false, 80),
('ww1d', 'commemorative', 'Facsimile issue: 11 November 1918', 'A printed facsimile of the issue published on the day of the Armistice.', 0, 250, false, false, 90),
('ww1e', 'commemorative', 'Centenary remembrance pin and card', 'An enamel remembrance pin on a presentation card printed with the Gazette''s masthead of 1918.', 20, 500, false, false, 100);
--> statement-breakpoint
INSERT INTO "product_prices" ("product_id", "price_pence", "effective_from") VALUES
('gaz176', 750, '2026-01-01T00:00:00Z'),
('gaz177', 750, '2026-01-01T00:00:00Z'),
('ce1', 3500, '2026-01-01T00:00:00Z'),
('ce2', 5500, '2026-01-01T00:00:00Z'),
('ce3', 9500, '2026-01-01T00:00:00Z'),
('ww1a', 2500, '2026-01-01T00:00:00Z'),
('ww1b', 6000, '2026-01-01T00:00:00Z'),
('ww1c', 1250, '2026-01-01T00:00:00Z'),
('ww1d', 1250, '2026-01-01T00:00:00Z'),
('ww1e', 850, '2026-01-01T00:00:00Z');
