/** API keys: rows, bearer tokens (JWT, stored only as a SHA-256 hash) and the per-request verification. */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { ErrorCode, PiScanError } from '../errors.js';
import { compileIpList, type IpMatcher, parseClientIp } from './ip-list.js';
import type { KeyStatus } from './key-status.js';
import type { Store } from './open.js';

/** An API key as the store and the audit log see it (never its secret). */
export interface ApiKey {
  id: string;
  name: string;
  environment: 'production';
  status: KeyStatus;
  projectId: string;
  organizationId: string;
  /** ISO 8601, or null when the key never expires. */
  expirationDate: string | null;
  /** Normalized comma-separated IPs/CIDRs, or null when unrestricted. */
  ipAddresses: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Why a bearer token was refused. */
export type KeyRejection = 'unknown' | 'malformed' | 'paused' | 'revoked' | 'expired' | 'ip_not_allowed';

/** The outcome of {@link verifyApiKey}. */
export type KeyVerification = { ok: true; key: ApiKey } | { ok: false; reason: KeyRejection };

interface KeyRow {
  id: string;
  name: string;
  environment: string;
  status: KeyStatus;
  project_id: string;
  organization_id: string;
  expiration_date: string | null;
  ip_addresses: string | null;
  token_hash: Buffer;
  created_at: string;
  updated_at: string;
}

const SELECT_KEY = `SELECT k.id, k.name, k.environment, k.status, k.project_id, p.organization_id, k.expiration_date,
  k.ip_addresses, k.token_hash, k.created_at, k.updated_at
  FROM api_keys k JOIN projects p ON p.id = k.project_id`;

const toApiKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  environment: 'production',
  status: row.status,
  projectId: row.project_id,
  organizationId: row.organization_id,
  expirationDate: row.expiration_date,
  ipAddresses: row.ip_addresses,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** SHA-256 of a bearer token: the only form in which a key's secret is stored. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** A new key id and its bearer token: a JWT (HS256, per-store secret) whose `sub` is the key id. */
export async function createKeyToken(store: Store): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: id })
    .setSubject(id)
    .setJti(randomUUID())
    .setIssuer('pi-scan')
    .setIssuedAt()
    .sign(store.tokenSecret());
  return { id, token };
}

/** The fields of a new key row. */
export interface NewKey {
  id: string;
  token: string;
  projectId: string;
  name: string;
  expirationDate: string | null;
  ipAddresses: string | null;
  createdBy: string | null;
}

/** Inserts a key (status `active`) holding only the token's hash; call inside a write transaction. */
export function insertKey(store: Store, key: NewKey, now: Date): ApiKey {
  const at = now.toISOString();
  store
    .prepare(
      `INSERT INTO api_keys (id, project_id, name, environment, status, expiration_date, ip_addresses, token_hash,
        created_by, created_at, updated_at) VALUES (?, ?, ?, 'production', 'active', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      key.id,
      key.projectId,
      key.name,
      key.expirationDate,
      key.ipAddresses,
      hashToken(key.token),
      key.createdBy,
      at,
      at,
    );
  return requireKey(store, key.id);
}

/** The key with `id`, or undefined. */
export function findKey(store: Store, id: string): ApiKey | undefined {
  const row = store.prepare(`${SELECT_KEY} WHERE k.id = ?`).get(id) as KeyRow | undefined;
  return row === undefined ? undefined : toApiKey(row);
}

/** The key with `id`, or a not-found error that says how to list keys. */
export function requireKey(store: Store, id: string): ApiKey {
  const key = findKey(store, id);
  if (key === undefined) {
    throw new PiScanError(
      ErrorCode.NotFound,
      `no API key with id "${id}": run \`pi-keys list --project <project-id>\` to see a project's keys`,
    );
  }
  return key;
}

/** The keys of a project, oldest first. */
export function listKeys(store: Store, projectId: string): ApiKey[] {
  const rows = store
    .prepare(`${SELECT_KEY} WHERE k.project_id = ? ORDER BY k.created_at, k.id`)
    .all(projectId);
  return (rows as KeyRow[]).map(toApiKey);
}

/** The editable fields of a key; an absent field is left as it is. */
export interface KeyEdits {
  name?: string;
  expirationDate?: string | null;
  ipAddresses?: string | null;
}

/** Applies edits to a key and returns it; call inside a write transaction. */
export function updateKey(store: Store, id: string, edits: KeyEdits, now: Date): ApiKey {
  const current = requireKey(store, id);
  store
    .prepare(
      'UPDATE api_keys SET name = ?, expiration_date = ?, ip_addresses = ?, updated_at = ? WHERE id = ?',
    )
    .run(
      edits.name ?? current.name,
      edits.expirationDate === undefined ? current.expirationDate : edits.expirationDate,
      edits.ipAddresses === undefined ? current.ipAddresses : edits.ipAddresses,
      now.toISOString(),
      id,
    );
  return requireKey(store, id);
}

/** Sets a key's status (the caller has checked the transition); call inside a write transaction. */
export function setKeyStatus(store: Store, id: string, status: KeyStatus, now: Date): ApiKey {
  store
    .prepare('UPDATE api_keys SET status = ?, updated_at = ? WHERE id = ?')
    .run(status, now.toISOString(), id);
  return requireKey(store, id);
}

/** Removes a key in any status. */
export function deleteKey(store: Store, id: string): void {
  store.prepare('DELETE FROM api_keys WHERE id = ?').run(id);
}

// Parsed allow-lists keyed by their normalized text: an edited list is a new key, so nothing goes stale.
const matcherCache = new Map<string, IpMatcher>();
const MATCHER_CACHE_LIMIT = 1024;

function matcherFor(list: string): IpMatcher {
  let matcher = matcherCache.get(list);
  if (matcher === undefined) {
    if (matcherCache.size >= MATCHER_CACHE_LIMIT) matcherCache.clear();
    matcher = compileIpList(list);
    matcherCache.set(list, matcher);
  }
  return matcher;
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 4096;

/**
 * Decides whether a bearer token may be used now from `clientIp`. The database is the truth: the token
 * only names the key (its `sub`); status, expiration and the IP list are read fresh from the row on every
 * call, and the token's hash is compared in constant time.
 */
export async function verifyApiKey(
  store: Store,
  token: string,
  clientIp: string,
  now: Date = new Date(),
): Promise<KeyVerification> {
  if (token.length > MAX_TOKEN_LENGTH || !JWT_SHAPE.test(token)) return { ok: false, reason: 'malformed' };
  let keyId: unknown;
  try {
    keyId = decodeJwt(token).sub;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof keyId !== 'string' || keyId === '') return { ok: false, reason: 'malformed' };
  const row = store.prepare(`${SELECT_KEY} WHERE k.id = ?`).get(keyId) as KeyRow | undefined;
  if (row === undefined) return { ok: false, reason: 'unknown' };
  const presented = hashToken(token);
  if (row.token_hash.length !== presented.length || !timingSafeEqual(row.token_hash, presented)) {
    return { ok: false, reason: 'unknown' };
  }
  if (row.status === 'revoked') return { ok: false, reason: 'revoked' };
  if (row.status === 'paused') return { ok: false, reason: 'paused' };
  if (row.expiration_date !== null && Date.parse(row.expiration_date) <= now.getTime()) {
    return { ok: false, reason: 'expired' };
  }
  if (row.ip_addresses !== null) {
    const client = parseClientIp(clientIp);
    if (client === undefined || !matcherFor(row.ip_addresses)(client))
      return { ok: false, reason: 'ip_not_allowed' };
  }
  return { ok: true, key: toApiKey(row) };
}
