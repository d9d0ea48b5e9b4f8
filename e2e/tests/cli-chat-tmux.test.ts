import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { CLI_BIN } from '../src/paths.js';
import { type Servers, startServers } from '../src/servers.js';

// `ccnl chat` in a real terminal: tmux gives the built client a pseudo-terminal; keys go in with send-keys
// and the screen comes back with capture-pane. CI=true is set on purpose: the chat must stay live there too.

const SOCKET = `ccnl-e2e-${process.pid}`;
const SESSION = 'chat';

let servers: Servers;
let dir: string;

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
}

/** The whole screen and its scrollback, wrapped lines joined. */
const screen = () => tmux('capture-pane', '-p', '-J', '-S', '-', '-t', SESSION);

async function waitFor(
  predicate: (text: string) => boolean,
  what: string,
  timeout = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const text = screen();
    if (predicate(text)) return text;
    if (Date.now() > deadline) throw new Error(`the terminal never showed ${what}:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const shows = (text: string) => waitFor((screenText) => screenText.includes(text), JSON.stringify(text));

/** One key or string at a time, as a person types: tmux may otherwise deliver several in one read. */
async function send(...keys: string[]): Promise<void> {
  for (const key of keys) {
    const named = /^(Enter|Escape|Tab|Up|Down|BSpace|[CM]-[a-z])$/.test(key);
    tmux('send-keys', '-t', SESSION, ...(named ? [key] : ['-l', key]));
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
}

beforeAll(async () => {
  // Slow enough streaming that there is an answer in progress to stop.
  servers = await startServers({ streamDelayMs: 40 });
  dir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-tmux-'));
  const env = {
    CCNL_CONFIG_DIR: join(dir, 'config'),
    // The clients reach the assistant API through the product server, which meters it.
    CCNL_API_URL: `${servers.webUrl}/api/assistente/`,
    CCNL_GQL_ENDPOINT: `${servers.backendUrl}/graphql`,
    CCNL_CREDIT_URL: `${servers.webUrl}/`,
  };
  const login = await runCli(['login', '--ticket', 'demo-full'], env);
  expect(login.code, login.stderr).toBe(0);
  const exports = Object.entries({ ...env, CI: 'true', TERM: 'xterm-256color', LANG: 'C.UTF-8' })
    .map(([key, value]) => `export ${key}='${value}'`)
    .join('\n');
  const script = join(dir, 'chat.sh');
  await writeFile(
    script,
    `#!/bin/sh\n${exports}\ncd '${dir}'\n'${process.execPath}' '${CLI_BIN}' chat\necho "EXIT=$?"\nsleep 60\n`,
  );
  await chmod(script, 0o755);
  tmux('-f', '/dev/null', 'new-session', '-d', '-s', SESSION, '-x', '100', '-y', '32', script);
});

afterAll(async () => {
  try {
    tmux('kill-server');
  } catch {
    // already gone
  }
  await servers?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('ccnl chat in a real terminal', () => {
  it('asks, stops the answer, picks an agreement, asks within it and exits', async () => {
    await shows('Scrivi una domanda');
    expect(screen()).toContain('Agente: Domande generali │ CCNL: nessuno');

    await send('Quanti giorni di ferie spettano nel CCNL Metalmeccanici?', 'Enter');
    await shows('Generazione in corso');
    await send('Escape');
    const stopped = await shows('[Generazione interrotta]');
    expect(stopped).toContain('› Quanti giorni di ferie spettano nel CCNL Metalmeccanici?');
    expect(stopped).toContain('Assistente · Domande generali');
    await waitFor((text) => !text.includes('Generazione in corso'), 'the answer stopped');

    await send('M-g');
    await waitFor((text) => /Risultati di ricerca: \d+/.test(text), 'the agreement picker');
    expect(screen()).toContain('Seleziona CCNL');
    expect(screen()).toContain('Cerca..');
    await send('commercio');
    await shows('Risultati di ricerca: 1');
    await send('Tab');
    await shows('✔ CCNL Commercio');
    await send('Enter');
    await shows('Categoria aggiunta con successo — CCNL Commercio');
    await shows('│ CCNL: CCNL Commercio');

    await send('Quante ore settimanali?', 'Enter');
    const answered = await shows('Domande correlate');
    expect(answered).toMatch(/40 ore/);
    expect(answered).toContain('Riferimenti');

    // Resized at rest and in the middle of an answer: every line is there once, at the new width.
    const count = (text: string, part: string) => text.split(part).length - 1;
    resize(90, 32);
    await waitFor((text) => count(text, 'Agente: Domande generali') === 1, 'one status line at 90 columns');
    await send('Quanti giorni di permesso?', 'Enter');
    await shows('Generazione in corso');
    resize(140, 32);
    const after = await waitFor(
      (text) => count(text, 'Domande correlate') === 1 && !text.includes('Generazione in corso'),
      'the answer finished after the resize',
    );
    expect(count(after, 'Assistente · Domande generali')).toBe(3);
    expect(count(after, '› Quanti giorni di permesso?')).toBe(1);
    expect(count(after, '› Quante ore settimanali?')).toBe(1);
    expect(count(after, 'Agente: ')).toBe(1);
    expect(count(after, '[Generazione interrotta]')).toBe(1);

    // Ctrl-L draws it all again, once.
    await send('C-l');
    const redrawn = await waitFor(
      (text) => count(text, '› Quante ore settimanali?') === 1 && text.includes('Scrivi una domanda'),
      'the redrawn screen',
    );
    expect(count(redrawn, 'Assistente · Domande generali')).toBe(3);
    expect(count(redrawn, 'Agente: ')).toBe(1);

    // At 80×24 the key map fits the screen, and closing it leaves nothing behind in the scrollback.
    resize(80, 24);
    await send('?');
    const map = await shows('Tasti e comandi');
    expect(map).toContain('Invio ');
    await send('Escape');
    const closed = await waitFor((text) => !text.includes('Tasti e comandi'), 'the key map gone');
    expect(count(closed, 'Agente: ')).toBe(1);

    await send('C-c');
    await shows('Premi di nuovo Ctrl-C per uscire');
    await send('C-c');
    await shows('EXIT=0');
  });
});

function resize(columns: number, rows: number): void {
  tmux('resize-window', '-t', SESSION, '-x', String(columns), '-y', String(rows));
}
