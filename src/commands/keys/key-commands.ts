/** The key commands of `pi-keys`: each validates its input, changes the store and records its event. */
import {
  buildKeyCreateEvent,
  buildKeyDeleteEvent,
  buildKeyListEvent,
  buildKeyListUsageEvent,
  buildKeyRevokeEvent,
  buildKeyStatusEvent,
  buildKeyUpdateEvent,
  buildKeyViewDetailsEvent,
  diffKeyFields,
  type UsageListing,
} from '../../audit/events.js';
import { ErrorCode, InputError, PiScanError, UsageError } from '../../errors.js';
import { parseIpList } from '../../net/ip-list.js';
import { parseDuration, parseExpiration, parseName, parseTimestamp } from '../../store/key-fields.js';
import { type KeyTransition, nextKeyStatus } from '../../store/key-status.js';
import {
  type ApiKey,
  createKeyToken,
  type DisplayStatus,
  deleteKey,
  findKeyByTokenHash,
  hashToken,
  insertKey,
  type KeyEdits,
  queryKeys,
  requireKey,
  setKeyStatus,
  updateKey,
} from '../../store/keys.js';
import { requireOrganization, requireProject } from '../../store/organizations.js';
import { queryUsage, type UsageClassification, type UsageRecord } from '../../store/usage.js';
import type { KeysSession } from './session.js';

/** Inputs of `pi-keys create`. */
export interface CreateKeyInput {
  project: string;
  name: string;
  expires?: string | undefined;
  ip?: string | undefined;
}

/** A new key and its secret, which is shown this once and never stored. */
export interface CreatedKey {
  key: ApiKey;
  secret: string;
}

/** `pi-keys create`: a new active key in a project. */
export async function createKey(session: KeysSession, input: CreateKeyInput): Promise<CreatedKey> {
  const { store } = session;
  const name = parseName(input.name, 'key name');
  const expirationDate = input.expires === undefined ? null : parseExpiration(input.expires, session.now());
  const ipAddresses = input.ip === undefined ? null : parseIpList(input.ip);
  await requireProject(store, input.project);
  const { id, token } = await createKeyToken(store);
  const key = await store.write(async (tx) => {
    const project = await requireProject(tx, input.project);
    const created = await insertKey(
      tx,
      { id, token, projectId: project.id, name, expirationDate, ipAddresses, createdBy: null },
      session.now(),
    );
    await session.record(tx, created.organizationId, (base) => buildKeyCreateEvent(base, created, project));
    return created;
  });
  await session.flush();
  return { key, secret: token };
}

/** Inputs of `pi-keys list`: a scope (`project` or `org`), filters and paging. */
export interface ListKeysInput {
  project?: string | undefined;
  org?: string | undefined;
  status?: string | undefined;
  name?: string | undefined;
  expiringWithin?: string | undefined;
  unusedFor?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** The statuses `--status` accepts: the stored ones and `expired`. */
export const LIST_STATUSES: readonly DisplayStatus[] = ['active', 'paused', 'revoked', 'expired'];

/** Default and largest page size of `pi-keys list`. */
export const DEFAULT_LIST_LIMIT = 50;

/** One page of keys and the moment their status was judged at. */
export interface KeyListResult {
  items: ApiKey[];
  page: number;
  limit: number;
  totalResults: number;
  /** ISO 8601: `expired` and the duration filters are judged at this time. */
  now: string;
}

/**
 * `pi-keys list`: keys of a project (`--project`) or of every project of an organization (`--org`),
 * filtered and paged. Records `api_key.list` (project target only, as the spec defines it) for the
 * project listed, or with `--org` once for each project whose keys are on the page.
 */
export async function listKeysCommand(session: KeysSession, input: ListKeysInput): Promise<KeyListResult> {
  const { store } = session;
  if ((input.project === undefined) === (input.org === undefined)) {
    throw new UsageError('give exactly one of --project <project-id> or --org <org-id>');
  }
  if (input.status !== undefined && !(LIST_STATUSES as readonly string[]).includes(input.status)) {
    throw new UsageError(`--status expects one of ${LIST_STATUSES.join(', ')}, got "${input.status}"`);
  }
  const limit = input.limit ?? DEFAULT_LIST_LIMIT;
  if (limit > MAX_USAGE_LIMIT) throw new UsageError(`--limit is at most ${MAX_USAGE_LIMIT}, got ${limit}`);
  const page = input.page ?? 1;
  const now = session.now();
  const at = (ms: number): string => new Date(now.getTime() + ms).toISOString();
  const expiringBy =
    input.expiringWithin === undefined
      ? undefined
      : at(parseDuration(input.expiringWithin, '--expiring-within'));
  const unusedSince =
    input.unusedFor === undefined ? undefined : at(-parseDuration(input.unusedFor, '--unused-for'));
  const name = input.name === undefined ? undefined : input.name.trim();
  if (name === '') throw new UsageError('--name is empty: give part of a key name');
  const result = await store.write(async (tx) => {
    const project = input.project === undefined ? undefined : await requireProject(tx, input.project);
    const organization = input.org === undefined ? undefined : await requireOrganization(tx, input.org);
    const found = await queryKeys(tx, {
      projectId: project?.id,
      organizationId: organization?.id,
      status: input.status as DisplayStatus | undefined,
      nameContains: name,
      expiringBy,
      unusedSince,
      now: now.toISOString(),
      page,
      limit,
    });
    const listed =
      project === undefined
        ? await Promise.all(
            [...new Set(found.items.map((key) => key.projectId))].map((id) => requireProject(tx, id)),
          )
        : [project];
    for (const shown of listed) {
      await session.record(tx, shown.organizationId, (base) => buildKeyListEvent(base, shown));
    }
    return { items: found.items, page, limit, totalResults: found.totalResults, now: now.toISOString() };
  });
  await session.flush();
  return result;
}

/** `pi-keys show`: one key's details. */
export async function showKey(session: KeysSession, id: string): Promise<ApiKey> {
  const { store } = session;
  const key = await store.write(async (tx) => {
    const found = await requireKey(tx, id);
    const project = await requireProject(tx, found.projectId);
    await session.record(tx, found.organizationId, (base) => buildKeyViewDetailsEvent(base, found, project));
    return found;
  });
  await session.flush();
  return key;
}

/** Inputs of `pi-keys update`; `false` means `--no-expires` / `--no-ip`. */
export interface UpdateKeyInput {
  name?: string | undefined;
  expires?: string | false | undefined;
  ip?: string | false | undefined;
}

/** `pi-keys update`: edits name, expiration or IP list; an update that changes nothing is an error. */
export async function updateKeyFields(
  session: KeysSession,
  id: string,
  input: UpdateKeyInput,
): Promise<ApiKey> {
  const { store } = session;
  if (input.name === undefined && input.expires === undefined && input.ip === undefined) {
    throw new UsageError('nothing to update: give --name, --expires/--no-expires or --ip/--no-ip');
  }
  const edits: KeyEdits = {};
  if (input.name !== undefined) edits.name = parseName(input.name, 'key name');
  if (input.expires !== undefined) {
    edits.expirationDate = input.expires === false ? null : parseExpiration(input.expires, session.now());
  }
  if (input.ip !== undefined) edits.ipAddresses = input.ip === false ? null : parseIpList(input.ip);
  const key = await store.write(async (tx) => {
    const before = await requireKey(tx, id);
    const after = await updateKey(tx, id, edits, session.now());
    if (Object.keys(diffKeyFields(before, after)).length === 0) {
      throw new InputError('nothing changed: the key already has these values');
    }
    const project = await requireProject(tx, after.projectId);
    await session.record(tx, after.organizationId, (base) =>
      buildKeyUpdateEvent(base, before, after, project),
    );
    return after;
  });
  await session.flush();
  return key;
}

/** `pi-keys pause|activate|revoke`: a status change by the spec's state machine. */
export async function transitionKey(
  session: KeysSession,
  id: string,
  transition: KeyTransition,
): Promise<ApiKey> {
  const { store } = session;
  const key = await store.write(async (tx) => {
    const before = await requireKey(tx, id);
    const status = nextKeyStatus(before.status, transition);
    const after = await setKeyStatus(tx, id, status, session.now());
    const project = await requireProject(tx, after.projectId);
    await session.record(tx, after.organizationId, (base) =>
      // Revocation emits only api_key.revoke, never update_status (spec, States and transitions rule 1).
      status === 'revoked'
        ? buildKeyRevokeEvent(base, after, project)
        : buildKeyStatusEvent(base, after, before.status as 'active' | 'paused', status, project),
    );
    return after;
  });
  await session.flush();
  return key;
}

/** Reads the key a delete would remove, so the command can ask for confirmation first. */
export async function findKeyToDelete(session: KeysSession, id: string): Promise<ApiKey> {
  return await requireKey(session.store, id);
}

/** `pi-keys delete`: removes a key in any status. */
export async function removeKey(session: KeysSession, id: string): Promise<ApiKey> {
  const { store } = session;
  const key = await store.write(async (tx) => {
    const found = await requireKey(tx, id);
    const project = await requireProject(tx, found.projectId);
    await deleteKey(tx, id);
    await session.record(tx, found.organizationId, (base) => buildKeyDeleteEvent(base, found, project));
    return found;
  });
  await session.flush();
  return key;
}

/** Inputs of `pi-keys usage`. */
export interface UsageInput {
  from?: string | undefined;
  to?: string | undefined;
  classification?: UsageClassification | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** Largest page size of `pi-keys usage`. */
export const MAX_USAGE_LIMIT = 1000;

/** One page of a key's usage. */
export interface UsageListingResult extends UsageListing {
  key: ApiKey;
  items: UsageRecord[];
}

/** `pi-keys usage`: a key's usage records, filtered and paged. */
export async function listKeyUsage(
  session: KeysSession,
  id: string,
  input: UsageInput,
): Promise<UsageListingResult> {
  const { store } = session;
  const startDate = input.from === undefined ? null : parseTimestamp(input.from, '--from').toISOString();
  const endDate = input.to === undefined ? null : parseTimestamp(input.to, '--to').toISOString();
  if (startDate !== null && endDate !== null && startDate >= endDate) {
    throw new InputError(`--from (${startDate}) must be before --to (${endDate})`);
  }
  const page = input.page ?? 1;
  const limit = input.limit ?? 50;
  if (limit > MAX_USAGE_LIMIT) throw new UsageError(`--limit is at most ${MAX_USAGE_LIMIT}, got ${limit}`);
  const result = await store.write(async (tx) => {
    const key = await requireKey(tx, id);
    const project = await requireProject(tx, key.projectId);
    const found = await queryUsage(tx, {
      apiKeyId: key.id,
      from: startDate ?? undefined,
      to: endDate ?? undefined,
      classification: input.classification,
      page,
      limit,
    });
    const listing = {
      startDate,
      endDate,
      classification: input.classification ?? null,
      page,
      limit,
      totalResults: found.totalResults,
    };
    await session.record(tx, key.organizationId, (base) =>
      buildKeyListUsageEvent(base, key, project, listing),
    );
    return { key, ...listing, items: found.items };
  });
  await session.flush();
  return result;
}

/** The key a secret belongs to, found by the secret's hash; an unknown secret is an input error (exit 2). */
export async function findKeyBySecret(session: KeysSession, secret: string): Promise<ApiKey> {
  const key = await findKeyByTokenHash(session.store, hashToken(secret));
  if (key === undefined) {
    throw new InputError(
      'no API key in this store has that secret (it may belong to another store, or the key was deleted); nothing was changed',
    );
  }
  return key;
}

/** A rotation: the new key (its secret shown once) and the old key as it is after the rotation. */
export interface RotatedKey {
  created: ApiKey;
  secret: string;
  old: ApiKey;
  /** When the old key stops working (ISO 8601), or null when it was revoked at once (`--grace 0`). */
  graceEndsAt: string | null;
}

/** Default overlap of `pi-keys rotate`, during which both keys work. */
export const DEFAULT_ROTATION_GRACE = '24h';

/**
 * `pi-keys rotate`: a new key with the old key's project, name, IP list and expiry policy (the same
 * lifetime from now, or none), and the old key set to expire after the grace period (never later than it
 * already would), or revoked with `--grace 0`. Events: `api_key.create` for the new key, then
 * `api_key.update` with `changes.expiration_date` (or `api_key.revoke`) for the old one.
 */
export async function rotateKey(
  session: KeysSession,
  id: string,
  grace: string | undefined,
): Promise<RotatedKey> {
  const { store } = session;
  const graceMs = parseDuration(grace ?? DEFAULT_ROTATION_GRACE, '--grace', { allowZero: true });
  const current = await requireKey(store, id);
  if (current.status === 'revoked') {
    throw new PiScanError(
      ErrorCode.Conflict,
      `the key ${current.id} is revoked: create a new key instead of rotating it`,
    );
  }
  const { id: newId, token } = await createKeyToken(store);
  const rotation = await store.write(async (tx) => {
    const before = await requireKey(tx, current.id);
    if (before.status === 'revoked')
      throw new PiScanError(ErrorCode.Conflict, `the key ${before.id} was revoked meanwhile`);
    const project = await requireProject(tx, before.projectId);
    const now = session.now();
    const lifetime =
      before.expirationDate === null
        ? null
        : Date.parse(before.expirationDate) - Date.parse(before.createdAt);
    const created = await insertKey(
      tx,
      {
        id: newId,
        token,
        projectId: project.id,
        name: before.name,
        expirationDate:
          lifetime === null || lifetime <= 0 ? null : new Date(now.getTime() + lifetime).toISOString(),
        ipAddresses: before.ipAddresses,
        createdBy: null,
      },
      now,
    );
    await session.record(tx, created.organizationId, (base) => buildKeyCreateEvent(base, created, project));
    if (graceMs === 0) {
      const old = await setKeyStatus(tx, before.id, 'revoked', now);
      await session.record(tx, old.organizationId, (base) => buildKeyRevokeEvent(base, old, project));
      return { created, secret: token, old, graceEndsAt: null };
    }
    const graceEnd = new Date(now.getTime() + graceMs).toISOString();
    // Never extend a key that would expire sooner anyway.
    if (before.expirationDate !== null && Date.parse(before.expirationDate) <= Date.parse(graceEnd)) {
      return { created, secret: token, old: before, graceEndsAt: before.expirationDate };
    }
    const old = await updateKey(tx, before.id, { expirationDate: graceEnd }, now);
    await session.record(tx, old.organizationId, (base) => buildKeyUpdateEvent(base, before, old, project));
    return { created, secret: token, old, graceEndsAt: graceEnd };
  });
  await session.flush();
  return rotation;
}
