/**
 * The JSON body parser of the service: fastify's own (secure-json-parse, prototype poisoning refused),
 * plus two refusals. A charset other than UTF-8 is 415, since the bytes would be read as UTF-8 anyway.
 * A duplicate key is 400: JSON.parse keeps the last `content`, which a filter in front of the service
 * may not have been the one it checked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { visit } from 'jsonc-parser';
import { ErrorCode, PiScanError, UsageError } from '../errors.js';

/** Replaces the app's `application/json` parser with one that refuses other charsets and duplicate keys. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charsetError = checkCharset(request);
    if (charsetError !== undefined) {
      done(charsetError, undefined);
      return;
    }
    parseJson(request, body as string, (error, value) => {
      if (error !== null) {
        done(error, undefined);
        return;
      }
      const duplicate = findDuplicateKey(body as string, value);
      if (duplicate === undefined) done(null, value);
      else
        done(new UsageError(`request body has the key ${duplicate} twice; send each field once`), undefined);
    });
  });
}

function checkCharset(request: FastifyRequest): PiScanError | undefined {
  const header = request.headers['content-type'] ?? '';
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(header);
  if (match === null) return undefined;
  const charset = (match[1] ?? '').toLowerCase();
  if (charset === 'utf-8' || charset === 'utf8') return undefined;
  return new PiScanError(
    ErrorCode.Unsupported,
    `unsupported charset "${charset.slice(0, 40)}"; send the JSON body as UTF-8 (charset=utf-8 or no charset)`,
  );
}

/**
 * The first key that appears twice in one object of `text`, as JSON (e.g. `"content"`), or undefined.
 * Fast path: every string token of the text is a key or a string value of the parsed result unless a
 * duplicate key was dropped, so equal counts prove there is none. Only a mismatch pays for a full
 * tokenizer pass (jsonc-parser) to name the key.
 */
export function findDuplicateKey(text: string, parsed: unknown): string | undefined {
  if (countStringTokens(text) === countStrings(parsed)) return undefined;
  const objects: Array<Set<string>> = [];
  let duplicate: string | undefined;
  visit(
    text,
    {
      onObjectBegin: () => {
        objects.push(new Set());
      },
      onObjectEnd: () => {
        objects.pop();
      },
      onObjectProperty: (name) => {
        const keys = objects[objects.length - 1];
        if (keys?.has(name) === true) duplicate ??= JSON.stringify(name.slice(0, 40));
        keys?.add(name);
      },
    },
    { disallowComments: true },
  );
  // The counts differed, so a key was dropped; should the tokenizer disagree, refuse anyway (fail closed).
  return duplicate ?? 'of an object';
}

/** Unescaped double quotes / 2: the number of string tokens in valid JSON text. */
function countStringTokens(text: string): number {
  let quotes = 0;
  for (let index = text.indexOf('"'); index !== -1; index = text.indexOf('"', index + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(index - 1 - backslashes) === 92) backslashes += 1;
    if (backslashes % 2 === 0) quotes += 1;
  }
  return quotes / 2;
}

/** Keys plus string values, recursively. */
function countStrings(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += countStrings(item);
    return count;
  }
  for (const key in value) {
    count += 1 + countStrings((value as Record<string, unknown>)[key]);
  }
  return count;
}
