import { describe, expect, it } from 'vitest';
import { type KeyStatus, type KeyTransition, nextKeyStatus } from '../../src/store/key-status.js';

describe('nextKeyStatus', () => {
  it.each<[KeyStatus, KeyTransition, KeyStatus]>([
    ['active', 'pause', 'paused'],
    ['paused', 'activate', 'active'],
    ['active', 'revoke', 'revoked'],
    ['paused', 'revoke', 'revoked'],
  ])('%s --%s--> %s', (from, transition, to) => {
    expect(nextKeyStatus(from, transition)).toBe(to);
  });

  it.each<[KeyStatus, KeyTransition, RegExp]>([
    ['paused', 'pause', /already paused/],
    ['active', 'activate', /already active/],
    ['revoked', 'pause', /revoked: revocation is permanent/],
    ['revoked', 'activate', /revoked: revocation is permanent/],
    ['revoked', 'revoke', /already revoked/],
  ])('refuses %s --%s--> as a conflict', (from, transition, message) => {
    expect(() => nextKeyStatus(from, transition)).toThrow(message);
    try {
      nextKeyStatus(from, transition);
    } catch (error: unknown) {
      expect((error as { code: string }).code).toBe('conflict');
    }
  });
});
