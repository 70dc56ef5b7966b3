/** The base URL of a remote pi-scan service, parsed once (for flags, env and config) with one set of messages. */
import { UsageError } from '../errors.js';

/** A remote service's base URL split for the HTTP client: `http://host:8080/api/` → origin + `/api`. */
export interface BaseUrl {
  /** Scheme, host and port, e.g. `http://127.0.0.1:8080`. */
  origin: string;
  /** The path the endpoints sit under, without a trailing slash; empty at the root. */
  prefix: string;
}

/**
 * Validates a base URL and splits it into origin and path prefix. `field` names where the value came from
 * (`--remote`, `PI_SCAN_BASE_URL`, `<file>: baseUrl`) in every message.
 */
export function parseBaseUrl(value: unknown, field: string): BaseUrl {
  if (typeof value !== 'string' || value.trim() === '') {
    const shown = value === undefined ? 'nothing' : JSON.stringify(value);
    throw new UsageError(`${field}: expected an http(s) URL such as http://127.0.0.1:8080, got ${shown}`);
  }
  const text = value.trim();
  // Checked before `new URL`: "localhost:8080" would parse as a URL with the scheme "localhost:".
  if (!text.includes('://') && URL.canParse(`http://${text}`)) {
    throw new UsageError(
      `${field}: "${text}" has no scheme; did you mean http://${text}? (expected the base URL of a pi-scan service)`,
    );
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${field}: "${text}" is not a URL; expected something like http://127.0.0.1:8080`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${field}: "${text}" must start with http:// or https://`);
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new UsageError(
      `${field}: the base URL must not carry credentials, a query or a fragment; pass the key with PI_SCAN_API_KEY`,
    );
  }
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}

/** The base URL as shown in messages and outputs: origin and prefix, no trailing slash. */
export function formatBaseUrl(url: BaseUrl): string {
  return `${url.origin}${url.prefix}`;
}
