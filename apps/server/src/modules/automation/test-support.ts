// Test support of the automation tests: graph builders and the API calls every workflow test makes.
import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { WorkflowGraph } from '@ulak/shared';
import type { TestApp } from '../../test/harness.js';

export const node = (id: string, type: string, data: Record<string, unknown> = {}, y = 0) => ({ id, type, position: { x: 0, y }, data });
export const edge = (source: string, target: string, sourceHandle?: 'yes' | 'no' | 'a' | 'b') => ({
  id: `${source}-${target}`,
  source,
  target,
  ...(sourceHandle ? { sourceHandle } : {}),
});
/** A trigger followed by steps in a line. */
export const chain = (trigger: ReturnType<typeof node>, ...steps: ReturnType<typeof node>[]): WorkflowGraph => {
  const nodes = [trigger, ...steps];
  return { nodes, edges: nodes.slice(1).map((n, i) => edge(nodes[i].id, n.id)) } as WorkflowGraph;
};

export type RunView = {
  id: string;
  status: string;
  contactId: string;
  version: number;
  currentNode: string | null;
  wakeAt: string | null;
  exitReason: string | null;
  lastError: string | null;
  steps: { nodeId: string; status: string; detail: string | null; attempts: number; iteration: number }[];
};

// workflowCalls binds the workflow API calls to an app and a default token (getters: both are made in beforeAll).
export function workflowCalls(app: () => TestApp, defaultToken: () => string) {
  const api = (method: string, url: string, body?: unknown, token = defaultToken()) => app().request({ method, url, body, token });
  return {
    api,
    /** Creates and publishes a workflow (active); returns its id. */
    async publishWorkflow(graph: WorkflowGraph, extra: Record<string, unknown> = {}, token = defaultToken()) {
      const created = await api('POST', '/api/automation/workflows', { name: `wf ${crypto.randomUUID()}`, graph, ...extra }, token);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().workflow.id as string;
      const pub = await api('POST', `/api/automation/workflows/${id}/publish`, {}, token);
      expect(pub.statusCode, pub.body).toBe(200);
      expect(pub.json().workflow.status).toBe('active');
      return id;
    },
    runsOf: async (id: string, token = defaultToken()) => (await api('GET', `/api/automation/workflows/${id}/runs`, undefined, token)).json().runs as RunView[],
    /** Creates a contact and returns its id. */
    contact: async (email: string, extra: Record<string, unknown> = {}, token = defaultToken()) =>
      (await api('POST', '/api/contacts', { email, ...extra }, token)).json().contact.id as string,
    enrol: (id: string, contactIds: string[], token = defaultToken()) => api('POST', `/api/automation/workflows/${id}/enrol`, { contactIds }, token),
    pause: (id: string, token = defaultToken()) => api('PUT', `/api/automation/workflows/${id}/toggle`, { status: 'paused' }, token),
  };
}
