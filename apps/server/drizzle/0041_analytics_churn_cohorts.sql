CREATE TABLE "analytics_churn" (
	"workspace_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"email" text NOT NULL,
	"received" integer NOT NULL,
	"engaged" integer NOT NULL,
	"likelihood" double precision NOT NULL,
	CONSTRAINT "analytics_churn_pk" PRIMARY KEY("workspace_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_cohorts" (
	"workspace_id" uuid NOT NULL,
	"month" date NOT NULL,
	"offset" integer NOT NULL,
	"size" integer NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "analytics_cohorts_pk" PRIMARY KEY("workspace_id","month","offset")
);
--> statement-breakpoint
ALTER TABLE "analytics_churn" ADD CONSTRAINT "analytics_churn_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_cohorts" ADD CONSTRAINT "analytics_cohorts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_churn_rank_idx" ON "analytics_churn" USING btree ("workspace_id","likelihood");