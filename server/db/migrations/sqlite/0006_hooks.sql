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
CREATE INDEX `inbound_webhooks_connector` ON `inbound_webhooks` (`organization_id`,`connector_id`);