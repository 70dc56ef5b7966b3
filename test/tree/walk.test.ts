import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isGlobArgument, type TreeTarget, walkTargets } from '../../src/tree/walk.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'pi-scan-walk-'));
  dirs.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

async function walk(root: string, targets: TreeTarget[]): Promise<string[]> {
  const seen: string[] = [];
  for await (const entry of walkTargets(targets, { cwd: root, root })) {
    if (entry.kind === 'file') seen.push(entry.path);
    else if (entry.kind === 'skipped') seen.push(`skipped ${entry.path}: ${entry.reason}`);
    else seen.push(`error ${entry.error.message}`);
  }
  return seen;
}

describe('walkTargets', () => {
  it('walks depth-first in name order, honouring .gitignore and .pi-scanignore at every level', async () => {
    const root = tree({
      '.gitignore': '*.log\nbuild/\n',
      '.pi-scanignore': 'fixtures/\n',
      'a.md': '',
      'b.log': '',
      'build/x.md': '',
      'fixtures/f.md': '',
      'src/.gitignore': '!keep.log\nlocal.md\n',
      'src/keep.log': '',
      'src/drop.log.txt': '',
      'src/local.md': '',
      'src/z/deep.md': '',
      '.git/HEAD': '',
    });
    expect(await walk(root, [{ arg: '.', kind: 'path' }])).toEqual([
      '.gitignore',
      '.pi-scanignore',
      'a.md',
      'src/.gitignore',
      'src/drop.log.txt',
      'src/keep.log',
      'src/z/deep.md',
    ]);
  });

  it('matches globs under their static base, with dotfiles, and applies ignore files to them', async () => {
    const root = tree({
      '.gitignore': 'prompts/draft/\n',
      'prompts/a.md': '',
      'prompts/b.txt': '',
      'prompts/.hidden.md': '',
      'prompts/sub/c.md': '',
      'prompts/draft/d.md': '',
      'other/e.md': '',
    });
    expect(await walk(root, [{ arg: 'prompts/**/*.md', kind: 'glob' }])).toEqual([
      'prompts/.hidden.md',
      'prompts/a.md',
      'prompts/sub/c.md',
    ]);
    expect(await walk(root, [{ arg: '**/*.md', kind: 'glob' }])).toContain('other/e.md');
  });

  it('scans a file named explicitly even when an ignore file lists it, and keeps the path as given', async () => {
    const root = tree({ '.gitignore': 'secret.md\n', 'secret.md': 'x', 'dir/a.md': '' });
    expect(
      await walk(root, [
        { arg: 'secret.md', kind: 'path' },
        { arg: 'dir/', kind: 'path' },
      ]),
    ).toEqual(['secret.md', 'dir/a.md']);
  });

  it('does not follow symbolic links and says so', async () => {
    const root = tree({ 'real/a.md': '' });
    symlinkSync(join(root, 'real'), join(root, 'link'));
    expect(await walk(root, [{ arg: '.', kind: 'path' }])).toEqual([
      'skipped link: a symbolic link (not followed)',
      'real/a.md',
    ]);
  });

  it('reports a missing path with the path and what to do, and goes on', async () => {
    const root = tree({ 'a.md': '' });
    expect(
      await walk(root, [
        { arg: 'nope', kind: 'path' },
        { arg: 'a.md', kind: 'path' },
      ]),
    ).toEqual(['error nope: no such file; check the path', 'a.md']);
  });

  it('yields the first file before reading the rest of the tree (streaming)', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 50; i++) files[`d${String(i).padStart(2, '0')}/f.md`] = '';
    const root = tree(files);
    const iterator = walkTargets([{ arg: '.', kind: 'path' }], { cwd: root, root });
    const first = await iterator.next();
    expect(first.value).toMatchObject({ kind: 'file', path: 'd00/f.md' });
    // Removing a later directory now changes what the walk yields: it had not been read yet.
    rmSync(join(root, 'd49'), { recursive: true });
    let count = 1;
    for await (const _ of iterator) count++;
    expect(count).toBe(49);
  });
});

describe('isGlobArgument', () => {
  it.each([
    ['prompts/**/*.md', true],
    ['*.txt', true],
    ['docs/{a,b}.md', true],
    ['file[1].md', true],
    ['docs/readme.md', false],
    ['.', false],
  ])('%s -> %s', (arg, expected) => {
    expect(isGlobArgument(arg)).toBe(expected);
  });
});
