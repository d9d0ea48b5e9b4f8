import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Each program runs under coreutils' `timeout`, which kills it even when the worker that started it is
// terminated for passing its own limits.
const PAGE_SECONDS = 30;
// Pixels on the longer side: enough for body text, bounded whatever size the page claims.
const SCALE_TO = 2000;

let available: boolean | undefined;

/** Whether tesseract (with its Italian data) and pdftoppm are installed. */
export function ocrInstalled(): boolean {
  if (available === undefined) {
    const langs = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
    const pdftoppm = spawnSync('pdftoppm', ['-v'], { encoding: 'utf8' });
    available = langs.status === 0 && /^ita$/m.test(langs.stdout) && pdftoppm.error === undefined;
  }
  return available;
}

/** The text of one page of a PDF file, rendered by pdftoppm and read by tesseract in Italian. */
export async function ocrPage(pdfPath: string, page: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ccnl-ocr-'));
  try {
    const image = join(dir, 'page');
    const p = String(page);
    await run('timeout', [
      '-s',
      'KILL',
      String(PAGE_SECONDS),
      'pdftoppm',
      '-f',
      p,
      '-l',
      p,
      '-singlefile',
      '-gray',
      '-png',
      '-scale-to',
      String(SCALE_TO),
      pdfPath,
      image,
    ]);
    const out = join(dir, 'text');
    await run('timeout', ['-s', 'KILL', String(PAGE_SECONDS), 'tesseract', `${image}.png`, out, '-l', 'ita']);
    return await readFile(`${out}.txt`, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
