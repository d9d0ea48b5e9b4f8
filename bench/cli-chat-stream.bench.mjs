// The chat view streaming a 1,500-token answer: CPU and bytes written to the terminal by `ccnl chat`'s view
// (core's chat store, Markdown rendered for the terminal, the live area clipped to the screen) against a
// minimal Ink harness (a <Static> history and one live <Text>) fed the same tokens at the same pace.
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { median } from './lib.mjs';

export const description = 'ccnl chat view: CPU and bytes streaming 1,500 tokens vs a minimal Ink harness';

const CREDIT_IDLE = { status: 'idle' };
const TOKENS = 1500;
const TOKEN_INTERVAL_MS = 2;

/** An answer as the agents write it (headings, lists, a comparison table), cut into word tokens. */
function answerTokens() {
  const block = [
    '## Confronto delle ferie\n\n',
    'Nel **CCNL Commercio** spettano 26 giorni lavorativi di ferie; nel *CCNL Metalmeccanici* 4 settimane. ',
    'La maturazione è mensile e i giorni non goduti si pagano alla cessazione del rapporto.\n\n',
    '- Preavviso: 15 giorni per il 4° livello\n- Periodo di prova: 60 giorni di lavoro effettivo\n\n',
    '| Parametro | Commercio | Metalmeccanici |\n|---|---|---|\n',
    '| Ferie | 26 giorni | 4 settimane |\n| Prova | 60 giorni | 3 mesi |\n\n',
  ].join('');
  const words = block.match(/\S+\s*/g);
  const tokens = [];
  while (tokens.length < TOKENS) tokens.push(...words);
  return tokens.slice(0, TOKENS);
}

class Terminal extends Writable {
  bytes = 0;
  isTTY = true;
  columns = 100;
  rows = 40;
  _write(chunk, _encoding, callback) {
    this.bytes += chunk.length;
    callback();
  }
}

/** A terminal's input that never types: Ink only needs it to look like a TTY. */
class Keyboard extends EventEmitter {
  isTTY = true;
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
  read() {
    return null;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function* paced(tokens, signal) {
  for (const token of tokens) {
    if (signal?.aborted) return;
    await sleep(TOKEN_INTERVAL_MS);
    yield token;
  }
}

/** Runs one render; `stream()` feeds the tokens and resolves when they are all in. */
async function measure(ink, element, stream, options) {
  const stdout = new Terminal();
  const instance = ink.render(element, { stdout, stderr: new Terminal(), stdin: new Keyboard(), ...options });
  await sleep(100);
  const bytesBefore = stdout.bytes;
  const cpuBefore = process.cpuUsage();
  await stream();
  // The last frame is drawn on the next tick of the renderer's throttle.
  await sleep(100);
  const cpu = process.cpuUsage(cpuBefore);
  const result = { cpuMs: (cpu.user + cpu.system) / 1000, bytes: stdout.bytes - bytesBefore };
  instance.unmount();
  await sleep(20);
  return result;
}

export async function run({ root, rounds = 3 }) {
  const cliDir = join(root, 'packages', 'cli');
  const chatApp = join(cliDir, 'dist', 'chat-app.js');
  if (!existsSync(chatApp)) throw new Error(`${chatApp} is missing: run \`pnpm build\` first`);
  const core = await import(pathToFileURL(join(root, 'packages', 'core', 'dist', 'index.js')).href);
  // The CLI bundles Ink and React: the harness uses the very same copies.
  const { ChatApp, RENDER_OPTIONS, ink, React } = await import(pathToFileURL(chatApp).href);
  const h = React.createElement;
  const tokens = answerTokens();

  const ours = async () => {
    const auth = core.createAuthStore({ api: { signAuth: async () => ({}) }, config: core.resolveConfig() });
    const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
    auth.signInWithToken(`${part({ alg: 'none' })}.${part({ sub: 'u-bench' })}.x`, {
      roles: [{ pos: 'FULLCCNLPIU-IA' }],
    });
    const chat = core.createChatStore({
      api: {
        createEmptySession: async () => 's-bench',
        // Core's turn opens the stream first (the answer's id), then reads its chunks.
        openAgentStream: async (_payload, { signal } = {}) => ({
          answerId: null,
          chunks: paced(tokens, signal),
        }),
      },
      getUserId: () => 'u-bench',
      getTier: () => 'FULLCCNLPIU-IA',
    });
    const services = {
      chat,
      auth,
      salesFormUrl: 'https://www.example.com/',
      takeFailure: () => undefined,
      // No credit in this tier: a store that never changes (the chat reads its status and exhaustion).
      credit: { getState: () => CREDIT_IDLE, subscribe: () => () => {}, exhausted: () => false },
      creditExhausted: async () => false,
      creditKnown: () => false,
    };
    const result = await measure(
      ink,
      h(ChatApp, { services, color: true }),
      () => chat.send('Confronta le ferie'),
      {
        ...RENDER_OPTIONS,
        patchConsole: false,
      },
    );
    chat.reset();
    return result;
  };

  // `clip` keeps the harness's live text within the screen too, a stricter baseline than the plain one.
  const harness = async (clip = false) => {
    let feed;
    function Harness() {
      const [live, setLive] = React.useState('');
      React.useEffect(() => {
        feed = async () => {
          for await (const token of paced(tokens)) setLive((text) => text + token);
        };
      }, []);
      return h(
        ink.Box,
        { flexDirection: 'column' },
        h(ink.Static, { items: ['› Confronta le ferie'] }, (item) => h(ink.Text, { key: item }, item)),
        h(ink.Text, null, clip ? live.split('\n').slice(-30).join('\n') : live),
      );
    }
    return measure(ink, h(Harness), () => feed(), {
      interactive: true,
      exitOnCtrlC: false,
      patchConsole: false,
    });
  };

  const subject = [];
  const baseline = [];
  const clipped = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      subject.push(await ours());
      baseline.push(await harness());
      clipped.push(await harness(true));
    } else {
      clipped.push(await harness(true));
      baseline.push(await harness());
      subject.push(await ours());
    }
  }
  const cpuClipped = median(clipped.map((r) => r.cpuMs));
  const bytesClipped = median(clipped.map((r) => r.bytes));
  const cpu = median(subject.map((r) => r.cpuMs));
  const cpuBase = median(baseline.map((r) => r.cpuMs));
  const bytes = median(subject.map((r) => r.bytes));
  const bytesBase = median(baseline.map((r) => r.bytes));
  const kb = (value) => `${(value / 1024).toFixed(0)} KB`;
  return {
    cpuRatio: cpu / cpuBase,
    bytesRatio: bytes / bytesBase,
    line:
      `ccnl chat view streaming ${TOKENS} tokens: CPU ${cpu.toFixed(0)} ms vs harness ${cpuBase.toFixed(0)} ms → ${(cpu / cpuBase).toFixed(2)}×, ` +
      `written ${kb(bytes)} vs ${kb(bytesBase)} → ${(bytes / bytesBase).toFixed(2)}× (targets ≤ 1.5×); ` +
      `vs the harness clipped to the screen: CPU ${(cpu / cpuClipped).toFixed(2)}×, written ${(bytes / bytesClipped).toFixed(2)}×`,
  };
}
