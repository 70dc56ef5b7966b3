/** Finding the repository a path belongs to (for ignore files, SARIF URIs and baselines). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest directory from `start` upwards that holds `.git` (a directory, or a file in worktrees). */
export function findGitRoot(start: string): string | undefined {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
