/**
 * The only file that binds a port. Starts a built app on 127.0.0.1 by default, reports the real address,
 * and shuts down cleanly on SIGINT/SIGTERM: stop accepting, finish in-flight requests, then release.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, PiScanError } from '../errors.js';

/** How long in-flight requests get to finish after a shutdown signal. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Options for {@link listen}. */
export interface ListenOptions {
  host?: string;
  port: number;
  /** Called once the server is closed (in-flight requests done or cut off), to release the store etc. */
  onClosed?: () => void | Promise<void>;
  /** Install SIGINT/SIGTERM handlers (the CLI does; tests may not). */
  handleSignals?: boolean;
  graceMs?: number;
}

/** A listening server. */
export interface RunningServer {
  /** `http://HOST:PORT` with the real port. */
  url: string;
  /** Stops accepting, waits up to the grace period for in-flight requests, then runs `onClosed`. */
  close(): Promise<void>;
  /** Resolves when the server has closed, for any reason. */
  closed: Promise<void>;
}

/** Binds `app` and returns its URL. */
export async function listen(app: FastifyInstance, options: ListenOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  try {
    await app.listen({ host, port: options.port });
  } catch (error: unknown) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EADDRINUSE'
        ? 'the port is already in use; pick another with --port (0 picks a free one)'
        : code === 'EACCES'
          ? 'permission denied; ports below 1024 need privileges, pick another with --port'
          : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND'
            ? 'that address is not available on this machine; check --host'
            : error instanceof Error
              ? error.message
              : String(error);
    throw new PiScanError(ErrorCode.Usage, `cannot listen on ${host}:${options.port}: ${reason}`, {
      cause: error,
    });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const shownHost = host.includes(':') ? `[${host}]` : host;

  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  let closing: Promise<void> | undefined;
  const onSignal = (): void => {
    void close();
  };
  const close = (): Promise<void> => {
    closing ??= (async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
      timer.unref();
      try {
        await app.close();
      } finally {
        clearTimeout(timer);
        try {
          await options.onClosed?.();
        } finally {
          resolveClosed();
        }
      }
    })();
    return closing;
  };
  if (options.handleSignals === true) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  return { url: `http://${shownHost}:${port}`, close, closed };
}
