CREATE TABLE "analytics_hours_daily" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"human_opens" integer DEFAULT 0 NOT NULL,
	"human_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hours_daily_pk" PRIMARY KEY("workspace_id","day","hour")
);
--> statement-breakpoint
DROP INDEX "analytics_churn_rank_idx";--> statement-breakpoint
DROP INDEX "analytics_delivery_hits_day_idx";--> statement-breakpoint
ALTER TABLE "analytics_hours_daily" ADD CONSTRAINT "analytics_hours_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_churn_order_idx" ON "analytics_churn" USING btree ("workspace_id","likelihood","received" DESC NULLS LAST,"email");--> statement-breakpoint
CREATE INDEX "analytics_delivery_hits_delivery_idx" ON "analytics_delivery_hits" USING btree ("delivery_id","day");