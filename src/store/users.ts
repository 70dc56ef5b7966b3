/** Users: the signed-in admins who act on keys, identified by email. */
import { randomUUID } from 'node:crypto';
import type { Sql } from './sql.js';

/** A user as the audit log names them. */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Returns the user with this email, creating it or refreshing its name. Call inside a write transaction. */
export async function upsertUser(
  sql: Sql,
  person: { email: string; firstName: string; lastName: string },
  now: Date,
): Promise<User> {
  const existing = await sql.get<{ id: string; firstName: string; lastName: string }>(
    'SELECT id, first_name AS "firstName", last_name AS "lastName" FROM users WHERE email = @email',
    { email: person.email },
  );
  if (existing === undefined) {
    const id = randomUUID();
    await sql.run(
      'INSERT INTO users (id, email, first_name, last_name, created_at) VALUES (@id, @email, @first, @last, @at)',
      { id, email: person.email, first: person.firstName, last: person.lastName, at: now.toISOString() },
    );
    return { id, ...person };
  }
  if (existing.firstName !== person.firstName || existing.lastName !== person.lastName) {
    await sql.run('UPDATE users SET first_name = @first, last_name = @last WHERE id = @id', {
      first: person.firstName,
      last: person.lastName,
      id: existing.id,
    });
  }
  return { id: existing.id, ...person };
}
