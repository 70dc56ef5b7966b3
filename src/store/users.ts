/** Users: the signed-in admins who act on keys, identified by email. */
import { randomUUID } from 'node:crypto';
import type { Store } from './open.js';

/** A user as the audit log names them. */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Returns the user with this email, creating it or refreshing its name. Call inside a write transaction. */
export function upsertUser(
  store: Store,
  person: { email: string; firstName: string; lastName: string },
  now: Date,
): User {
  const existing = store
    .prepare('SELECT id, first_name AS firstName, last_name AS lastName FROM users WHERE email = ?')
    .get(person.email) as { id: string; firstName: string; lastName: string } | undefined;
  if (existing === undefined) {
    const id = randomUUID();
    store
      .prepare('INSERT INTO users (id, email, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, person.email, person.firstName, person.lastName, now.toISOString());
    return { id, ...person };
  }
  if (existing.firstName !== person.firstName || existing.lastName !== person.lastName) {
    store
      .prepare('UPDATE users SET first_name = ?, last_name = ? WHERE id = ?')
      .run(person.firstName, person.lastName, existing.id);
  }
  return { id: existing.id, ...person };
}
