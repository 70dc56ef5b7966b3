/** Temporary directories that never outlive their test file (vitest workers never fire process 'exit'). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

const created = new Set<string>();

// Evaluated while the importing test file is collected, so this hook belongs to that file: whatever a
// describe block or a beforeAll hook created is removed after the file's tests.
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
  created.clear();
});

/**
 * Creates a directory under the OS temp dir. Made inside a test, it is removed when that test
 * finishes; made anywhere else (describe, beforeAll), after the file's tests.
 */
export function createTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.add(dir);
  try {
    onTestFinished(() => {
      rmSync(dir, { recursive: true, force: true });
      created.delete(dir);
    });
  } catch {
    // Not inside a test: the file-level afterAll above removes it.
  }
  return dir;
}
