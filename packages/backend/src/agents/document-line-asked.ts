import { type LabelledValue, labelledValues } from '../documents/labelled-values.js';
import { indexOf } from '../kb/documents.js';
import { euro, figureValue } from '../kb/format.js';
import { parseNumber } from '../reader/numbers.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import type { AgentResult } from './agents.js';
import { citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "perché mi tolgono 147 euro, cos'è questa trattenuta?", "cosa sono i 191 € in busta?" beside an uploaded
 * payslip: the figure said is one of the payslip's own lines, and the answer names that line (the INPS
 * contributions, the IRPEF withholding…) and says what it is in plain words, with the line's own rate on its
 * base when it prints one. Before, a bare "147 euro" was read as a gross pay and turned into a net estimate.
 * A doubt ("è giusta?") asks a check instead (document-withholding.ts and the payslip check).
 */

// What a figure is asked: "cos'è", "cosa sono", "a cosa corrisponde", "che voce è", "di cosa si tratta".
const WHAT =
  /\b(?:che )?cos(?:a|'|\s)?\s?(?:e|sono|era|erano)\b|\bche (?:voce|trattenut\w*|riga|roba|cosa) (?:e|sono)\b|\bquale voce\b|\ba (?:cosa|che) (?:si riferisc\w*|corrispond\w*|serv\w*)\b|\bdi (?:cosa|che) si tratta\b|\bnon (?:capisco|ho capito|riesco a capire)\b/;
// Why a figure is taken: "perché mi tolgono", "come mai mi trattengono" — a withholding asked by its amount.
const WHY = /\bperche\b|\bcome mai\b|\bper cosa\b/;
const TAKEN =
  /\b(?:tolgono|toglie|tolto|tolti|trattengono|trattiene|trattenut\w*|levano|leva|levato|scalano|scala|scalat\w*|detratt\w*|ritenut\w*|sottratt\w*|in meno|manca(?:no)?)\b/;
const DOUBT =
  /\b(?:giust[oaie]|corrett[oaie]|sbagliat\w*|errat\w*|regolar\w*|verific\w*|controll\w*|dovrebbe\w*|dovev\w*|spett\w*|troppo|troppi|tropp[ae])\b|\bse (?:avessi|facessi|fossi|prendessi)\b/;
// How it was computed asked ("che cos'è e come l'hanno calcolata?"): the computation's own answer, not the line.
// ("cos'è e come ci sono arrivati?", "come l'hanno ottenuta?": the same.)
const HOW =
  /\bcome\b[^?]{0,40}\b(?:calcol\w*|arrivat\w*|arriva\w*|ottenut\w*|ricavat\w*)|\bcalcolat\w*|\bda dove (?:viene|vengono|esce|escono)\b/;
// A figure said as money: "147 euro", "€ 147", "147€", or written with its cents ("147,04").
const MONEY =
  /(?:€|\beuro\b)\s*(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)(?![\d%])|(?<![\d,.])(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(?:€|\beuro\b|\beur\b)|(?<![\d,.])(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d%])/g;

/** The money figures a question says, each with whether it gave its cents. */
function saidFigures(question: string): { value: number; cents: boolean }[] {
  const out: { value: number; cents: boolean }[] = [];
  for (const m of question.matchAll(MONEY)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? '';
    const value = parseNumber(raw);
    if (value !== undefined && value > 0 && !out.some((o) => o.value === value))
      out.push({ value, cents: raw.includes(',') });
  }
  return out;
}

/** A line's figure is the one said: to the cent when the question gives cents, else within the euro. */
const sameFigure = (line: number, said: { value: number; cents: boolean }) =>
  said.cents ? Math.abs(line - said.value) < 0.005 : Math.abs(line - said.value) < 1;

// A row that only repeats a base ("Contributi INPS 9,19% su" → 1.600,00) names no line of its own.
const BASE_ONLY = /\bsu$/;
const TOTAL = /^total\w*|\btotale\b/i;

/** What a payslip line is, in plain words, by its label. */
function meaning(label: string): { name: string; what: string } | undefined {
  const l = label.toLowerCase();
  if (/\baddizional\w* regional/.test(l))
    return {
      name: "l'addizionale regionale all'IRPEF",
      what: "un'imposta in più sul reddito che va alla Regione; in busta si trattiene a rate",
    };
  if (/\baddizional\w* comunal/.test(l))
    return {
      name: "l'addizionale comunale all'IRPEF",
      what: "un'imposta in più sul reddito che va al Comune; in busta si trattiene a rate",
    };
  if (/\binps\b|\bivs\b|\bcontribut\w* (?:previdenzial|pensionistic|c\/dip|a carico)|\bcontributi\b/.test(l))
    return {
      name: `i ${bold('contributi INPS a carico del lavoratore')}`,
      what: "la tua parte dei contributi per la pensione e le altre prestazioni dell'INPS (malattia, disoccupazione…): il datore di lavoro la trattiene dallo stipendio e la versa all'INPS a tuo nome, insieme alla sua parte. Non è una multa e non è una tassa",
    };
  if (/\birpef\b|\britenut\w* fiscal|\bimpost\w*/.test(l))
    return {
      name: `la ${bold('ritenuta IRPEF')}`,
      what: "l'imposta sul reddito: il datore di lavoro la trattiene dallo stipendio e la versa allo Stato per te; a fine anno (o a fine rapporto) la ricalcola con il conguaglio",
    };
  if (/\btotal\w* trattenut|\btotal\w* ritenut/.test(l))
    return {
      name: `il ${bold('totale delle trattenute')}`,
      what: 'la somma di tutte le trattenute del mese',
    };
  if (/\bnetto\b/.test(l))
    return { name: `il ${bold('netto')}`, what: 'quello che ricevi davvero, dopo le trattenute' };
  if (/\blord\w*|\bcompetenz\w*/.test(l))
    return { name: `il ${bold('lordo')}`, what: 'la paga del mese prima delle trattenute' };
  return undefined;
}

/** The line's own rate on its base, when it prints both and they give its figure ("1.600,00 × 9,19% = 147,04 €"). */
function rateStep(line: LabelledValue): string | undefined {
  const rate = /(\d{1,2}(?:,\d{1,4})?)\s*%/.exec(line.label)?.[1];
  const base = line.base ? /(\d{1,3}(?:\.\d{3})*,\d{2})/.exec(line.base)?.[1] : undefined;
  if (!rate || !base) return undefined;
  const computed = Math.round(((figureValue(base) * figureValue(rate)) / 100) * 100) / 100;
  if (Math.abs(computed - figureValue(line.value)) > 0.011) return undefined;
  return `Il calcolo della riga: ${base} € × ${rate}% = ${euro(computed)}.`;
}

/** The payslip line a question asks by its amount ("cosa sono i 147 euro che mi tolgono?"), named. */
export function documentLineAsked(ctx: AgentContext): AgentResult | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(expandShorthand(ctx.message));
  if (DOUBT.test(question) || HOW.test(question)) return undefined;
  if (!WHAT.test(question) && !(WHY.test(question) && TAKEN.test(question))) return undefined;
  const said = saidFigures(question);
  if (!said.length) return undefined;
  const found: { said: number; line: LabelledValue; fileName: string }[] = [];
  for (const figure of said)
    for (const document of ctx.documents) {
      const lines = labelledValues(indexOf(document).passages).filter(
        (v) => !BASE_ONLY.test(v.label) && sameFigure(figureValue(v.value), figure),
      );
      // A total that repeats one line ("Totale competenze" beside its only item): the item is the line.
      const own = lines.filter((v) => !TOTAL.test(v.label));
      const pick = own.length ? own : lines;
      if (pick.length !== 1 || !pick[0]) continue;
      found.push({ said: figure.value, line: pick[0], fileName: document.fileName });
    }
  // Every figure said is a line of the payslip, each once: otherwise the question is not one of its lines.
  if (!found.length || found.length !== said.length) return undefined;
  const sentences = found.map(({ said: value, line, fileName }) => {
    const meant = meaning(line.label);
    const asked =
      figureValue(line.value) === value ? `${line.value} €` : `${euro(value).replace(/,00 €$/, ' €')}`;
    const said = `I ${asked} sono la riga «${line.label}» del documento «${fileName}» (${bold(`${line.value} €`)})`;
    return meant ? `${said}, cioè ${meant.name}: ${meant.what}.` : `${said}.`;
  });
  const steps = found.map(({ line }) => rateStep(line)).filter((s): s is string => s !== undefined);
  return compose({
    answer: sentences.join('\n\n'),
    steps,
    assumptions: [],
    citations: found.map(({ line, fileName }) =>
      citePassage(line.passage, `Documento caricato: ${fileName}`),
    ),
    related: [],
  });
}
