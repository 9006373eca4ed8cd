// The health module: liveness and readiness, answered by every process (workers included).
import { defineModule } from '../module.js';
import { healthRoutes } from './health.routes.js';

// What other modules may use besides the front door (types and pure helpers).
export { healthChecks, type HealthDeps } from './health.service.js';

declare module '../module.js' {
  interface Fronts {
    health: Record<string, never>;
  }
}

export const healthModule = defineModule('health', () => ({ front: {}, routes: { always: healthRoutes } }));
