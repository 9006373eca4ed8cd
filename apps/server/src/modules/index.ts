// The product's plugin modules, in build order. Adding a module is one line here.
import type { UlakModule } from './module.js';

export const MODULES: readonly UlakModule[] = [];
