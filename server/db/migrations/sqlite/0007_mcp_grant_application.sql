ALTER TABLE `mcp_oauth_codes` ADD `application_id` text;--> statement-breakpoint
ALTER TABLE `mcp_oauth_tokens` ADD `application_id` text;