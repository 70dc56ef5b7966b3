import { describe, expect, it } from 'vitest';
import { formatBaseUrl, parseBaseUrl } from '../../src/config/base-url.js';
import { PiScanError } from '../../src/errors.js';

describe('parseBaseUrl', () => {
  it.each([
    ['http://127.0.0.1:8080', { origin: 'http://127.0.0.1:8080', prefix: '' }],
    ['http://127.0.0.1:8080/', { origin: 'http://127.0.0.1:8080', prefix: '' }],
    ['https://scan.example/api/', { origin: 'https://scan.example', prefix: '/api' }],
  ])('splits %s into origin and prefix', (url, expected) => {
    expect(parseBaseUrl(url, '--remote')).toEqual(expected);
    expect(formatBaseUrl(parseBaseUrl(url, '--remote'))).toBe(`${expected.origin}${expected.prefix}`);
  });

  it.each([
    [
      '127.0.0.1:8080',
      /^--remote: "127\.0\.0\.1:8080" has no scheme; did you mean http:\/\/127\.0\.0\.1:8080\?/,
    ],
    ['localhost:8080', /has no scheme; did you mean http:\/\/localhost:8080\?/],
    [
      'notes.md',
      /^--remote: "notes.md" has no scheme; did you mean http:\/\/notes\.md\? \(expected the base URL/,
    ],
    ['http://exa mple', /^--remote: "http:\/\/exa mple" is not a URL/],
    ['not a url', /^--remote: "not a url" is not a URL; expected something like http:\/\/127\.0\.0\.1:8080/],
    ['ftp://host', /^--remote: "ftp:\/\/host" must start with http:\/\/ or https:\/\//],
    ['http://user:pw@host', /must not carry credentials/],
    ['http://host/?q=1', /must not carry credentials, a query or a fragment/],
    ['', /^--remote: expected an http\(s\) URL such as http:\/\/127\.0\.0\.1:8080, got ""/],
  ])('rejects %j as a usage error naming the flag', (url, message) => {
    expect(() => parseBaseUrl(url, '--remote')).toThrow(message);
    expect(() => parseBaseUrl(url, '--remote')).toThrow(PiScanError);
  });

  it('names the setting it came from', () => {
    expect(() => parseBaseUrl('example.com', 'PI_SCAN_BASE_URL')).toThrow(/^PI_SCAN_BASE_URL: "example.com"/);
  });
});
