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
import { InputError, UsageError } from '../../errors.js';
import { parseIpList } from '../../store/ip-list.js';
import { parseExpiration, parseName, parseTimestamp } from '../../store/key-fields.js';
import { type KeyTransition, nextKeyStatus } from '../../store/key-status.js';
import {
  type ApiKey,
  createKeyToken,
  deleteKey,
  insertKey,
  type KeyEdits,
  listKeys,
  requireKey,
  setKeyStatus,
  updateKey,
} from '../../store/keys.js';
import { type Project, requireProject } from '../../store/organizations.js';
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
  requireProject(store, input.project);
  const { id, token } = await createKeyToken(store);
  const key = store.write(() => {
    const project = requireProject(store, input.project);
    const created = insertKey(
      store,
      { id, token, projectId: project.id, name, expirationDate, ipAddresses, createdBy: null },
      session.now(),
    );
    session.record(created.organizationId, (base) => buildKeyCreateEvent(base, created, project));
    return created;
  });
  session.flush();
  return { key, secret: token };
}

/** A project's keys. */
export interface KeyList {
  project: Project;
  keys: ApiKey[];
}

/** `pi-keys list`: the keys of a project. */
export function listProjectKeys(session: KeysSession, projectId: string): KeyList {
  const { store } = session;
  const result = store.write(() => {
    const project = requireProject(store, projectId);
    const keys = listKeys(store, project.id);
    session.record(project.organizationId, (base) => buildKeyListEvent(base, project));
    return { project, keys };
  });
  session.flush();
  return result;
}

/** `pi-keys show`: one key's details. */
export function showKey(session: KeysSession, id: string): ApiKey {
  const { store } = session;
  const key = store.write(() => {
    const found = requireKey(store, id);
    const project = requireProject(store, found.projectId);
    session.record(found.organizationId, (base) => buildKeyViewDetailsEvent(base, found, project));
    return found;
  });
  session.flush();
  return key;
}

/** Inputs of `pi-keys update`; `false` means `--no-expires` / `--no-ip`. */
export interface UpdateKeyInput {
  name?: string | undefined;
  expires?: string | false | undefined;
  ip?: string | false | undefined;
}

/** `pi-keys update`: edits name, expiration or IP list; an update that changes nothing is an error. */
export function updateKeyFields(session: KeysSession, id: string, input: UpdateKeyInput): ApiKey {
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
  const key = store.write(() => {
    const before = requireKey(store, id);
    const after = updateKey(store, id, edits, session.now());
    if (Object.keys(diffKeyFields(before, after)).length === 0) {
      throw new InputError('nothing changed: the key already has these values');
    }
    const project = requireProject(store, after.projectId);
    session.record(after.organizationId, (base) => buildKeyUpdateEvent(base, before, after, project));
    return after;
  });
  session.flush();
  return key;
}

/** `pi-keys pause|activate|revoke`: a status change by the spec's state machine. */
export function transitionKey(session: KeysSession, id: string, transition: KeyTransition): ApiKey {
  const { store } = session;
  const key = store.write(() => {
    const before = requireKey(store, id);
    const status = nextKeyStatus(before.status, transition);
    const after = setKeyStatus(store, id, status, session.now());
    const project = requireProject(store, after.projectId);
    session.record(after.organizationId, (base) =>
      // Revocation emits only api_key.revoke, never update_status (spec, States and transitions rule 1).
      status === 'revoked'
        ? buildKeyRevokeEvent(base, after, project)
        : buildKeyStatusEvent(base, after, before.status as 'active' | 'paused', status, project),
    );
    return after;
  });
  session.flush();
  return key;
}

/** Reads the key a delete would remove, so the command can ask for confirmation first. */
export function findKeyToDelete(session: KeysSession, id: string): ApiKey {
  return requireKey(session.store, id);
}

/** `pi-keys delete`: removes a key in any status. */
export function removeKey(session: KeysSession, id: string): ApiKey {
  const { store } = session;
  const key = store.write(() => {
    const found = requireKey(store, id);
    const project = requireProject(store, found.projectId);
    deleteKey(store, id);
    session.record(found.organizationId, (base) => buildKeyDeleteEvent(base, found, project));
    return found;
  });
  session.flush();
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
export function listKeyUsage(session: KeysSession, id: string, input: UsageInput): UsageListingResult {
  const { store } = session;
  const startDate = input.from === undefined ? null : parseTimestamp(input.from, '--from').toISOString();
  const endDate = input.to === undefined ? null : parseTimestamp(input.to, '--to').toISOString();
  if (startDate !== null && endDate !== null && startDate >= endDate) {
    throw new InputError(`--from (${startDate}) must be before --to (${endDate})`);
  }
  const page = input.page ?? 1;
  const limit = input.limit ?? 50;
  if (limit > MAX_USAGE_LIMIT) throw new UsageError(`--limit is at most ${MAX_USAGE_LIMIT}, got ${limit}`);
  const result = store.write(() => {
    const key = requireKey(store, id);
    const project = requireProject(store, key.projectId);
    const found = queryUsage(store, {
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
    session.record(key.organizationId, (base) => buildKeyListUsageEvent(base, key, project, listing));
    return { key, ...listing, items: found.items };
  });
  session.flush();
  return result;
}
