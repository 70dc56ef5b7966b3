/** Makes untrusted text safe to print on a terminal: scanned inputs are attacker-controlled. */

// C0/C1 controls (ANSI escapes start with ESC), bidi overrides and invisible characters that could
// reorder or hide what the reader sees.
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;

/** Replaces control, bidi and zero-width characters with visible escapes (`\n`, `\u202e`). */
export function escapeForTerminal(text: string): string {
  return text.replace(UNSAFE, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** Shortens `text` to at most `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}
