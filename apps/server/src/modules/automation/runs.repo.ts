// SQL of run histories and figures: runs with their steps, per-workflow counts, per-node counts, monthly totals.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from './automation.repo.js';

export type RunListRow = {
  id: string;
  workflow_id: string;
  workflow_name: string;
  version: number;
  contact_id: string;
  contact_email: string | null;
  status: 'waiting' | 'completed' | 'exited' | 'failed';
  current_node: string | null;
  wake_at: Date | null;
  exit_reason: string | null;
  last_error: string | null;
  started_at: Date;
  finished_at: Date | null;
};
export type StepRow = {
  run_id: string;
  node_id: string;
  kind: string;
  iteration: number;
  status: 'done' | 'skipped' | 'failed';
  detail: string | null;
  attempts: number;
  at: Date;
};

// runsRepo reads runs and their figures.
export function runsRepo(db: Db) {
  return {
    async runs(workspaceId: string, filter: { workflowId?: string; contactId?: string; status?: string }, limit: number, offset: number) {
      const conds = [sql`r.workspace_id = ${workspaceId}`];
      if (filter.workflowId) conds.push(sql`r.workflow_id = ${filter.workflowId}`);
      if (filter.contactId) conds.push(sql`r.contact_id = ${filter.contactId}`);
      if (filter.status) conds.push(sql`r.status = ${filter.status}`);
      const where = sql.join(conds, sql` and `);
      const list = await rows<RunListRow>(
        db,
        sql`select r.id, r.workflow_id, w.name as workflow_name, v.version, r.contact_id, c.email as contact_email, r.status, r.current_node, r.wake_at,
                   r.exit_reason, r.last_error, r.started_at, r.finished_at
            from automation_runs r join automation_workflows w on w.id = r.workflow_id join automation_versions v on v.id = r.version_id
            left join contacts c on c.id = r.contact_id and c.workspace_id = r.workspace_id
            where ${where} order by r.started_at desc, r.id limit ${limit} offset ${offset}`,
      );
      const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from automation_runs r where ${where}`);
      const steps = list.length
        ? await rows<StepRow>(
            db,
            sql`select run_id, node_id, kind, iteration, status, detail, attempts, at from automation_steps where workspace_id = ${workspaceId} and run_id in (${sql.join(
              list.map((r) => sql`${r.id}`),
              sql`, `,
            )}) order by at, id`,
          )
        : [];
      return { list, steps, total: n };
    },
    /** Per workflow: entered, waiting, completed, exited by goal, failed. */
    async workflowCounts(workspaceId: string) {
      return rows<{ workflow_id: string; entered: number; waiting: number; completed: number; goal: number; failed: number }>(
        db,
        sql`select workflow_id, count(*)::int as entered, count(*) filter (where status = 'waiting')::int as waiting,
                   count(*) filter (where status = 'completed')::int as completed, count(*) filter (where exit_reason = 'goal')::int as goal,
                   count(*) filter (where status = 'failed')::int as failed
            from automation_runs where workspace_id = ${workspaceId} group by workflow_id`,
      );
    },
    /** Steps per workflow, node and kind with their outcomes, the sends of each node and its emails opened and clicked. */
    async stepCounts(workspaceId: string) {
      return rows<{
        workflow_id: string;
        node_id: string;
        kind: string;
        done: number;
        skipped: number;
        failed: number;
        sent: number;
        opened: number;
        clicked: number;
      }>(
        db,
        sql`with steps as (
              select r.workflow_id, s.node_id, s.kind, count(*) filter (where s.status = 'done')::int as done,
                     count(*) filter (where s.status = 'skipped')::int as skipped, count(*) filter (where s.status = 'failed')::int as failed
              from automation_steps s join automation_runs r on r.id = s.run_id
              where s.workspace_id = ${workspaceId} group by r.workflow_id, s.node_id, s.kind),
            mail as (
              select automation_workflow_id as workflow_id, automation_node_id as node_id, count(opened_at)::int as opened, count(clicked_at)::int as clicked
              from deliveries where workspace_id = ${workspaceId} and automation_workflow_id is not null group by 1, 2)
            select st.*, (select count(*) from automation_outbox o where o.workflow_id = st.workflow_id and o.node_id = st.node_id and o.status = 'sent')::int as sent,
                   coalesce(m.opened, 0) as opened, coalesce(m.clicked, 0) as clicked
            from steps st left join mail m on m.workflow_id = st.workflow_id and m.node_id = st.node_id`,
      );
    },
    /** Waiting runs of a workflow by node, on its current version. */
    async nodeCounts(workspaceId: string, workflowId: string, versionId: string | null) {
      if (!versionId) return [];
      return rows<{ node: string; n: number }>(
        db,
        sql`select current_node as node, count(*)::int as n from automation_runs where workspace_id = ${workspaceId} and workflow_id = ${workflowId} and version_id = ${versionId} and status = 'waiting' and current_node is not null group by current_node`,
      );
    },
    async waitingByVersion(workspaceId: string, workflowId: string, versionId: string | null) {
      const [r] = await rows<{ current: number; older: number }>(
        db,
        sql`select count(*) filter (where version_id = ${versionId})::int as current, count(*) filter (where version_id is distinct from ${versionId})::int as older
            from automation_runs where workspace_id = ${workspaceId} and workflow_id = ${workflowId} and status = 'waiting'`,
      );
      return r ?? { current: 0, older: 0 };
    },
    /** Moves runs waiting on older versions to the new one where their node still exists. */
    async migrateRuns(workspaceId: string, workflowId: string, versionId: string, nodeIds: string[]) {
      if (!nodeIds.length) return 0;
      const r = await rows(
        db,
        sql`update automation_runs set version_id = ${versionId} where workspace_id = ${workspaceId} and workflow_id = ${workflowId} and status = 'waiting'
            and version_id <> ${versionId} and current_node in (${sql.join(
              nodeIds.map((n) => sql`${n}`),
              sql`, `,
            )}) returning id`,
      );
      return r.length;
    },
    async runsSince(workspaceId: string, since: Date) {
      const [r] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from automation_runs where workspace_id = ${workspaceId} and started_at >= ${since}`,
      );
      return r.n;
    },
  };
}
export type RunsRepo = ReturnType<typeof runsRepo>;
