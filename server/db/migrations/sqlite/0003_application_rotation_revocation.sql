ALTER TABLE `applications` ADD `secret_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `rotated_at` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `revoked_at` text;