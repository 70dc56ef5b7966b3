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
