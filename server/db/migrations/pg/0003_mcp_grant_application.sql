ALTER TABLE "mcp_oauth_codes" ADD COLUMN "application_id" text;--> statement-breakpoint
ALTER TABLE "mcp_oauth_tokens" ADD COLUMN "application_id" text;