/**
 * esbuild plugins and an output pass of scripts/bundle.mjs, for a fast start of the CLI bundle.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Node builtins the CLI bundle gets lazily: each named export is a getter that requires the module on
 * first use. Loading them costs every start several ms for nothing on most runs: commander requires
 * node:child_process at load (for executable subcommands pi-scan never has; it pulls in net and
 * stream code), the suppression fingerprints' node:crypto builds the whole crypto facade, and the
 * input reader's node:fs/promises the stream code.
 */
const LAZY_BUILTINS = ['node:child_process', 'node:crypto', 'node:fs/promises'];
const requireBuiltin = createRequire(import.meta.url);

export const lazyBuiltins = {
  name: 'lazy-builtins',
  setup(build) {
    const filter = new RegExp(`^(?:${LAZY_BUILTINS.join('|')})$`);
    build.onResolve({ filter }, (args) =>
      args.namespace === 'lazy-builtin'
        ? { path: args.path, external: true }
        : { path: args.path, namespace: 'lazy-builtin' },
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, (args) => {
      const names = Object.keys(requireBuiltin(args.path)).filter((name) => name !== 'default');
      return {
        contents: `for (const name of ${JSON.stringify(names)}) {
  Object.defineProperty(exports, name, { enumerable: true, get: () => require(${JSON.stringify(args.path)})[name] });
}`,
        loader: 'js',
      };
    });
  },
};

/**
 * An ASCII-only bundle reads faster: start.cjs decodes it as latin1 (a one-byte string) instead of
 * UTF-8 into a two-byte one. esbuild escapes non-ASCII characters everywhere except in `String.raw`
 * templates, whose raw text it must keep; the rules' regex sources have many (CJK, Cyrillic, …). This
 * plugin rewrites each run of them in a String.raw template's text as a substitution of a string
 * literal (`${"任何"}`, which esbuild then escapes): String.raw inserts substitutions as they are, so
 * the template's value is unchanged.
 */
export const asciiStringRaw = {
  name: 'ascii-string-raw',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!/[^\x00-\x7f]/.test(source) || !source.includes('String.raw`')) return undefined;
      return { contents: escapeStringRaw(source, args.path), loader: 'ts' };
    });
  },
};

/** `source` with the non-ASCII runs of its String.raw templates' text written as substitutions. */
export function escapeStringRaw(source, file = 'source') {
  let out = '';
  let at = 0;
  for (let start = source.indexOf('String.raw`'); start >= 0; start = source.indexOf('String.raw`', at)) {
    let i = start + 'String.raw`'.length;
    out += source.slice(at, i);
    for (;;) {
      if (i >= source.length) throw new Error(`${file}: unterminated String.raw template`);
      const ch = source[i];
      if (ch === '`') break;
      if (ch === '\\') {
        out += source.slice(i, i + 2);
        i += 2;
      } else if (ch === '$' && source[i + 1] === '{') {
        const end = substitutionEnd(source, i + 2, file);
        out += source.slice(i, end);
        i = end;
      } else if (ch.charCodeAt(0) > 0x7f) {
        let end = i;
        while (end < source.length && source.charCodeAt(end) > 0x7f) end++;
        out += `\${${JSON.stringify(source.slice(i, end))}}`;
        i = end;
      } else {
        out += ch;
        i++;
      }
    }
    at = i;
  }
  return out + source.slice(at);
}

/** Where the substitution whose expression starts at `from` ends (just after its `}`). */
function substitutionEnd(source, from, file) {
  let depth = 1;
  for (let i = from; i < source.length; i++) {
    const ch = source[i];
    if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i + 1;
    else if (ch === '`' || ch === "'" || ch === '"') {
      // A nested template or string: the fragments' substitutions are names and calls, so refuse
      // anything this simple scan could misread rather than rewrite it wrongly.
      throw new Error(
        `${file}: a string inside a String.raw substitution; simplify it or extend escapeStringRaw`,
      );
    }
  }
  throw new Error(`${file}: unterminated substitution in a String.raw template`);
}

/**
 * Makes the CLI bundle ASCII-only, which start.cjs relies on (it reads the file as latin1). After
 * asciiStringRaw, the only non-ASCII characters esbuild leaves are in regex literals, where `\uXXXX`
 * matches the same code unit (in u mode a pair of surrogate escapes is the same code point); match.ts
 * reads `.source` only of the rules' patterns, which are strings. A character after a backslash would
 * change meaning, so that fails the build instead.
 */
export function asciiRegexLiterals(file) {
  const text = readFileSync(file, 'utf8').replace(/[^\x00-\x7f]/g, (ch, at, whole) => {
    if (whole[at - 1] === '\\') throw new Error(`${file}: an escaped non-ASCII character at ${at}`);
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  writeFileSync(file, text);
}
