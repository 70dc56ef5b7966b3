/** Who acts: parsing `"First Last <email>"` and building the audit actor object. */
import { UsageError } from '../errors.js';

/** A person as given on the command line. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** An administrator acting on behalf of the actor, with the reason given. */
export interface Impersonation {
  email: string;
  reason: string;
}

const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** Validates an email address (a simple shape check: something@domain.tld, no spaces). */
export function parseEmail(text: string, what: string): string {
  const email = text.trim();
  if (!EMAIL.test(email))
    throw new UsageError(`${what}: "${text}" is not an email address (like ada@example.com)`);
  return email;
}

/** Parses `"First Last <email>"`; the first word is the first name and the rest the last name. */
export function parseActor(text: string, source: string): Person {
  const match = /^([^<>\u0000-\u001f\u007f]+?)\s*<([^<>]+)>$/.exec(text.trim());
  if (match === null) {
    throw new UsageError(
      `${source}: "${text}" is not of the form "First Last <email>", e.g. --actor "Ada Lovelace <ada@example.com>"`,
    );
  }
  const words = (match[1] as string).trim().split(/\s+/);
  const email = parseEmail(match[2] as string, source);
  return { firstName: words[0] as string, lastName: words.slice(1).join(' '), email };
}
