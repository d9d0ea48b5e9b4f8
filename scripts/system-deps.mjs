// Makes sure the Debian programs the tests drive are present, installing them when this process may
// (root with apt-get, as on CI and on a fresh machine of this kind); otherwise says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  { command: 'chromium', pkg: 'chromium', why: 'browser end-to-end tests' },
  { command: 'soffice', pkg: 'libreoffice-writer-nogui', why: 'exported .docx opened by a word processor' },
  { command: 'pdftotext', pkg: 'poppler-utils', why: 'reading the PDF LibreOffice makes' },
  { command: 'tmux', pkg: 'tmux', why: 'the terminal chat driven in a real terminal' },
  {
    file: '/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf',
    pkg: 'fonts-crosextra-carlito',
    why: "Calibri's metrics, so LibreOffice lays out the exported .docx as Word does",
  },
  { command: 'tesseract', pkg: 'tesseract-ocr', why: 'OCR of scanned pages in uploaded PDFs' },
  {
    file: '/usr/share/tesseract-ocr/5/tessdata/ita.traineddata',
    pkg: 'tesseract-ocr-ita',
    why: 'Italian data for that OCR',
  },
  {
    file: '/usr/lib/postgresql/15/bin/initdb',
    pkg: 'postgresql',
    why: 'the throwaway PostgreSQL 15 cluster the tests run both servers on',
  },
];

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const present = ({ command, file }) => (file ? existsSync(file) : has(command));
const missing = needed.filter((item) => !present(item));
if (missing.length === 0) process.exit(0);

const pkgs = missing.map(({ pkg }) => pkg);
const canInstall = process.getuid?.() === 0 && has('apt-get');
if (!canInstall) {
  console.error(
    `Mancano programmi di sistema per i test: ${missing.map((m) => `${m.pkg} (${m.why})`).join(', ')}.`,
  );
  console.error(`Installali con: sudo apt-get install -y ${pkgs.join(' ')}`);
  process.exit(1);
}
console.error(`Installo i pacchetti di sistema: ${pkgs.join(' ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], {
  stdio: 'inherit',
  env,
});
