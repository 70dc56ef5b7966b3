/**
 * Append-only schema migrations. Migration N brings `PRAGMA user_version` from N-1 to N. Never edit a
 * migration that has shipped: add a new one at the end.
 */

/** The schema, one entry per version; index 0 is version 1. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;

  CREATE TABLE organizations (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    audit_log  INTEGER NOT NULL DEFAULT 0 CHECK (audit_log IN (0, 1)),
    created_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE projects (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations(id),
    name            TEXT NOT NULL,
    created_at      TEXT NOT NULL
  ) STRICT;
  CREATE INDEX projects_by_org ON projects(organization_id);

  CREATE TABLE users (
    id         TEXT PRIMARY KEY,
    email      TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL,
    last_name  TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE api_keys (
    id              TEXT PRIMARY KEY,
    project_id      TEXT NOT NULL REFERENCES projects(id),
    name            TEXT NOT NULL,
    environment     TEXT NOT NULL DEFAULT 'production',
    status          TEXT NOT NULL CHECK (status IN ('active', 'paused', 'revoked')),
    expiration_date TEXT,
    ip_addresses    TEXT,
    token_hash      BLOB NOT NULL,
    created_by      TEXT REFERENCES users(id),
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
  ) STRICT;
  CREATE INDEX api_keys_by_project ON api_keys(project_id);

  -- No foreign key to api_keys: usage outlives a deleted key, and the server must never fail a request
  -- because a key was deleted while it ran.
  CREATE TABLE usage (
    request_id           TEXT PRIMARY KEY,
    api_key_id           TEXT NOT NULL,
    occurred_at          TEXT NOT NULL,
    classification       TEXT NOT NULL CHECK (classification IN ('safe', 'unsafe', 'unknown')),
    request_units        REAL NOT NULL,
    billed_request_units REAL NOT NULL,
    service_tier         TEXT NOT NULL,
    http_status          INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX usage_by_key_time ON usage(api_key_id, occurred_at);

  -- The audit outbox: one row per event, written in the same transaction as the change it records.
  -- "line" is the exact JSON line appended to the audit log; appended_at/appended_to say where it went.
  CREATE TABLE audit_events (
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    action          TEXT NOT NULL,
    occurred_at     TEXT NOT NULL,
    organization_id TEXT NOT NULL,
    actor_email     TEXT NOT NULL,
    line            TEXT NOT NULL,
    appended_at     TEXT,
    appended_to     TEXT
  ) STRICT;
  CREATE INDEX audit_events_pending ON audit_events(seq) WHERE appended_at IS NULL;
  CREATE INDEX audit_events_by_time ON audit_events(occurred_at);

  -- How many bytes of each audit log file are known to hold appended events (the crash-recovery mark).
  CREATE TABLE audit_sinks (
    path TEXT PRIMARY KEY,
    size INTEGER NOT NULL
  ) STRICT;
  `,
  // 2: last use per key, kept by a trigger on usage so listings never scan the usage table; a token-hash
  // index to find a key from a leaked secret.
  `
  ALTER TABLE api_keys ADD COLUMN last_used_at TEXT;
  UPDATE api_keys SET last_used_at = (SELECT max(occurred_at) FROM usage WHERE usage.api_key_id = api_keys.id);
  CREATE TRIGGER usage_sets_key_last_used AFTER INSERT ON usage BEGIN
    UPDATE api_keys SET last_used_at = NEW.occurred_at
      WHERE id = NEW.api_key_id AND (last_used_at IS NULL OR last_used_at < NEW.occurred_at);
  END;
  CREATE INDEX api_keys_by_token_hash ON api_keys(token_hash);
  CREATE INDEX api_keys_by_created ON api_keys(created_at, id);
  `,
  // 3: last use is written with the usage rows (store/usage.ts: one UPDATE per key per batch), not by a
  // trigger per row.
  `
  DROP TRIGGER usage_sets_key_last_used;
  `,
];

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;
