CREATE TABLE `oauth_apps` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`connector_type` text NOT NULL,
	`client_id` text NOT NULL,
	`client_secret` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oauth_apps_org_type` ON `oauth_apps` (`organization_id`,`connector_type`);--> statement-breakpoint
CREATE TABLE `oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`workspace_name` text NOT NULL,
	`connector_type` text NOT NULL,
	`name` text NOT NULL,
	`redirect_url` text NOT NULL,
	`environment` text NOT NULL,
	`oauth_client` text NOT NULL,
	`code_verifier` text,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `connectors` ADD `oauth_client` text;--> statement-breakpoint
ALTER TABLE `connectors` ADD `refresh_lease_until` text;