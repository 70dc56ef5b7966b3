/** The key store's public face for other features (the server, the `pi-keys` commands). */
export type { ApiKey, KeyRejection, KeyVerification } from './keys.js';
export { verifyApiKey } from './keys.js';
export type { Store } from './open.js';
export { openStore } from './open.js';
export { resolveAuditLogPath, resolveDbPath } from './paths.js';
export type { UsageRecord } from './usage.js';
export { insertUsages } from './usage.js';
