CREATE TABLE "analytics_device_monthly" (
	"workspace_id" uuid NOT NULL,
	"month" date NOT NULL,
	"device" text NOT NULL,
	"os" text NOT NULL,
	"client" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_device_monthly_pk" PRIMARY KEY("workspace_id","month","device","os","client")
);
--> statement-breakpoint
CREATE TABLE "analytics_geo_monthly" (
	"workspace_id" uuid NOT NULL,
	"month" date NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"human_opens" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"human_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_geo_monthly_pk" PRIMARY KEY("workspace_id","month","country","city")
);
--> statement-breakpoint
CREATE TABLE "analytics_hours_monthly" (
	"workspace_id" uuid NOT NULL,
	"month" date NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"human_opens" integer DEFAULT 0 NOT NULL,
	"human_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hours_monthly_pk" PRIMARY KEY("workspace_id","month","weekday","hour")
);
--> statement-breakpoint
ALTER TABLE "analytics_device_monthly" ADD CONSTRAINT "analytics_device_monthly_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_geo_monthly" ADD CONSTRAINT "analytics_geo_monthly_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hours_monthly" ADD CONSTRAINT "analytics_hours_monthly_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;