// Build-time patches of bundled dependencies that do costly work when their module loads, before the chat's
// first frame, for something the chat needs later or never. Each one rewrites an exact piece of source and
// fails the build when that piece is not found (a new version of the dependency needs a new look).
import { readFileSync } from 'node:fs';
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
 * `conf` loads ajv (with its formats) and semver when it loads, for schemas and migrations the terminal
 * client does not use: about 130 modules evaluated on every start. Here each is required where `conf`
 * uses it, so that it is evaluated only if it ever is (the bundler keeps the module, wrapped, in the chunk).
 */
const confWithoutEagerValidators = rewrite(
  'conf-lazy-validators',
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

export const startupPatches: Plugin[] = [yogaWithoutFetch, confWithoutEagerValidators, stringWidthLazyEmoji];
