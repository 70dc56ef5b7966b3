/** Which inputs a scan command reads: files, standard input (`-`) or a literal string (`-c`). */
import { UsageError } from '../errors.js';

/** The label of standard input in output (`"file": "-"`). */
export const STDIN_LABEL = '-';

/** The label of `-c/--content` text in output (`"file": "<content>"`). */
export const CONTENT_LABEL = '<content>';

/** One input of a scan command. `label` is how outputs name it. */
export type InputSource =
  | { kind: 'file'; path: string; label: string }
  | { kind: 'stdin'; label: typeof STDIN_LABEL }
  | { kind: 'content'; text: string; label: typeof CONTENT_LABEL };

/** What {@link resolveInputSources} needs to know. */
export interface ResolveInputOptions {
  /** Positional arguments; `-` means standard input. */
  files: readonly string[];
  /** The `-c/--content` text, if given. */
  content?: string | undefined;
  /** Whether standard input is a terminal (then it is never read implicitly). */
  stdinIsTty: boolean;
}

/**
 * Turns arguments into input sources, in order: `-c` text first, then the files as given. With no
 * input at all, standard input is read unless it is a terminal, which is a usage error.
 */
export function resolveInputSources(options: ResolveInputOptions): InputSource[] {
  const sources: InputSource[] = [];
  if (options.content !== undefined)
    sources.push({ kind: 'content', text: options.content, label: CONTENT_LABEL });
  let stdinSeen = false;
  for (const file of options.files) {
    if (file === STDIN_LABEL) {
      if (stdinSeen) throw new UsageError('"-" (standard input) can be given only once');
      stdinSeen = true;
      sources.push({ kind: 'stdin', label: STDIN_LABEL });
    } else if (file === '') {
      throw new UsageError('an empty file name was given; pass a path, "-" for standard input, or -c <text>');
    } else {
      sources.push({ kind: 'file', path: file, label: file });
    }
  }
  if (sources.length === 0) {
    if (options.stdinIsTty) {
      throw new UsageError('nothing to scan: pass files, "-c <text>", or pipe text into standard input');
    }
    sources.push({ kind: 'stdin', label: STDIN_LABEL });
  }
  return sources;
}
