CREATE TABLE `audit_events` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`target` text,
	`changes` text,
	`request_id` text
);
--> statement-breakpoint
CREATE INDEX `audit_events_org_at` ON `audit_events` (`organization_id`,`at`);--> statement-breakpoint
CREATE TABLE `connect_branding` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`display_name` text,
	`logo` text,
	`color` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `connect_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`workspace_name` text NOT NULL,
	`allowed_kinds` text,
	`redirect_url` text NOT NULL,
	`connector_id` text,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `oauth_states` ADD `connect_session` text;--> statement-breakpoint
ALTER TABLE `oauth_states` ADD `connector_id` text;