/**
 * Remote mode for the scan commands: resolves the base URL and API key from the settings, warns about
 * keys kept in committed config files, and adapts the HTTP client to the commands' scanner shape.
 */
import { dirname } from 'node:path';
import type { ScanOptions, ScanResult } from '../api/contract.js';
import { UsageError } from '../errors.js';
import { findGitRoot } from '../tree/root.js';
import { createScanClient, type RemoteImage, type ScanClient, type ScanClientOptions } from './client.js';

/** The settings remote mode reads (a subset of the merged config). */
export interface RemoteSettings {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  concurrency: number;
  /** The config file the settings came from, if any. */
  configFile?: string | undefined;
}

/** Where remote mode learns where the key came from, and how it warns. */
export interface RemoteContext {
  env: NodeJS.ProcessEnv;
  /** True when `--api-key` was given on the command line. */
  apiKeyFromFlag: boolean;
  /** Prints one warning line on stderr. */
  warn(message: string): void;
}

/** Base URL, key and connection count of a remote scan. */
export interface RemoteTarget {
  baseUrl: string;
  apiKey: string;
  connections: number;
}

/**
 * Picks base URL and key (flags > `PI_SCAN_*` > config, already merged into `settings`). Throws a usage
 * error when either is missing, and warns when the key sits in a config file inside a git repository.
 */
export function resolveRemoteTarget(settings: RemoteSettings, context: RemoteContext): RemoteTarget {
  if (settings.baseUrl === undefined) {
    throw new UsageError(
      'remote scanning needs a base URL: pass --remote <base_url>, or set PI_SCAN_BASE_URL or "baseUrl" in the config',
    );
  }
  if (settings.apiKey === undefined) {
    throw new UsageError(
      'remote scanning needs an API key: set PI_SCAN_API_KEY (preferred) or pass --api-key; create one with "pi-keys create"',
    );
  }
  const fromEnv = (context.env.PI_SCAN_API_KEY ?? '').trim() !== '';
  if (!context.apiKeyFromFlag && !fromEnv && settings.configFile !== undefined) {
    const repository = findGitRoot(dirname(settings.configFile));
    if (repository !== undefined) {
      context.warn(
        `the API key comes from ${settings.configFile}, inside the git repository ${repository}; ` +
          'keep it out of version control: set PI_SCAN_API_KEY instead and remove "apiKey" from the file',
      );
    }
  }
  return { baseUrl: settings.baseUrl, apiKey: settings.apiKey, connections: settings.concurrency };
}

export { findGitRoot } from '../tree/root.js';

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
  return createScanClient({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    connections: target.connections,
    ...clientOptions,
  });
}
