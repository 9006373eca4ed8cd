// The tracking module: signed open-pixel and click links, and the buffer that records opens and clicks against their
// deliveries. The signer also accepts links signed with ULAK_PREVIOUS_SECRET (they are never signed with it).
import { acceptPrevious } from '../../secret.js';
import { trackingSigner, type TrackingSigner } from '../campaigns/index.js';
import { defineModule } from '../module.js';
import { lookupPlace } from './geo.js';
import { trackingBuffer, type TrackingBuffer } from './tracking.js';
import { trackingRoutes } from './tracking.routes.js';

export type TrackingFront = { buffer: TrackingBuffer; signer: TrackingSigner };

declare module '../module.js' {
  interface Fronts {
    tracking: TrackingFront;
  }
}

export const trackingModule = defineModule('tracking', (deps) => {
  const previous = deps.config.previousSecret;
  const signer = acceptPrevious(trackingSigner(deps.secret), previous ? trackingSigner(previous) : undefined);
  const buffer = trackingBuffer(deps.database.db, lookupPlace, { onError: (err) => process.stderr.write(`tracking flush failed: ${String(err)}\n`) });
  return { front: { buffer, signer }, routes: { public: trackingRoutes }, close: () => buffer.close() };
});
