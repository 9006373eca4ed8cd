import type { AnalyticsResponse } from './api/automationApi';

const SEND_KINDS = new Set(['send_email', 'send_sms', 'send_whatsapp', 'push_notification']);

export type SendStepRow = AnalyticsResponse['workflows'][number]['steps'][number] & { workflow: string; workflowId: string };

/** The send steps of every workflow, in the analytics answer's order, each with its workflow's name and id. */
export function sendStepRows(workflows: AnalyticsResponse['workflows']): SendStepRow[] {
  return workflows.flatMap((w) => w.steps.filter((s) => SEND_KINDS.has(s.kind)).map((s) => ({ ...s, workflow: w.name, workflowId: w.workflowId })));
}

/** n as a percentage of the messages sent, to one decimal; null before anything was sent. */
export function shareOfSent(n: number, sent: number): number | null {
  return sent > 0 ? Math.round((n / sent) * 1000) / 10 : null;
}
