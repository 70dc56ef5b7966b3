import { describe, expect, it } from 'vitest';
import { parseExpiration, parseName, parseTimestamp } from '../../src/store/key-fields.js';

const now = new Date('2030-06-01T12:00:00.000Z');

describe('parseName', () => {
  it('trims and accepts 1 to 200 characters, counting characters not UTF-16 units', () => {
    expect(parseName('  CI key ')).toBe('CI key');
    expect(parseName('é'.repeat(200))).toHaveLength(200);
    expect(parseName('😀'.repeat(200))).toHaveLength(400);
  });

  it.each([
    ['', /empty/],
    ['   ', /empty/],
    ['a'.repeat(201), /201 characters/],
    ['bad\nname', /control characters/],
    ['bell\u0007', /control characters/],
    ['c1\u0085', /control characters/],
  ])('rejects %j', (name, message) => {
    expect(() => parseName(name)).toThrow(message);
  });
});

describe('parseExpiration', () => {
  it.each([
    ['30d', '2030-07-01T12:00:00.000Z'],
    ['12h', '2030-06-02T00:00:00.000Z'],
    ['45m', '2030-06-01T12:45:00.000Z'],
    ['2w', '2030-06-15T12:00:00.000Z'],
    ['2031-01-31', '2031-01-31T00:00:00.000Z'],
    ['2031-01-31T10:00:00Z', '2031-01-31T10:00:00.000Z'],
    ['2031-01-31T10:00:00+02:00', '2031-01-31T08:00:00.000Z'],
    ['2031-01-31T10:00+0200', '2031-01-31T08:00:00.000Z'],
    ['2031-01-31T10:00:00.123Z', '2031-01-31T10:00:00.123Z'],
  ])('parses %j as %j', (text, expected) => {
    expect(parseExpiration(text, now)).toBe(expected);
  });

  it.each([
    ['2020-01-01', /in the past/],
    ['2030-06-01T11:59:59Z', /in the past/],
    ['0d', /zero/],
    ['tomorrow', /ISO 8601/],
    ['30 days', /ISO 8601/],
    ['2031-02-30', /not a real date/],
    ['2031-13-01', /not a real date/],
    ['2031-01-01T25:00:00Z', /not a real time/],
    ['2031-01-01T10:00:00 garbage', /ISO 8601/],
  ])('rejects %j', (text, message) => {
    expect(() => parseExpiration(text, now)).toThrow(message);
  });
});

describe('parseTimestamp', () => {
  it('names the flag in its message', () => {
    expect(() => parseTimestamp('yesterday', '--from')).toThrow(/--from expects an ISO 8601/);
  });
});
