CREATE TABLE `execution_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`at` text NOT NULL,
	`request_id` text,
	`source` text NOT NULL,
	`connector_id` text NOT NULL,
	`kind` text,
	`entity` text,
	`action` text NOT NULL,
	`status` text NOT NULL,
	`error_code` text,
	`upstream_status` integer,
	`duration_ms` integer NOT NULL,
	`vendor_calls` integer NOT NULL,
	`records` integer,
	`application_id` text,
	`param_names` text NOT NULL,
	`param_values` text
);
--> statement-breakpoint
CREATE INDEX `execution_logs_org_at` ON `execution_logs` (`organization_id`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `execution_logs_at` ON `execution_logs` (`at`);--> statement-breakpoint
CREATE TABLE `inbound_webhook_events` (
	`connector_id` text NOT NULL,
	`event_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`received_at` text NOT NULL,
	PRIMARY KEY(`connector_id`, `event_id`),
	FOREIGN KEY (`connector_id`) REFERENCES `connectors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inbound_webhook_events_age` ON `inbound_webhook_events` (`received_at`);--> statement-breakpoint
CREATE TABLE `inbound_webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`connector_id` text NOT NULL,
	`secret` text,
	`secret_source` text NOT NULL,
	`reveal` integer DEFAULT 0 NOT NULL,
	`confirmed_at` text,
	`last_event_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`connector_id`) REFERENCES `connectors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inbound_webhooks_connector` ON `inbound_webhooks` (`organization_id`,`connector_id`);--> statement-breakpoint
CREATE TABLE `mcp_oauth_approvals` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`application_id` text NOT NULL,
	`scopes` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mcp_oauth_clients` (
	`client_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`redirect_uris` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mcp_oauth_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`client_id` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`code_challenge` text NOT NULL,
	`resource` text NOT NULL,
	`scopes` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`family_id` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mcp_oauth_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`family_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`client_id` text NOT NULL,
	`resource` text NOT NULL,
	`scopes` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`revoked_at` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mcp_oauth_tokens_family` ON `mcp_oauth_tokens` (`organization_id`,`family_id`);--> statement-breakpoint
ALTER TABLE `application_grants` ADD `proxy_write` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `connectors` ADD `sync_settings` text;