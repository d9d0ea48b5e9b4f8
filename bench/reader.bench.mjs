// Reading a question into a typed request, measured where users feel it: the whole built-in answer (read +
// answer) against answering the same typed request directly, in the same process, on questions of every
// intent. Reports the added time at the median and p99 (targets ≤ 5 ms and ≤ 20 ms) and the ratio.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './lib.mjs';

export const description =
  'backend: reading a question (rule reader) vs answering the typed request directly';

const QUESTIONS = [
  ['main-agent', 'Quanti giorni di ferie nel CCNL Commercio?'],
  ['main-agent', 'quanto e il perido di prova nel ccnl comercio per un 4 livello?'],
  ['main-agent', 'Qual è il minimo tabellare del livello C3 nei metalmeccanici al 1° luglio 2026?'],
  ['main-agent', 'RAL 30.000 su 14 mensilità, Milano: quanto prendo netto?'],
  ['main-agent', 'Quanto devo dare lordo per avere 1.800 netti al mese a Roma?'],
  ['calcolo', 'Quanto costa all’azienda un 4° livello del CCNL Commercio con 20 dipendenti?'],
  ['main-agent', 'Quanto vale un’ora di straordinario per un 4° livello Commercio?'],
  ['main-agent', 'Assunto il 1° marzo, quanto mi spetta di tredicesma con 1.900 lordi al mese?'],
  ['calcolo', 'quanto tfr matura in un anno uno che prende una ral di 35mila?'],
  ['main-agent', 'Quali sono gli scaglioni IRPEF del 2025?'],
  ['main-agent', 'lordo 2.100, INPS 193, IRPEF 250, netto 1.657: è corretta?'],
  ['main-agent', 'Come funziona il comporto per malattia nel commercio?'],
  ['main-agent', 'Quante ore di ROL ed ex festività spettano nel CCNL Metalmeccanici?'],
  ['main-agent', 'Quanto preavviso devo dare se mi dimetto? CCNL commercio, 4 livello, 6 anni'],
  ['main-agent', 'Quanto dura l’apprendistato nel commercio?'],
  ['main-agent', 'Quando scade il CCNL Turismo?'],
  ['inquadra', 'badante convivente che assiste una persona non autosufficiente, che livello?'],
  ['inquadra', 'Che livello spetta a una commessa con 2 anni di esperienza nel commercio?'],
  ['confronta', 'Differenze tra CCNL Commercio e Turismo sulle ferie e sul periodo di prova'],
  ['main-agent', 'Quanti giorni di ferie prevede il CCNL Chimico?'],
  ['main-agent', 'che tempo fa domani a Roma?'],
];
const ROUNDS = 40;
const WARMUP = 5;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function run({ root }) {
  const dist = join(root, 'packages', 'backend', 'dist', 'index.js');
  if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`pnpm build\` first`);
  const backend = await import(pathToFileURL(dist).href);
  const kb = backend.loadKnowledgeBase(backend.loadConfig({}).kbDir);
  const today = '2026-11-21';
  const contexts = QUESTIONS.map(([agent, message]) => {
    const ctx = {
      kb,
      message,
      categories: [],
      perimetri: [],
      documents: [],
      payslip: {},
      today,
      history: [],
    };
    const request = backend.readQuestion({
      kb,
      message,
      today,
      categories: [],
      history: [],
      documents: 0,
      agent,
    });
    return { agent, ctx, request };
  });
  const added = [];
  const direct = [];
  const full = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++)
    for (const { agent, ctx, request } of contexts) {
      // Alternate the order so neither side always runs on a warmer cache.
      const pair = [];
      for (const withReading of round % 2 ? [true, false] : [false, true]) {
        const start = process.hrtime.bigint();
        if (withReading) backend.runAgent(agent, ctx);
        else backend.answerRequest(agent, { ...ctx, request });
        pair.push([withReading, Number(process.hrtime.bigint() - start) / 1e6]);
      }
      if (round < WARMUP) continue;
      const withRead = pair.find(([w]) => w)[1];
      const without = pair.find(([w]) => !w)[1];
      full.push(withRead);
      direct.push(without);
      added.push(withRead - without);
    }
  const result = {
    addedMedianMs: median(added),
    addedP99Ms: percentile(added, 99),
    fullMedianMs: median(full),
    directMedianMs: median(direct),
    ratio: median(full) / median(direct),
  };
  return {
    ...result,
    line: `reader: answer with reading ${result.fullMedianMs.toFixed(2)} ms vs typed request directly ${result.directMedianMs.toFixed(2)} ms (median, ${QUESTIONS.length} questions × ${ROUNDS}): ${result.ratio.toFixed(2)}×; reading adds ${result.addedMedianMs.toFixed(2)} ms median, ${result.addedP99Ms.toFixed(2)} ms p99 (targets ≤ 5 ms, ≤ 20 ms)`,
  };
}
