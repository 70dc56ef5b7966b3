/** Turns metadata bytes into text: UTF-8 when valid, Latin-1 otherwise (old files often use it). */

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Decodes metadata bytes as UTF-8, falling back to Latin-1 when they are not valid UTF-8. */
export function decodeMetadataText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/** Shortest run of printable characters kept by {@link printableRuns}. */
const MIN_RUN = 8;

/**
 * The printable text inside bytes of unknown structure (unknown chunks, data after the end of the image),
 * like `strings`: runs of at least 8 printable characters (UTF-8 decoded), one per line.
 */
export function printableRuns(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(bytes);
  const runs = text.match(/[^\p{Cc}\p{Cs}\uFFFD]{8,}/gu) ?? [];
  return runs
    .map((run) => run.trim())
    .filter((run) => run.length >= MIN_RUN)
    .join('\n');
}

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
const ENTITY = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi;

/**
 * Decodes XML character references and the predefined entities (`&lt;` `&#60;` `&#x3c;` …). Repeated
 * up to three times, so text escaped twice (`&amp;lt;`) reaches the detector as the reader would see it.
 */
export function decodeXmlEntities(text: string): string {
  let current = text;
  for (let round = 0; round < 3 && current.includes('&'); round += 1) {
    const next = current.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
      const code =
        decimal !== undefined ? Number(decimal) : hex !== undefined ? Number.parseInt(hex, 16) : undefined;
      if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? entity;
    });
    if (next === current) break;
    current = next;
  }
  return current;
}
