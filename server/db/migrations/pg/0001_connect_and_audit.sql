CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"at" text NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"changes" json,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "connect_branding" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"logo" text,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "connect_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"workspace_name" text NOT NULL,
	"allowed_kinds" json,
	"redirect_url" text NOT NULL,
	"connector_id" text,
	"expires_at" text NOT NULL,
	"used_at" text
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "connect_session" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "connector_id" text;--> statement-breakpoint
ALTER TABLE "connect_branding" ADD CONSTRAINT "connect_branding_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_sessions" ADD CONSTRAINT "connect_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_org_at" ON "audit_events" USING btree ("organization_id","at");