import { describe, expect, it } from 'vitest';
import { resolveIdentity } from '../../../src/commands/keys/session.js';

describe('resolveIdentity', () => {
  it('prefers --actor over the configured actor and splits first and last name', () => {
    const identity = resolveIdentity(
      { actor: 'Mary Ann Smith <mary@example.com>' },
      'Other Person <o@example.com>',
    );
    expect(identity.person).toEqual({ firstName: 'Mary', lastName: 'Ann Smith', email: 'mary@example.com' });
    expect(identity.userAgent).toMatch(/^pi-keys\/\S+ node\/\S+$/);
    expect(identity.location).toBeUndefined();
  });

  it('accepts a config actor as a string or as an object', () => {
    expect(resolveIdentity({}, 'Ada Lovelace <ada@example.com>').person.email).toBe('ada@example.com');
    expect(
      resolveIdentity({}, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }).person,
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });

  it('takes impersonation and the client context from flags', () => {
    const identity = resolveIdentity(
      {
        actor: 'Ada Lovelace <ada@example.com>',
        impersonator: 'root@example.com',
        impersonationReason: 'ticket 7',
        clientIp: '::ffff:203.0.113.9',
        userAgent: 'dashboard/2.0',
      },
      undefined,
    );
    expect(identity).toMatchObject({
      impersonation: { email: 'root@example.com', reason: 'ticket 7' },
      location: '::ffff:203.0.113.9',
      userAgent: 'dashboard/2.0',
    });
  });

  it.each([
    [{}, /no actor/],
    [{ actor: 'ada@example.com' }, /First Last <email>/],
    [{ actor: 'Ada <not-an-email>' }, /not an email address/],
    [{ actor: 'Ada <ada@example.com>', impersonator: 'root@example.com' }, /go together/],
    [{ actor: 'Ada <ada@example.com>', impersonator: 'root', impersonationReason: 'x' }, /--impersonator/],
    [{ actor: 'Ada <ada@example.com>', clientIp: 'example.com' }, /--client-ip/],
  ])('refuses %j', (flags, message) => {
    expect(() => resolveIdentity(flags, undefined)).toThrow(message);
  });
});
