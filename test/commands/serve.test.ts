import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseServeFlags } from '../../src/commands/serve.js';
import { PiScanError } from '../../src/errors.js';

describe('parseServeFlags: --trust-proxy', () => {
  it('refuses a bare --trust-proxy and explains the two ways to name the proxies', () => {
    expect(() => parseServeFlags({ trustProxy: true })).toThrow(PiScanError);
    expect(() => parseServeFlags({ trustProxy: true })).toThrow(
      /--trust-proxy needs a value: name the proxies to trust: a hop count \(1 = the one proxy in front of this server\) or a comma-separated list of proxy addresses or CIDR blocks/,
    );
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.1.0.0/16', ['10.0.0.1', '10.1.0.0/16']],
    ['false', false],
  ] as const)('reads --trust-proxy %j as %j', (value, expected) => {
    expect(parseServeFlags({ trustProxy: value }).layer.trustProxy).toEqual(expected);
  });

  it('names the bad entry of a proxy list', () => {
    expect(() => parseServeFlags({ trustProxy: '10.0.0.1,proxy.local' })).toThrow(
      /--trust-proxy: invalid IP address or CIDR block "proxy.local"/,
    );
  });
});

describe('parseServeFlags: --workers', () => {
  it('defaults to the number of cores and takes a positive count', () => {
    expect(parseServeFlags({}).workers).toBe(availableParallelism());
    expect(parseServeFlags({ workers: 3 }).workers).toBe(3);
    expect(() => parseServeFlags({ workers: 0 })).toThrow(/--workers expects a positive whole number/);
  });
});
