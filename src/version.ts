/** The package version, read from package.json on demand (works from src/ under vitest and from dist/). */
import { readFileSync } from 'node:fs';

let cached: string | undefined;

/** The version field of pi-scan's package.json. */
export function packageVersion(): string {
  if (cached !== undefined) return cached;
  for (const relative of ['../package.json', '../../package.json']) {
    try {
      const json = JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (json.name === 'pi-scan' && typeof json.version === 'string') {
        cached = json.version;
        return cached;
      }
    } catch {
      // not at this level; try the next one up
    }
  }
  cached = '0.0.0';
  return cached;
}
