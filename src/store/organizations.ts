/** Organizations and their projects. */
import { randomUUID } from 'node:crypto';
import { ErrorCode, PiScanError } from '../errors.js';
import type { Sql } from './sql.js';

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
export async function insertOrganization(
  sql: Sql,
  name: string,
  auditLog: boolean,
  now: Date,
): Promise<Organization> {
  const organization: Organization = { id: randomUUID(), name, auditLog, createdAt: now.toISOString() };
  await sql.run(
    'INSERT INTO organizations (id, name, audit_log, created_at) VALUES (@id, @name, @audit, @at)',
    {
      id: organization.id,
      name,
      audit: auditLog ? 1 : 0,
      at: organization.createdAt,
    },
  );
  return organization;
}

/** Every organization, oldest first. */
export async function listOrganizations(sql: Sql): Promise<Organization[]> {
  const rows = await sql.all<OrganizationRow>('SELECT * FROM organizations ORDER BY created_at, id');
  return rows.map(toOrganization);
}

/** The organization with `id`, or a not-found error that says how to list them. */
export async function requireOrganization(sql: Sql, id: string): Promise<Organization> {
  const row = await sql.get<OrganizationRow>('SELECT * FROM organizations WHERE id = @id', { id });
  if (row === undefined) {
    throw new PiScanError(
      ErrorCode.NotFound,
      `no organization with id "${id}": run \`pi-keys org list\` to see them`,
    );
  }
  return toOrganization(row);
}

/** Turns the audit-log add-on on or off; returns the updated organization. */
export async function setOrganizationAuditLog(
  sql: Sql,
  id: string,
  auditLog: boolean,
): Promise<Organization> {
  await requireOrganization(sql, id);
  await sql.run('UPDATE organizations SET audit_log = @audit WHERE id = @id', {
    audit: auditLog ? 1 : 0,
    id,
  });
  return requireOrganization(sql, id);
}

/** Inserts a project under an existing organization. */
export async function insertProject(
  sql: Sql,
  organizationId: string,
  name: string,
  now: Date,
): Promise<Project> {
  await requireOrganization(sql, organizationId);
  const project: Project = { id: randomUUID(), name, organizationId, createdAt: now.toISOString() };
  await sql.run(
    'INSERT INTO projects (id, organization_id, name, created_at) VALUES (@id, @org, @name, @at)',
    { id: project.id, org: organizationId, name, at: project.createdAt },
  );
  return project;
}

/** Projects, optionally of one organization (which must exist), oldest first. */
export async function listProjects(sql: Sql, organizationId?: string): Promise<Project[]> {
  if (organizationId === undefined) {
    return (await sql.all<ProjectRow>('SELECT * FROM projects ORDER BY created_at, id')).map(toProject);
  }
  await requireOrganization(sql, organizationId);
  const rows = await sql.all<ProjectRow>(
    'SELECT * FROM projects WHERE organization_id = @org ORDER BY created_at, id',
    { org: organizationId },
  );
  return rows.map(toProject);
}

/** The project with `id`, or a not-found error that says how to list them. */
export async function requireProject(sql: Sql, id: string): Promise<Project> {
  const row = await sql.get<ProjectRow>('SELECT * FROM projects WHERE id = @id', { id });
  if (row === undefined) {
    throw new PiScanError(
      ErrorCode.NotFound,
      `no project with id "${id}": run \`pi-keys project list\` to see them`,
    );
  }
  return toProject(row);
}
