export * from './plans.js';
export * from './currency.js';
export * from './i18n.js';
export * from './messages.js';
export * from './auth.js';
export * from './errors.js';
export * from './site.js';
export * from './audience.js';
