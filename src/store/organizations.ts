/** Organizations and their projects. */
import { randomUUID } from 'node:crypto';
import { ErrorCode, PiScanError } from '../errors.js';
import type { Store } from './open.js';

/** An organization; `auditLog` is the audit-log add-on: events are recorded only when it is on. */
export interface Organization {
  id: string;
  name: string;
  auditLog: boolean;
  createdAt: string;
}

/** A project, the parent of API keys. */
export interface Project {
  id: string;
  name: string;
  organizationId: string;
  createdAt: string;
}

interface OrganizationRow {
  id: string;
  name: string;
  audit_log: number;
  created_at: string;
}

interface ProjectRow {
  id: string;
  name: string;
  organization_id: string;
  created_at: string;
}

const toOrganization = (row: OrganizationRow): Organization => ({
  id: row.id,
  name: row.name,
  auditLog: row.audit_log === 1,
  createdAt: row.created_at,
});

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  organizationId: row.organization_id,
  createdAt: row.created_at,
});

/** Inserts a new organization (call inside a write transaction or alone). */
export function insertOrganization(store: Store, name: string, auditLog: boolean, now: Date): Organization {
  const organization: Organization = { id: randomUUID(), name, auditLog, createdAt: now.toISOString() };
  store
    .prepare('INSERT INTO organizations (id, name, audit_log, created_at) VALUES (?, ?, ?, ?)')
    .run(organization.id, name, auditLog ? 1 : 0, organization.createdAt);
  return organization;
}

/** Every organization, oldest first. */
export function listOrganizations(store: Store): Organization[] {
  const rows = store
    .prepare('SELECT * FROM organizations ORDER BY created_at, id')
    .all() as OrganizationRow[];
  return rows.map(toOrganization);
}

/** The organization with `id`, or a not-found error that says how to list them. */
export function requireOrganization(store: Store, id: string): Organization {
  const row = store.prepare('SELECT * FROM organizations WHERE id = ?').get(id) as
    | OrganizationRow
    | undefined;
  if (row === undefined) {
    throw new PiScanError(
      ErrorCode.NotFound,
      `no organization with id "${id}": run \`pi-keys org list\` to see them`,
    );
  }
  return toOrganization(row);
}

/** Turns the audit-log add-on on or off; returns the updated organization. */
export function setOrganizationAuditLog(store: Store, id: string, auditLog: boolean): Organization {
  requireOrganization(store, id);
  store.prepare('UPDATE organizations SET audit_log = ? WHERE id = ?').run(auditLog ? 1 : 0, id);
  return requireOrganization(store, id);
}

/** Inserts a project under an existing organization. */
export function insertProject(store: Store, organizationId: string, name: string, now: Date): Project {
  requireOrganization(store, organizationId);
  const project: Project = { id: randomUUID(), name, organizationId, createdAt: now.toISOString() };
  store
    .prepare('INSERT INTO projects (id, organization_id, name, created_at) VALUES (?, ?, ?, ?)')
    .run(project.id, organizationId, name, project.createdAt);
  return project;
}

/** Projects, optionally of one organization (which must exist), oldest first. */
export function listProjects(store: Store, organizationId?: string): Project[] {
  if (organizationId === undefined) {
    return (store.prepare('SELECT * FROM projects ORDER BY created_at, id').all() as ProjectRow[]).map(
      toProject,
    );
  }
  requireOrganization(store, organizationId);
  const rows = store
    .prepare('SELECT * FROM projects WHERE organization_id = ? ORDER BY created_at, id')
    .all(organizationId) as ProjectRow[];
  return rows.map(toProject);
}

/** The project with `id`, or a not-found error that says how to list them. */
export function requireProject(store: Store, id: string): Project {
  const row = store.prepare('SELECT * FROM projects WHERE id = ?').get(id) as ProjectRow | undefined;
  if (row === undefined) {
    throw new PiScanError(
      ErrorCode.NotFound,
      `no project with id "${id}": run \`pi-keys project list\` to see them`,
    );
  }
  return toProject(row);
}
