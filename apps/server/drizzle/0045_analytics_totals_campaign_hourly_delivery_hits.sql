CREATE TABLE "analytics_campaign_daily" (
	"workspace_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"unique_opens" integer DEFAULT 0 NOT NULL,
	"unique_opens_any" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_campaign_daily_pk" PRIMARY KEY("workspace_id","campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_delivery_hits" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"delivery_id" bigint NOT NULL,
	"campaign_id" uuid,
	"url" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"human_opens" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"human_clicks" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"workspace_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"unique_opens" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hourly_pk" PRIMARY KEY("workspace_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_totals_daily" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"unique_opens" integer DEFAULT 0 NOT NULL,
	"unique_opens_any" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"human_opens" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"human_clicks" integer DEFAULT 0 NOT NULL,
	"subscribed" integer DEFAULT 0 NOT NULL,
	"unsubscribed" integer DEFAULT 0 NOT NULL,
	"bounced" integer DEFAULT 0 NOT NULL,
	"complained" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_totals_daily_pk" PRIMARY KEY("workspace_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_campaign_daily" ADD CONSTRAINT "analytics_campaign_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_delivery_hits" ADD CONSTRAINT "analytics_delivery_hits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_totals_daily" ADD CONSTRAINT "analytics_totals_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_campaign_daily_day_idx" ON "analytics_campaign_daily" USING btree ("workspace_id","day");--> statement-breakpoint
CREATE INDEX "analytics_delivery_hits_day_idx" ON "analytics_delivery_hits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_delivery_hits_campaign_idx" ON "analytics_delivery_hits" USING btree ("campaign_id","delivery_id") WHERE campaign_id is not null;--> statement-breakpoint
CREATE INDEX "analytics_delivery_hits_place_idx" ON "analytics_delivery_hits" USING btree ("workspace_id","country","day");