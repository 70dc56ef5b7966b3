import { describe, expect, it } from 'vitest';
import { resolveAuditLogPath, resolveDbPath } from '../../src/store/paths.js';

describe('resolveDbPath', () => {
  const env = { PI_SCAN_DB: '/env/k.db', XDG_DATA_HOME: '/xdg', HOME: '/home/ada' };

  it('prefers --db, then PI_SCAN_DB, then config, then XDG_DATA_HOME, then ~/.local/share', () => {
    expect(resolveDbPath({ flag: '/flag/k.db', env, config: { db: '/cfg/k.db' } })).toBe('/flag/k.db');
    expect(resolveDbPath({ env, config: { db: '/cfg/k.db' } })).toBe('/env/k.db');
    expect(resolveDbPath({ env: { XDG_DATA_HOME: '/xdg' }, config: { db: '/cfg/k.db' } })).toBe('/cfg/k.db');
    expect(resolveDbPath({ env: { XDG_DATA_HOME: '/xdg', HOME: '/home/ada' } })).toBe(
      '/xdg/pi-scan/pi-scan.db',
    );
    expect(resolveDbPath({ env: { HOME: '/home/ada' } })).toBe('/home/ada/.local/share/pi-scan/pi-scan.db');
  });

  it('resolves a relative path against cwd', () => {
    expect(resolveDbPath({ flag: 'keys.db', env: {}, cwd: '/work' })).toBe('/work/keys.db');
  });
});

describe('resolveAuditLogPath', () => {
  it('defaults to audit.jsonl beside the database', () => {
    expect(resolveAuditLogPath({ env: {}, dbPath: '/data/pi-scan.db' })).toBe('/data/audit.jsonl');
  });

  it('prefers --audit-log, then PI_SCAN_AUDIT_LOG, then config', () => {
    const env = { PI_SCAN_AUDIT_LOG: '/env/a.jsonl' };
    const config = { auditLog: '/cfg/a.jsonl' };
    expect(resolveAuditLogPath({ flag: '/flag/a.jsonl', env, config, dbPath: '/d/k.db' })).toBe(
      '/flag/a.jsonl',
    );
    expect(resolveAuditLogPath({ env, config, dbPath: '/d/k.db' })).toBe('/env/a.jsonl');
    expect(resolveAuditLogPath({ env: {}, config, dbPath: '/d/k.db' })).toBe('/cfg/a.jsonl');
  });
});
