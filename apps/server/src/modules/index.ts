// The product's plugin modules, in build order. Adding a module is one line here.
import type { UlakModule } from './module.js';
import { adminModule } from './admin/index.js';
import { whiteLabelModule } from './white-label/index.js';
import { settingsModule } from './settings/index.js';
import { inboxModule } from './inbox/index.js';
import { analyticsModule } from './analytics/index.js';
import { oauthModule } from './oauth/index.js';
import { channelsModule } from './channels/index.js';
import { automationModule } from './automation/index.js';

export const MODULES: readonly UlakModule[] = [
  inboxModule,
  settingsModule,
  analyticsModule,
  adminModule,
  whiteLabelModule,
  oauthModule,
  channelsModule,
  automationModule,
];
