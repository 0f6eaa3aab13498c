CREATE TABLE "inbound_webhook_events" (
	"connector_id" text NOT NULL,
	"event_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"received_at" text NOT NULL,
	CONSTRAINT "inbound_webhook_events_connector_id_event_id_pk" PRIMARY KEY("connector_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "inbound_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"connector_id" text NOT NULL,
	"secret" text,
	"secret_source" text NOT NULL,
	"reveal" integer DEFAULT 0 NOT NULL,
	"confirmed_at" text,
	"last_event_at" text,
	"created_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_webhook_events" ADD CONSTRAINT "inbound_webhook_events_connector_id_connectors_id_fk" FOREIGN KEY ("connector_id") REFERENCES "connectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_webhooks" ADD CONSTRAINT "inbound_webhooks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_webhooks" ADD CONSTRAINT "inbound_webhooks_connector_id_connectors_id_fk" FOREIGN KEY ("connector_id") REFERENCES "connectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_webhook_events_age" ON "inbound_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "inbound_webhooks_connector" ON "inbound_webhooks" USING btree ("organization_id","connector_id");