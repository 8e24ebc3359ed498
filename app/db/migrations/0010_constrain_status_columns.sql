-- Status-like columns take only their listed words (the lists are the `as const` arrays beside the tables
-- in app/db/schema/*-values.ts). No row needs mending first: every value the code has ever written to
-- these columns (seed, registration, accounts, approvals, jobs, images; checked back to the first commit)
-- is in its list. A row someone changed by hand to another word stops this migration with 23514, naming
-- the constraint: correct that row and start again.
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" in ('organisation', 'director-claim', 'customisation'));--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'declined', 'superseded'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('active', 'in-administration', 'in-receivership', 'liquidation', 'dissolved'));--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_status_check" CHECK ("credit_applications"."status" in ('pending', 'approved', 'declined', 'superseded'));--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_jurisdiction_check" CHECK ("editions"."jurisdiction" in ('england-and-wales', 'scotland', 'northern-ireland'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed'));--> statement-breakpoint
ALTER TABLE "notice_provenance" ADD CONSTRAINT "notice_provenance_activity_check" CHECK ("notice_provenance"."activity" in ('received', 'validated', 'corrected', 'approved', 'published', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_status_check" CHECK ("notices"."status" in ('draft', 'submitted', 'awaiting-payment', 'awaiting-approval', 'published', 'rejected', 'withdrawn', 'permanently-withdrawn'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_kind_check" CHECK ("organisations"."kind" in ('organisation', 'bank', 'church', 'company', 'court', 'government-department', 'individual', 'insolvency-practitioner', 'lieutenancy', 'local-authority', 'official-receiver', 'order-of-chivalry', 'parliament', 'public-body', 'registrar', 'regulator', 'royal-household', 'society', 'solicitors'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_status_check" CHECK ("organisations"."status" in ('pending', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_payment_method_check" CHECK ("organisations"."payment_method" in ('card', 'account'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_business_type_check" CHECK ("organisations"."business_type" in ('private-sector', 'society', 'professional-body', 'government-local', 'government-central', 'government-agency', 'public-sector'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_organisation_structure_check" CHECK ("organisations"."organisation_structure" in ('limited-company', 'llp', 'partnership', 'sole-trader', 'charity', 'other'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_no_registration_reason_check" CHECK ("organisations"."no_registration_reason" in ('not-required', 'overseas-company', 'in-formation', 'other'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_regulatory_body_check" CHECK ("organisations"."regulatory_body" in ('ipa', 'icaew', 'icas', 'cai', 'acca', 'law-society', 'law-society-scotland', 'law-society-ni', 'sra', 'insolvency-service', 'other'));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_alert_frequency_check" CHECK ("saved_searches"."alert_frequency" in ('none', 'daily', 'weekly'));--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_content_type_check" CHECK ("user_images"."content_type" in ('image/png', 'image/jpeg', 'image/gif'));--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_purpose_check" CHECK ("user_tokens"."purpose" in ('confirm-email', 'reset-password', 'invite', 'unlock', 'change-email'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'account-owner', 'super-user', 'company-admin', 'account-admin', 'staff'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('unconfirmed', 'invited', 'active', 'disabled'));