import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * A quadro (or a manager) told that overtime is not paid and asking whether that is right ("sono quadro, faccio 50
 * ore e lo straordinario non me lo pagano: è regolare?"), or the follow-up asking why and which rule says it: the
 * law's exclusion of "personale direttivo" from the working-time limits (D.Lgs. 66/2003, art. 17 c. 5) opens, with
 * its condition (hours not measured or set, autonomy to decide). Before, the value of an hour of overtime was
 * computed, which answered neither. Read on the pages cited (2026-11-30).
 */
export const EXECUTIVE_HOURS: LawFact = {
  figure: 'personale direttivo',
  text: 'le regole su orario normale, durata massima settimanale e lavoro straordinario (artt. 3, 4 e 5) non si applicano ai lavoratori il cui orario, per le caratteristiche dell’attività, non è misurato o predeterminato o può essere determinato da loro stessi, in particolare dirigenti, {figure} delle aziende e altre persone con potere di decisione autonomo; restano i principi generali di tutela della sicurezza e della salute',
  reference: 'D.Lgs. 66/2003, art. 17 c. 5',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2003-04-08;66~art17',
      label: 'Normattiva: D.Lgs. 8 aprile 2003, n. 66, art. 17 (deroghe)',
      date: '2003-04-08',
      confidence: 'high',
    },
  ],
};

const MANAGER = /\bquadr[oi]\b|\bpersonale direttivo\b|\bfunzion\w* direttiv\w*|\bdirettiv[oi]\b/;
const OVERTIME = /\bstraordinar\w*|\bore in piu\b|\bore extra\b|\b(?:4[5-9]|[5-7]\d) ore\b/;
// Whether overtime is due, not what an hour of it is worth.
const DUE_ASK =
  /\bnon (?:\w+ ){0,3}(?:pag\w*|riconosc\w*|spett\w*|retribui\w*)|\be normale\b|\be regolare\b|\be legale\b|\bse ne ha diritto\b|\bho diritto\b|\bspettano\b|\bdovut\w*\b|\bpossono\b/;
const VALUE_ASK = /\bquanto (?:vale|valgono|mi spett\w*|prend\w*|dovrebbe\w*)|€|\beuro\b|\bmaggiorazion\w*/;
// "perché? qual è la norma?", "dove sta scritto?", "che legge lo prevede?": the rule behind the turn before.
const WHY_ASK =
  /\bperche\b|\bnorm\w*\b|\blegge\b|\barticol\w*|\bdove (?:sta |e )?scritt\w*|\briferiment\w*|\bfonte\b/;

export function executiveHoursAnswer(message: string, previous?: string): AgentAnswer | undefined {
  const text = readable(message);
  const before = readable(previous ?? '');
  const told = MANAGER.test(text) && OVERTIME.test(text) && DUE_ASK.test(text) && !VALUE_ASK.test(text);
  const why =
    !told &&
    text.length <= 120 &&
    WHY_ASK.test(text) &&
    MANAGER.test(before) &&
    OVERTIME.test(before) &&
    DUE_ASK.test(before);
  if (!told && !why) return undefined;
  const fact = EXECUTIVE_HOURS;
  const said = fact.text.replace('{figure}', fact.figure);
  const rule = `per legge (${fact.reference}) il ${bold(fact.figure)} con potere di decisione autonomo è escluso dai limiti di orario e dalle regole sul lavoro straordinario`;
  const answer = why
    ? `La norma è il ${bold(fact.reference)}: ${fact.text.replace('{figure}', bold(fact.figure))}.`
    : `${bold('Può essere regolare, ma non per la sola qualifica')}: ${rule}, se il tuo orario non è misurato o predeterminato dall’azienda e puoi organizzarlo tu.`;
  return compose({
    answer,
    steps: [
      'Conta come lavori, non il nome della qualifica: se l’azienda fissa e controlla il tuo orario (turni, timbrature, presenze imposte) e non hai reale autonomia, l’esclusione non si applica e le ore oltre l’orario normale sono straordinario da pagare con le maggiorazioni del contratto.',
      'La retribuzione del quadro (minimo più indennità di funzione) non compensa da sola lo straordinario: verifica se il contratto individuale prevede un compenso forfettario e, se l’orario ti è imposto, chiedi il pagamento delle ore in più (anche tramite sindacato o consulente del lavoro).',
      ...(why ? [] : [`La regola: ${said.charAt(0).toUpperCase()}${said.slice(1)}.`]),
    ],
    citations: lawCitations(fact, said),
    related: ['Quanto vale un’ora di straordinario per un quadro nel CCNL Commercio?'],
  });
}
