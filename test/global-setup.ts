/**
 * Vitest global setup: every test run gets a temp folder of its own (TMPDIR, inherited by the test
 * workers), and the run fails if a test left anything in it, so no test can leak temp directories.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Points TMPDIR at a fresh folder; returns the teardown that checks it is empty and removes it. */
export default function setup(): () => void {
  // Each project (unit, e2e) runs the global setup; the first one sets the folder for the whole run.
  if (process.env.PI_SCAN_TEST_TMPDIR !== undefined) return () => {};
  const runDir = mkdtempSync(join(tmpdir(), 'pi-scan-test-run-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = runDir;
  process.env.PI_SCAN_TEST_TMPDIR = runDir;
  return () => {
    delete process.env.PI_SCAN_TEST_TMPDIR;
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    const left = readdirSync(runDir);
    rmSync(runDir, { recursive: true, force: true });
    if (left.length > 0) {
      // Vitest reports an error thrown here but still exits 0; the exit code is what CI reads.
      process.exitCode = 1;
      throw new Error(
        `tests left ${left.length} entries in the temp folder (${left.slice(0, 10).join(', ')}); ` +
          'remove them with onTestFinished/afterAll (see test/helpers/temp-dir.ts)',
      );
    }
  };
}
