/** pino options for the server: JSON lines with request id, key id, status and duration; never secrets. */
import type { FastifyServerOptions } from 'fastify';

/** Where and how much the server logs. */
export interface ServerLoggerOptions {
  level?: string;
  /** Destination; stdout when absent. */
  stream?: NodeJS.WritableStream;
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
  if (options.stream !== undefined) logger.stream = options.stream;
  return logger as FastifyServerOptions['logger'];
}
