CREATE TABLE `sync_jobs` (
	`connector_id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`entities` text,
	`requested_at` text,
	`lease_owner` text,
	`lease_until` text,
	`started_at` text,
	`finished_at` text,
	FOREIGN KEY (`connector_id`) REFERENCES `connectors`(`id`) ON UPDATE no action ON DELETE cascade
);
