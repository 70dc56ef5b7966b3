/** pino options for the server: JSON lines with request id, key id, status and duration; never secrets. */
import type { FastifyServerOptions } from 'fastify';

/** Where and how much the server logs. */
export interface ServerLoggerOptions {
  level?: string;
  /** Destination; stdout when absent. */
  stream?: NodeJS.WritableStream;
  /** Hand `stream` the lines of each event-loop turn in one write ({@link batchedStream}); `serve` does. */
  batched?: boolean;
}

/**
 * Builds fastify's logger options. The request serializer keeps only method, path and address: no
 * headers (the bearer token) and no query string; bodies are never logged. Redaction is a second belt.
 */
export function createLoggerOptions(options: ServerLoggerOptions): FastifyServerOptions['logger'] {
  const logger: Record<string, unknown> = {
    level: options.level ?? 'info',
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        'authorization',
        'token',
        'content',
        'image',
        'body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method?: string; url?: string; ip?: string; id?: string }) => ({
        method: request.method,
        path: (request.url ?? '').split('?')[0]?.slice(0, 200),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
  if (options.stream !== undefined) {
    logger.stream = options.batched === true ? batchedStream(options.stream) : options.stream;
  }
  return logger as FastifyServerOptions['logger'];
}

/** Streams with lines waiting for the end of the event-loop turn; written out at process exit too. */
const unflushed = new Set<() => void>();
let exitHookAdded = false;

/** Flushes past this many characters without waiting for the end of the turn. */
const MAX_PENDING_CHARS = 64 * 1024;

/**
 * A pino destination that hands `stream` the lines of one event-loop turn in a single write: one
 * request-completed line per request otherwise costs a stream write (and a write(2) on a file or pipe)
 * each. Lines keep their order; those of the current turn are written at exit, even after an uncaught
 * exception, and lost only if the process is killed (SIGKILL) within that turn.
 */
export function batchedStream(stream: NodeJS.WritableStream): { write(line: string): boolean } {
  let pending = '';
  const flush = (): void => {
    unflushed.delete(flush);
    if (pending === '') return;
    const text = pending;
    pending = '';
    stream.write(text);
  };
  if (!exitHookAdded) {
    exitHookAdded = true;
    process.once('exit', () => {
      for (const flushOne of [...unflushed]) flushOne();
    });
  }
  return {
    write(line) {
      pending += line;
      if (pending.length > MAX_PENDING_CHARS) flush();
      else if (!unflushed.has(flush)) {
        unflushed.add(flush);
        setImmediate(flush);
      }
      return true;
    },
  };
}
