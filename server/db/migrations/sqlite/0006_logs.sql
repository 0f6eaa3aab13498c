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
CREATE INDEX `execution_logs_at` ON `execution_logs` (`at`);