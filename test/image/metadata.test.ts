import { describe, expect, it } from 'vitest';
import { decodeUserComment, parseExif, parseXmp } from '../../src/image/metadata.js';

describe('decodeUserComment', () => {
  it.each([
    ['ASCII', Buffer.concat([Buffer.from('ASCII\0\0\0'), Buffer.from('hello')]), 'hello'],
    [
      'UNICODE little-endian',
      Buffer.concat([Buffer.from('UNICODE\0'), Buffer.from('hi there', 'utf16le')]),
      'hi there',
    ],
    [
      'UNICODE big-endian',
      Buffer.concat([Buffer.from('UNICODE\0'), Buffer.from('hi', 'utf16le').swap16()]),
      'hi',
    ],
    ['an undefined character code', Buffer.concat([Buffer.alloc(8), Buffer.from('plain')]), 'plain'],
  ])('decodes %s', (_name, bytes, text) => {
    expect(decodeUserComment(bytes)?.replace(/\0/g, '')).toBe(text);
  });

  it('passes strings through and ignores numbers', () => {
    expect(decodeUserComment('already text')).toBe('already text');
    expect(decodeUserComment(42)).toBeUndefined();
  });
});

describe('parseExif', () => {
  it.each([
    ['garbage', Buffer.from('not a TIFF header at all')],
    ['an empty block', Buffer.alloc(0)],
    ['a TIFF header pointing past the end', Buffer.from([0x49, 0x49, 0x2a, 0x00, 0xff, 0xff, 0x00, 0x00])],
  ])('returns no fields for %s', async (_name, bytes) => {
    expect(await parseExif(bytes)).toEqual({});
  });
});

describe('parseXmp', () => {
  it('flattens namespaces, language alternatives and bags', async () => {
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <dc:description><rdf:Alt><rdf:li xml:lang="x-default">the description</rdf:li></rdf:Alt></dc:description>
        <dc:subject><rdf:Bag><rdf:li>one</rdf:li><rdf:li>two</rdf:li></rdf:Bag></dc:subject>
      </rdf:Description></rdf:RDF></x:xmpmeta>`;
    expect(await parseXmp(Buffer.from(xmp))).toEqual([
      ['dc:description', 'the description'],
      ['dc:subject', 'one'],
      ['dc:subject', 'two'],
    ]);
  });

  it('returns nothing for a packet without fields and never throws on broken XML', async () => {
    expect(await parseXmp(Buffer.from('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>'))).toEqual([]);
    await expect(parseXmp(Buffer.from('<x:xmpmeta><rdf:RDF><dc:title>unclosed'))).resolves.toBeInstanceOf(
      Array,
    );
  });
});
