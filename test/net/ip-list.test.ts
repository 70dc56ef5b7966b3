import { describe, expect, it } from 'vitest';
import { compileIpList, parseClientIp, parseIpList } from '../../src/net/ip-list.js';

describe('parseIpList', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 10.1.2.3/8 ', '10.0.0.0/8'],
    ['192.168.1.0/24,192.168.1.0/24', '192.168.1.0/24'],
    ['2001:DB8:0:0::1', '2001:db8::1'],
    ['2001:db8::ff/32', '2001:db8::/32'],
    ['::ffff:192.168.1.1', '192.168.1.1'],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
    ['0.0.0.0/0, ::/0', '0.0.0.0/0,::/0'],
    ['10.0.0.1/32', '10.0.0.1'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(parseIpList(input)).toBe(expected);
  });

  it.each([
    ['1.2.3.256', '1.2.3.256'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['10.0.0.0/-1', '10.0.0.0/-1'],
    ['2001:db8::/129', '2001:db8::/129'],
    ['127.1', '127.1'],
    ['0x7f.0.0.1', '0x7f.0.0.1'],
    ['fe80::1%eth0', 'fe80::1%eth0'],
    ['10.0.0.1, example.com', 'example.com'],
    ['10.0.0.1,,10.0.0.2', '""'],
  ])('rejects %j naming the entry', (input, named) => {
    expect(() => parseIpList(input)).toThrow(named === '""' ? /empty entry/ : named);
  });

  it('rejects an empty list and says how to remove the restriction', () => {
    expect(() => parseIpList(' , ')).toThrow(/--no-ip/);
  });
});

describe('compileIpList', () => {
  const ip = (text: string) => {
    const parsed = parseClientIp(text);
    if (parsed === undefined) throw new Error(`bad test ip ${text}`);
    return parsed;
  };

  it.each([
    ['10.0.0.0/8', '10.200.3.4', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['10.0.0.0/8', '::ffff:10.1.1.1', true],
    ['192.168.1.1', '192.168.1.1', true],
    ['192.168.1.1', '192.168.1.2', false],
    ['2001:db8::/32', '2001:db8:1::5', true],
    ['2001:db8::/32', '2001:db9::5', false],
    ['::/0', '203.0.113.9', true],
    ['2001:db8::1', '10.0.0.1', false],
    ['10.0.0.0/8,2001:db8::/32', '2001:db8::9', true],
  ])('list %j with client %j matches: %j', (list, client, expected) => {
    expect(compileIpList(parseIpList(list))(ip(client))).toBe(expected);
  });
});

describe('parseClientIp', () => {
  it('turns IPv4-mapped IPv6 into IPv4 and refuses garbage', () => {
    expect(parseClientIp('::ffff:127.0.0.1')?.toString()).toBe('127.0.0.1');
    expect(parseClientIp('not an ip')).toBeUndefined();
  });
});
