import { describe, expect, it } from 'vitest';
import { keyExpiryNotice } from '../../src/server/key-expiry.js';

const NOW = new Date('2030-01-01T00:00:00.000Z');

describe('keyExpiryNotice', () => {
  it.each([
    [null, undefined],
    ['2030-01-08T00:00:00.000Z', '2030-01-08T00:00:00.000Z'],
    ['2030-01-08T00:00:00.001Z', undefined],
    ['2030-01-01T12:00:00+02:00', '2030-01-01T10:00:00.000Z'],
    ['not a date', undefined],
  ])('for an expiration of %j is %j', (expiration, expected) => {
    expect(keyExpiryNotice(expiration, NOW)).toBe(expected);
  });
});
