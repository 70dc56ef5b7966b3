/** API keys: rows, bearer tokens (JWT, stored only as a SHA-256 hash) and the per-request verification. */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { ErrorCode, PiScanError } from '../errors.js';
import { compileIpList, type IpMatcher, parseClientIp } from '../net/ip-list.js';
import type { KeyStatus } from './key-status.js';
import type { Store } from './open.js';
import { likeEscape, type Sql } from './sql.js';

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
  /** ISO 8601 time of the latest usage record, or null when the key was never used. */
  lastUsedAt: string | null;
}

/** The status shown to people: the stored status, or `expired` once a non-revoked key's expiration passed. */
export type DisplayStatus = KeyStatus | 'expired';

/** The status to show for `key` at `now` (the stored one stays as the spec has it; audit events carry that). */
export function displayStatus(key: Pick<ApiKey, 'status' | 'expirationDate'>, now: Date): DisplayStatus {
  if (key.status === 'revoked') return 'revoked';
  if (key.expirationDate !== null && Date.parse(key.expirationDate) <= now.getTime()) return 'expired';
  return key.status;
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
  last_used_at: string | null;
}

const SELECT_KEY = `SELECT k.id, k.name, k.environment, k.status, k.project_id, p.organization_id, k.expiration_date,
  k.ip_addresses, k.token_hash, k.created_at, k.updated_at, k.last_used_at
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
  lastUsedAt: row.last_used_at,
});

/** SHA-256 of a bearer token: the only form in which a key's secret is stored. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The per-store secret that signs key tokens (32 random bytes created with the store). */
export async function loadTokenSecret(sql: Sql): Promise<Uint8Array> {
  const row = await sql.get<{ value: string }>("SELECT value FROM store_meta WHERE key = 'token_secret'");
  if (row === undefined)
    throw new PiScanError(ErrorCode.Store, `the key store at ${sql.location} has no token secret`);
  return Buffer.from(row.value, 'hex');
}

/** A new key id and its bearer token: a JWT (HS256, per-store secret) whose `sub` is the key id. */
export async function createKeyToken(sql: Sql): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: id })
    .setSubject(id)
    .setJti(randomUUID())
    .setIssuer('pi-scan')
    .setIssuedAt()
    .sign(await loadTokenSecret(sql));
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
export async function insertKey(sql: Sql, key: NewKey, now: Date): Promise<ApiKey> {
  const at = now.toISOString();
  await sql.run(
    `INSERT INTO api_keys (id, project_id, name, environment, status, expiration_date, ip_addresses, token_hash,
      created_by, created_at, updated_at)
     VALUES (@id, @project, @name, 'production', 'active', @expires, @ip, @hash, @createdBy, @at, @at)`,
    {
      id: key.id,
      project: key.projectId,
      name: key.name,
      expires: key.expirationDate,
      ip: key.ipAddresses,
      hash: hashToken(key.token),
      createdBy: key.createdBy,
      at,
    },
  );
  return requireKey(sql, key.id);
}

/** The key with `id`, or undefined. */
export async function findKey(sql: Sql, id: string): Promise<ApiKey | undefined> {
  const row = await sql.get<KeyRow>(`${SELECT_KEY} WHERE k.id = @id`, { id });
  return row === undefined ? undefined : toApiKey(row);
}

/** Shortest id prefix accepted in place of a full key id (the length `pi-keys list` shows). */
export const MIN_KEY_ID_PREFIX = 8;

/**
 * The key with `id`, or with the unique id starting with `id` (at least 8 characters, as `pi-keys list`
 * shows them); otherwise a not-found error that says how to list keys, or one naming the ambiguity.
 */
export async function requireKey(sql: Sql, id: string): Promise<ApiKey> {
  const key = await findKey(sql, id);
  if (key !== undefined) return key;
  if (id.length >= MIN_KEY_ID_PREFIX && /^[0-9a-f-]+$/i.test(id)) {
    const rows = await sql.all<KeyRow>(`${SELECT_KEY} WHERE k.id LIKE @prefix ORDER BY k.id LIMIT 2`, {
      prefix: `${id.toLowerCase()}%`,
    });
    if (rows.length === 1) return toApiKey(rows[0] as KeyRow);
    if (rows.length > 1) {
      throw new PiScanError(
        ErrorCode.Usage,
        `the key id prefix "${id}" matches several keys (${rows.map((row) => row.id).join(', ')}, …): give more characters`,
      );
    }
  }
  throw new PiScanError(
    ErrorCode.NotFound,
    `no API key with id "${id}": run \`pi-keys list --project <project-id>\` to see a project's keys`,
  );
}

/** The key whose secret hashes to `hash` (the token's claims are not trusted), or undefined. */
export async function findKeyByTokenHash(sql: Sql, hash: Buffer): Promise<ApiKey | undefined> {
  const row = await sql.get<KeyRow>(`${SELECT_KEY} WHERE k.token_hash = @hash`, { hash });
  if (row === undefined) return undefined;
  // The index found the row; compare again in constant time so timing says nothing about near misses.
  return row.token_hash.length === hash.length && timingSafeEqual(row.token_hash, hash)
    ? toApiKey(row)
    : undefined;
}

/** Filters and paging of {@link queryKeys}; timestamps are ISO 8601 as `Date.toISOString` writes them. */
export interface KeyQuery {
  projectId?: string | undefined;
  organizationId?: string | undefined;
  status?: DisplayStatus | undefined;
  /** Case-insensitive substring of the name. */
  nameContains?: string | undefined;
  /** Only keys, not revoked, whose expiration lies after `now` and at or before this time. */
  expiringBy?: string | undefined;
  /** Only keys not used since this time (never-used keys count from their creation). */
  unusedSince?: string | undefined;
  now: string;
  /** 1-indexed. */
  page: number;
  limit: number;
}

/** One page of keys, oldest first, and the count of all keys matching the filters. */
export interface KeyPage {
  items: ApiKey[];
  totalResults: number;
}

/** Lists keys by filters; reads only api_keys and projects (last use is a column kept by a trigger). */
export async function queryKeys(sql: Sql, query: KeyQuery): Promise<KeyPage> {
  // Expiration and use times are written by toISOString, so text order is time order.
  const where = `(CAST(@project AS TEXT) IS NULL OR k.project_id = @project)
    AND (CAST(@org AS TEXT) IS NULL OR p.organization_id = @org)
    AND (CAST(@name AS TEXT) IS NULL OR lower(k.name) LIKE @name ESCAPE '\\')
    AND (CAST(@status AS TEXT) IS NULL
      OR (@status = 'revoked' AND k.status = 'revoked')
      OR (@status = 'expired' AND k.status <> 'revoked' AND k.expiration_date IS NOT NULL AND k.expiration_date <= @now)
      OR (@status IN ('active', 'paused') AND k.status = @status AND (k.expiration_date IS NULL OR k.expiration_date > @now)))
    AND (CAST(@expiringBy AS TEXT) IS NULL
      OR (k.status <> 'revoked' AND k.expiration_date > @now AND k.expiration_date <= @expiringBy))
    AND (CAST(@unusedSince AS TEXT) IS NULL OR coalesce(k.last_used_at, k.created_at) < @unusedSince)`;
  const params = {
    project: query.projectId ?? null,
    org: query.organizationId ?? null,
    name: query.nameContains === undefined ? null : `%${likeEscape(query.nameContains.toLowerCase())}%`,
    status: query.status ?? null,
    expiringBy: query.expiringBy ?? null,
    unusedSince: query.unusedSince ?? null,
    now: query.now,
  };
  const counted = await sql.get<{ total: number }>(
    `SELECT CAST(count(*) AS INTEGER) AS total FROM api_keys k JOIN projects p ON p.id = k.project_id WHERE ${where}`,
    params,
  );
  const rows = await sql.all<KeyRow>(
    `${SELECT_KEY} WHERE ${where} ORDER BY k.created_at, k.id LIMIT @limit OFFSET @offset`,
    { ...params, limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { items: rows.map(toApiKey), totalResults: counted?.total ?? 0 };
}

/** The editable fields of a key; an absent field is left as it is. */
export interface KeyEdits {
  name?: string;
  expirationDate?: string | null;
  ipAddresses?: string | null;
}

/** Applies edits to a key and returns it; call inside a write transaction. */
export async function updateKey(sql: Sql, id: string, edits: KeyEdits, now: Date): Promise<ApiKey> {
  const current = await requireKey(sql, id);
  await sql.run(
    'UPDATE api_keys SET name = @name, expiration_date = @expires, ip_addresses = @ip, updated_at = @at WHERE id = @id',
    {
      name: edits.name ?? current.name,
      expires: edits.expirationDate === undefined ? current.expirationDate : edits.expirationDate,
      ip: edits.ipAddresses === undefined ? current.ipAddresses : edits.ipAddresses,
      at: now.toISOString(),
      id: current.id,
    },
  );
  return requireKey(sql, current.id);
}

/** Sets a key's status (the caller has checked the transition); call inside a write transaction. */
export async function setKeyStatus(sql: Sql, id: string, status: KeyStatus, now: Date): Promise<ApiKey> {
  await sql.run('UPDATE api_keys SET status = @status, updated_at = @at WHERE id = @id', {
    status,
    at: now.toISOString(),
    id,
  });
  return requireKey(sql, id);
}

/** Removes a key in any status. */
export async function deleteKey(sql: Sql, id: string): Promise<void> {
  await sql.run('DELETE FROM api_keys WHERE id = @id', { id });
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
  const keyId = tokenKeyId(token);
  if (keyId === undefined) return { ok: false, reason: 'malformed' };
  return judgeKey(
    store.prepare(`${SELECT_KEY} WHERE k.id = ?`).get(keyId) as KeyRow | undefined,
    token,
    clientIp,
    now,
  );
}

/** {@link verifyApiKey} through the async store (PostgreSQL or SQLite), for `pi-scan serve` on a URL. */
export async function verifyApiKeySql(
  sql: Sql,
  token: string,
  clientIp: string,
  now: Date = new Date(),
): Promise<KeyVerification> {
  const keyId = tokenKeyId(token);
  if (keyId === undefined) return { ok: false, reason: 'malformed' };
  return judgeKey(
    await sql.get<KeyRow>(`${SELECT_KEY} WHERE k.id = @id`, { id: keyId }),
    token,
    clientIp,
    now,
  );
}

/** The key id a well-formed token names (its `sub`), or undefined for a malformed token. */
function tokenKeyId(token: string): string | undefined {
  if (token.length > MAX_TOKEN_LENGTH || !JWT_SHAPE.test(token)) return undefined;
  let keyId: unknown;
  try {
    keyId = decodeJwt(token).sub;
  } catch {
    return undefined;
  }
  return typeof keyId === 'string' && keyId !== '' ? keyId : undefined;
}

/** The verdict on a presented token given the row of the key it names (undefined when there is none). */
function judgeKey(row: KeyRow | undefined, token: string, clientIp: string, now: Date): KeyVerification {
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
