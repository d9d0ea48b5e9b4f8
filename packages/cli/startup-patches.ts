// Build-time patches of bundled dependencies that do costly work when their module loads, before the chat's
// first frame, for something the chat needs later or never. Each one rewrites an exact piece of source and
// fails the build when that piece is not found (a new version of the dependency needs a new look).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** Replaces each `[from, to]` in the files matching `filter`; every `from` must be there. */
function rewrite(name: string, filter: RegExp, replacements: readonly (readonly [string, string])[]): Plugin {
  return {
    name,
    setup(build) {
      build.onLoad({ filter }, (args) => {
        let source = readFileSync(args.path, 'utf8');
        for (const [from, to] of replacements) {
          if (!source.includes(from)) throw new Error(`${name}: "${from}" not found in ${args.path}`);
          source = source.replaceAll(from, to);
        }
        return { contents: source, loader: 'js' };
      });
    },
  };
}

/** A stand-in for a Node built-in's module object that loads the built-in when a property is first read. */
const lazyBuiltin = (name: string): string =>
  `new Proxy({}, { get: (_, key) => process.getBuiltinModule('${name}')[key] })`;

/**
 * Ink's layout engine (yoga) reads its WebAssembly from a base64 data: URL, through `fetch` whenever the
 * runtime has one. Node's fetch is its built-in undici, loaded and initialised on first use: a quarter of a
 * second of CPU before the chat's first frame, for a URL it could decode itself. With `fetch` out of sight
 * the loader takes its own path: it decodes the same base64 into the same bytes, synchronously.
 */
const yogaWithoutFetch = rewrite(
  'yoga-without-fetch',
  /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/,
  [['"function"!=typeof fetch', 'true']],
);

/**
 * `conf` loads ajv (with its formats), semver and node:crypto when it loads, for schemas, migrations and
 * encryption the terminal client does not use: about 150 modules evaluated on every start. Here each is
 * required where `conf` uses it, so that it is evaluated only if it ever is (the bundler keeps ajv and
 * semver, wrapped, in the chunk).
 */
const confLazyDependencies = rewrite(
  'conf-lazy-dependencies',
  /[\\/]conf[\\/]dist[\\/]source[\\/]index\.js$/,
  [
    [
      "import { Ajv2020 as Ajv } from 'ajv/dist/2020.js';",
      "const Ajv = function (options) { return new (require('ajv/dist/2020.js').Ajv2020)(options); };",
    ],
    [
      "import ajvFormatsModule from 'ajv-formats';",
      "const ajvFormatsModule = { get default() { return require('ajv-formats').default; } };",
    ],
    [
      "import semver from 'semver';",
      "const semver = new Proxy({}, { get: (_, key) => require('semver')[key] });",
    ],
    ["import crypto from 'node:crypto';", `const crypto = ${lazyBuiltin('node:crypto')};`],
  ],
);

/**
 * string-width (Ink's measure of every line) builds `/^\p{RGI_Emoji}$/v` when it loads: the regular
 * expression expands to every emoji sequence, over 20 ms of CPU before the first frame. Every string it
 * can match holds a code point shown as emoji by default or the emoji selector U+FE0F (checked over every
 * code point and every pair of emoji code points), so a segment without either is not tested, and the
 * expression is built the first time a segment has one: the same widths, without the cost for plain text.
 */
const stringWidthLazyEmoji = rewrite('string-width-lazy-emoji', /[\\/]string-width[\\/]index\.js$/, [
  [
    'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;',
    'let rgiEmoji; const emojiCandidate = /[\\p{Emoji_Presentation}\\uFE0F]/u; const rgiEmojiRegex = { test: (segment) => emojiCandidate.test(segment) && (rgiEmoji ??= /^\\p{RGI_Emoji}$/v).test(segment) };',
  ],
]);

/**
 * node:child_process (with the modules it loads) for what the chat's first frame never does: commander's
 * executable subcommands (the client has none) and terminal-size's fallback for a terminal that does not
 * report its size. Loaded when first used.
 */
const childProcessOnUse = [
  rewrite('commander-lazy-child-process', /[\\/]commander[\\/]lib[\\/]command\.js$/, [
    [
      "import childProcess from 'node:child_process';",
      `const childProcess = ${lazyBuiltin('node:child_process')};`,
    ],
  ]),
  rewrite('terminal-size-lazy-child-process', /[\\/]terminal-size[\\/]index\.js$/, [
    [
      "import {execFileSync} from 'node:child_process';",
      "const execFileSync = (...args) => process.getBuiltinModule('node:child_process').execFileSync(...args);",
    ],
  ]),
];

/**
 * signal-exit 3 (Ink's cursor restore) loads node:assert (half a dozen modules) for one check of its
 * argument, made at every start: the check is made here, and node:assert loaded only to report a failure.
 */
const signalExitLazyAssert = rewrite(
  'signal-exit-lazy-assert',
  /[\\/]signal-exit@3[^\\/]*[\\/]node_modules[\\/]signal-exit[\\/]index\.js$/,
  [
    [
      "var assert = require('assert')",
      "var assert = { equal: (a, b, m) => { if (a != b) process.getBuiltinModule('node:assert').equal(a, b, m) } }",
    ],
  ],
);

/**
 * A built-in's exports that are plain values, found in a fresh Node: a getter, or a lazy value (one whose
 * first read loads more built-in modules, as most of node:util's do), is left out.
 */
const plainExports = new Map<string, string[]>();
function plainExportsOf(name: string): string[] {
  let names = plainExports.get(name);
  if (!names) {
    const script = `const m = require(${JSON.stringify(name)}); const plain = [];
      for (const key of Object.keys(m)) {
        const loaded = process.moduleLoadList.length;
        const descriptor = Object.getOwnPropertyDescriptor(m, key);
        if (key !== 'default' && 'value' in descriptor && process.moduleLoadList.length === loaded) plain.push(key);
      }
      console.log(JSON.stringify(plain));`;
    names = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as string[];
    plainExports.set(name, names);
  }
  return names;
}

/**
 * An `import` of a Node built-in makes Node build an ES module facade of it, which reads every export, lazy
 * ones included: the facades of node:util and node:process alone load a dozen more built-in modules (argument
 * parser, diff, worker threads, diagnostic report), 8 ms of CPU before the first frame. The bundled code gets
 * each built-in from a small module that takes it through `require` (the chunks' banner defines it) and
 * re-exports its plain values; a lazy export (a getter) is read only where the code asks for it.
 */
const builtinsThroughRequire: Plugin = {
  name: 'builtins-through-require',
  setup(build) {
    build.onResolve({ filter: /^[a-z_:/]+$/ }, (args) => {
      // node:module is the entry's own import (the compile cache), before any chunk is loaded.
      if (args.kind !== 'import-statement' || !isBuiltin(args.path) || args.path === 'node:module')
        return undefined;
      return { path: `node:${args.path.replace(/^node:/, '')}`, namespace: 'builtin-through-require' };
    });
    build.onLoad({ filter: /.*/, namespace: 'builtin-through-require' }, (args) => ({
      contents: [
        `const m = require('${args.path}');`,
        'export default m;',
        ...plainExportsOf(args.path).map(
          (name, index) =>
            `const e${index} = m[${JSON.stringify(name)}]; export { e${index} as ${JSON.stringify(name)} };`,
        ),
      ].join('\n'),
      loader: 'js',
    }));
  },
};

export const startupPatches: Plugin[] = [
  yogaWithoutFetch,
  confLazyDependencies,
  stringWidthLazyEmoji,
  ...childProcessOnUse,
  signalExitLazyAssert,
  builtinsThroughRequire,
];
