/**
 * Reading a key's secret from stdin (never from argv) and asking a person to confirm. The secret is never
 * echoed, printed or put into an error message.
 */
import { closeSync, createReadStream, createWriteStream, openSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { InputError, UsageError } from '../../errors.js';
import { type CliContext, isTty } from '../context.js';

/** Largest stdin accepted for a secret; key secrets are JWTs well under 1 KiB. */
export const MAX_SECRET_BYTES = 16 * 1024;

/** Reads one secret from stdin: piped (the whole input, trimmed) or typed on a terminal without echo. */
export async function readSecret(context: CliContext): Promise<string> {
  const raw = isTty(context.stdin) ? await promptHidden(context) : await readBounded(context.stdin);
  const secret = raw.trim();
  if (secret === '') throw new InputError('no secret on stdin: pipe or paste the API key secret');
  if (/\s/.test(secret)) {
    throw new InputError('stdin holds more than one word: give only the API key secret, on one line');
  }
  return secret;
}

async function readBounded(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_SECRET_BYTES) {
      throw new InputError(
        `stdin holds more than ${MAX_SECRET_BYTES / 1024} KiB: pipe only the API key secret`,
      );
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function promptHidden(context: CliContext): Promise<string> {
  context.stderr.write('Paste the API key secret (it is not shown), then press Enter: ');
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: context.stdin, output: muted, terminal: true });
  try {
    return await prompt.question('');
  } finally {
    prompt.close();
    context.stderr.write('\n');
  }
}

/**
 * Asks `question` and requires the answer "yes". Uses stdin when it is a terminal, else the controlling
 * terminal (/dev/tty) when stderr is one (stdin carried the secret); without any terminal, a usage error
 * `noTerminal` tells the caller to pass --yes. A different answer is a usage error `declined`.
 */
export async function confirmOnTerminal(
  context: CliContext,
  question: string,
  noTerminal: string,
  declined: string,
): Promise<void> {
  let answer: string;
  if (isTty(context.stdin) && isTty(context.stderr)) {
    const prompt = createInterface({ input: context.stdin, output: context.stderr });
    try {
      answer = await prompt.question(question);
    } finally {
      prompt.close();
    }
  } else {
    const terminal = isTty(context.stderr) ? openTerminal() : undefined;
    if (terminal === undefined) throw new UsageError(noTerminal);
    const input = createReadStream('', { fd: terminal, autoClose: false });
    const output = createWriteStream('', { fd: terminal, autoClose: false });
    const prompt = createInterface({ input, output });
    try {
      answer = await prompt.question(question);
    } finally {
      prompt.close();
      input.destroy();
      closeSync(terminal);
    }
  }
  if (answer.trim().toLowerCase() !== 'yes') throw new UsageError(declined);
}

function openTerminal(): number | undefined {
  try {
    return openSync('/dev/tty', 'r+');
  } catch {
    return undefined;
  }
}
