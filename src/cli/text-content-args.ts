/**
 * The one command line that skips commander: `pi-scan text -c <text>` (or `--content <text>`) and
 * nothing else. Building the whole `pi-scan` program (commander, every `text` option and its help)
 * costs that run about 3 ms of CPU, a tenth of what the CLI adds to a bare `node` start, for arguments
 * that need no parsing. Anything else, or a text that starts with "-" (commander decides what that
 * means), goes through commander as before; test/cli/text-content-args.test.ts checks that both give the
 * `text` action the same arguments.
 */

/** What commander hands the `text` action for these arguments. */
export interface TextContentArgs {
  files: string[];
  options: { inlineIgnore: true; content: string };
}

/** The `text` action's arguments when `argv` (as in `process.argv`) is exactly `text -c <text>`, else undefined. */
export function parseTextContentArgs(argv: readonly string[]): TextContentArgs | undefined {
  if (argv.length !== 5 || argv[2] !== 'text') return undefined;
  const [flag, content] = [argv[3], argv[4]];
  if ((flag !== '-c' && flag !== '--content') || content === undefined || content.startsWith('-'))
    return undefined;
  // --no-inline-ignore declares inlineIgnore, whose default is true.
  return { files: [], options: { inlineIgnore: true, content } };
}
