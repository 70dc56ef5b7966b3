/**
 * Append-only PostgreSQL schema migrations; migration N brings `schema_migrations` to version N. The
 * tables mirror the SQLite schema (migrations.ts) at its version 3. Ids and timestamps are ISO 8601 text
 * in the "C" collation, so ordering and comparisons are byte-wise, exactly as in SQLite.
 */

/** The schema, one entry per version; index 0 is version 1. */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE store_meta (
    key   text COLLATE "C" PRIMARY KEY,
    value text NOT NULL
  );

  CREATE TABLE organizations (
    id         text COLLATE "C" PRIMARY KEY,
    name       text NOT NULL,
    audit_log  integer NOT NULL DEFAULT 0 CHECK (audit_log IN (0, 1)),
    created_at text COLLATE "C" NOT NULL
  );

  CREATE TABLE projects (
    id              text COLLATE "C" PRIMARY KEY,
    organization_id text COLLATE "C" NOT NULL REFERENCES organizations(id),
    name            text NOT NULL,
    created_at      text COLLATE "C" NOT NULL
  );
  CREATE INDEX projects_by_org ON projects(organization_id);

  CREATE TABLE users (
    id         text COLLATE "C" PRIMARY KEY,
    email      text NOT NULL UNIQUE,
    first_name text NOT NULL,
    last_name  text NOT NULL,
    created_at text NOT NULL
  );

  CREATE TABLE api_keys (
    id              text COLLATE "C" PRIMARY KEY,
    project_id      text COLLATE "C" NOT NULL REFERENCES projects(id),
    name            text NOT NULL,
    environment     text NOT NULL DEFAULT 'production',
    status          text NOT NULL CHECK (status IN ('active', 'paused', 'revoked')),
    expiration_date text COLLATE "C",
    ip_addresses    text,
    token_hash      bytea NOT NULL,
    created_by      text REFERENCES users(id),
    created_at      text COLLATE "C" NOT NULL,
    updated_at      text NOT NULL,
    last_used_at    text COLLATE "C"
  );
  CREATE INDEX api_keys_by_project ON api_keys(project_id);
  CREATE INDEX api_keys_by_token_hash ON api_keys(token_hash);
  CREATE INDEX api_keys_by_created ON api_keys(created_at, id);

  CREATE TABLE usage (
    request_id           text PRIMARY KEY,
    api_key_id           text COLLATE "C" NOT NULL,
    occurred_at          text COLLATE "C" NOT NULL,
    classification       text NOT NULL CHECK (classification IN ('safe', 'unsafe', 'unknown')),
    request_units        double precision NOT NULL,
    billed_request_units double precision NOT NULL,
    service_tier         text NOT NULL,
    http_status          integer NOT NULL
  );
  CREATE INDEX usage_by_key_time ON usage(api_key_id, occurred_at);

  CREATE FUNCTION pi_scan_usage_sets_key_last_used() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE api_keys SET last_used_at = NEW.occurred_at
      WHERE id = NEW.api_key_id AND (last_used_at IS NULL OR last_used_at < NEW.occurred_at);
    RETURN NEW;
  END $$;
  CREATE TRIGGER usage_sets_key_last_used AFTER INSERT ON usage
    FOR EACH ROW EXECUTE FUNCTION pi_scan_usage_sets_key_last_used();

  CREATE TABLE audit_events (
    seq             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    action          text NOT NULL,
    occurred_at     text COLLATE "C" NOT NULL,
    organization_id text NOT NULL,
    actor_email     text NOT NULL,
    line            text NOT NULL,
    appended_at     text,
    appended_to     text
  );
  CREATE INDEX audit_events_pending ON audit_events(seq) WHERE appended_at IS NULL;
  CREATE INDEX audit_events_by_time ON audit_events(occurred_at);

  CREATE TABLE audit_sinks (
    path text PRIMARY KEY,
    size double precision NOT NULL
  );
  `,
  // 2: every change to a key that can change a verification (not last use) notifies the channel
  // pi_scan_keys with the key id, so serve instances drop their key caches at once.
  `
  CREATE FUNCTION pi_scan_notify_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('pi_scan_keys', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
    RETURN NULL;
  END $$;
  CREATE TRIGGER api_keys_notify_change AFTER INSERT OR DELETE ON api_keys
    FOR EACH ROW EXECUTE FUNCTION pi_scan_notify_key_change();
  CREATE TRIGGER api_keys_notify_update AFTER UPDATE ON api_keys
    FOR EACH ROW WHEN (
      OLD.status IS DISTINCT FROM NEW.status OR OLD.expiration_date IS DISTINCT FROM NEW.expiration_date
      OR OLD.ip_addresses IS DISTINCT FROM NEW.ip_addresses OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
      OR OLD.project_id IS DISTINCT FROM NEW.project_id OR OLD.name IS DISTINCT FROM NEW.name
    )
    EXECUTE FUNCTION pi_scan_notify_key_change();
  `,
  // 3: last use is written with the usage rows (store/usage.ts: one UPDATE per key per batch, in the
  // statement that inserts them), not by a trigger per row.
  `
  DROP TRIGGER usage_sets_key_last_used ON usage;
  DROP FUNCTION pi_scan_usage_sets_key_last_used();
  `,
];
