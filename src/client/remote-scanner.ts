/**
 * Remote mode for the scan commands: picks base URL, key and limits from the settings, and adapts the
 * HTTP client to the commands' scanner shape. No file-system I/O here.
 */
import type { ScanOptions, ScanResult } from '../api/contract.js';
import type { BaseUrl } from '../config/base-url.js';
import { UsageError } from '../errors.js';
import { createScanClient, type RemoteImage, type ScanClient, type ScanClientOptions } from './client.js';

/** The settings remote mode reads (a subset of the merged config). */
export interface RemoteSettings {
  baseUrl?: BaseUrl | undefined;
  apiKey?: string | undefined;
  concurrency: number;
  /** Seconds one scan may take in all, retries included. */
  timeout: number;
}

/** Base URL, key, connection count and deadline of a remote scan. */
export interface RemoteTarget {
  baseUrl: BaseUrl;
  apiKey: string;
  connections: number;
  totalTimeoutMs: number;
  /** Prints one warning line on stderr (e.g. when the service says the key expires soon). */
  warn?: (message: string) => void;
}

/**
 * Picks base URL and key (flags > `PI_SCAN_*` > config, already merged into `settings`). Throws a usage
 * error when either is missing.
 */
export function resolveRemoteTarget(
  settings: RemoteSettings,
  warn?: (message: string) => void,
): RemoteTarget {
  if (settings.baseUrl === undefined) {
    throw new UsageError(
      'remote scanning needs a base URL: pass --remote <url>, or set PI_SCAN_BASE_URL or "baseUrl" in the config',
    );
  }
  if (settings.apiKey === undefined) {
    throw new UsageError(
      'remote scanning needs an API key: set PI_SCAN_API_KEY (preferred) or pass --api-key; create one with "pi-keys create"',
    );
  }
  return {
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    connections: settings.concurrency,
    totalTimeoutMs: settings.timeout * 1000,
    ...(warn === undefined ? {} : { warn }),
  };
}

/** A remote text scan's outcome: the service's result; a remote service sends no located findings. */
export interface RemoteScanParts {
  result: ScanResult;
  findings: readonly never[];
}

/** A text scanner backed by a remote service; `close()` ends its keep-alive connections. */
export interface RemoteTextScanner {
  (content: string, options: ScanOptions): Promise<RemoteScanParts>;
  close(): Promise<void>;
}

/** Creates the remote text scanner for `pi-scan text --remote`. */
export function createRemoteTextScanner(
  target: RemoteTarget,
  clientOptions: Partial<ScanClientOptions> = {},
): RemoteTextScanner {
  const client = createClient(target, clientOptions);
  const scanner = async (content: string, options: ScanOptions): Promise<RemoteScanParts> => ({
    result: await client.scanText(content, options),
    findings: [],
  });
  return Object.assign(scanner, { close: () => client.close() });
}

/** An image scanner backed by a remote service, for `pi-scan image --remote [--multipart]`. */
export interface RemoteImageScanner {
  (image: RemoteImage, options: ScanOptions): Promise<RemoteScanParts>;
  close(): Promise<void>;
}

/** Creates the remote image scanner; `image.multipart` picks multipart/form-data over base64 JSON. */
export function createRemoteImageScanner(
  target: RemoteTarget,
  clientOptions: Partial<ScanClientOptions> = {},
): RemoteImageScanner {
  const client = createClient(target, clientOptions);
  const scanner = async (image: RemoteImage, options: ScanOptions): Promise<RemoteScanParts> => ({
    result: await client.scanImage(image, options),
    findings: [],
  });
  return Object.assign(scanner, { close: () => client.close() });
}

function createClient(target: RemoteTarget, clientOptions: Partial<ScanClientOptions>): ScanClient {
  const { warn } = target;
  return createScanClient({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    connections: target.connections,
    totalTimeoutMs: target.totalTimeoutMs,
    ...(warn === undefined
      ? {}
      : {
          onKeyExpiresAt: (expiresAt: string) =>
            warn(
              `the API key expires at ${expiresAt} (X-Key-Expires-At): rotate it with \`pi-keys rotate <key-id>\``,
            ),
        }),
    ...clientOptions,
  });
}
