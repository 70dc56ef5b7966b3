import { describe, expect, it } from 'vitest';
import { backoffDelayMs, isRetryableNetworkError, parseRetryAfterMs } from '../../src/client/retry.js';

describe('backoffDelayMs', () => {
  it.each([
    [0, 1, 250],
    [1, 1, 500],
    [2, 1, 1000],
    [10, 1, 4000],
    [3, 0, 0],
    [3, 0.5, 1000],
  ])('retry %i with random %d waits %i ms (full jitter, capped at 4 s)', (attempt, random, expected) => {
    expect(backoffDelayMs(attempt, { baseMs: 250, capMs: 4000, random: () => random })).toBe(expected);
  });
});

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it.each([
    ['3', 3000],
    [' 0 ', 0],
    ['Wed, 01 Jan 2025 00:00:10 GMT', 10_000],
    ['Tue, 31 Dec 2024 23:00:00 GMT', 0],
    ['soon', undefined],
    ['', undefined],
    [undefined, undefined],
    [['7', '9'], 7000],
  ])('reads %j as %j ms', (header, expected) => {
    expect(parseRetryAfterMs(header as string | string[] | undefined, now)).toBe(expected);
  });
});

describe('isRetryableNetworkError', () => {
  it.each([
    ['ECONNREFUSED', true],
    ['ECONNRESET', true],
    ['UND_ERR_CONNECT_TIMEOUT', true],
    ['UND_ERR_HEADERS_TIMEOUT', true],
    ['UND_ERR_SOCKET', true],
    ['UND_ERR_INVALID_ARG', false],
    ['ENOTFOUND', false],
  ])('treats %s as retryable: %s', (code, expected) => {
    expect(isRetryableNetworkError(Object.assign(new Error(code), { code }))).toBe(expected);
  });

  it('looks through a cause chain', () => {
    const inner = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    expect(isRetryableNetworkError(new Error('fetch failed', { cause: inner }))).toBe(true);
  });
});
