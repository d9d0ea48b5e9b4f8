import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Session 66: how many hours a week one may work at most, overtime included, asked with no agreement named. The
 * law's ceiling is an average of 48 hours every seven days, overtime included, over at most four months (D.Lgs.
 * 66/2003, art. 4 c. 2-4); the agreement fixes the normal week and may stretch the averaging period. Read on the
 * pages below on 2026-12-01.
 */
export const WEEKLY_HOURS_LAW: LawFact = {
  figure: '48 ore',
  text: 'la durata media dell’orario di lavoro non può superare {figure} per ogni periodo di sette giorni, comprese le ore di lavoro straordinario; la media si calcola su un periodo non superiore a 4 mesi, che i contratti collettivi possono elevare fino a 6 o, per ragioni obiettive, tecniche o organizzative, fino a 12 mesi. La durata normale della settimana (di regola 40 ore) e il limite annuo dello straordinario (250 ore, se il contratto collettivo non ne fissa un altro) restano a parte.',
  reference: 'D.Lgs. 66/2003, art. 4 c. 2-4',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2003;66~art4-com2',
      label: 'Normattiva: D.Lgs. 8 aprile 2003, n. 66, art. 4 (durata massima dell’orario di lavoro)',
      date: '2008-06-25',
      confidence: 'high',
    },
    {
      url: 'https://www.studiocataldi.it/autori/paolo-spagnuolo/guide/orari-lavoro-tempi-riposo/text38.html',
      label:
        'Studio Cataldi: il limite di 48 ore settimanali, straordinario compreso, come media su quattro mesi',
      date: null,
      confidence: 'medium',
    },
  ],
};

// "quante ore si possono lavorare al massimo in una settimana", "c'è un tetto di ore settimanali?", "orario massimo
// settimanale": the week's ceiling of hours worked, not the pay of the hours.
const WEEK_CEILING_ASK =
  /\b(?:quant\w* ore|tetto|limit\w*|massim\w*|orario massimo)\b[^?]{0,60}\b(?:settiman\w*|a settimana)\b|\b(?:settiman\w*)\b[^?]{0,40}\b(?:al massimo|massim\w*|tetto|limit\w*)\b/;
// A figure of pay or a surcharge is a calculation; a night worker's hours are night-work's rule (work-time-law.ts).
const NOT_CEILING =
  /\bmaggiorazion|\bpercentual|\bquanto (?:mi )?(?:spetta|prendo|vale|valgono|pag)|€|\beuro\b|\bnett|\blord|\bnott|\bpart[- ]?time\b|\bapprendist|\bminorenn|\bfestiv|\bdomenic|\briposo\b|\bpausa\b/;

/** The law's weekly ceiling when the hours a week are asked with no agreement named, or undefined. */
export function weeklyHoursLawAnswer(text: string): AgentAnswer | undefined {
  if (!WEEK_CEILING_ASK.test(text) || NOT_CEILING.test(text)) return undefined;
  // "straordinari compresi", "compreso lo straordinario", "lavorare": the total week, not overtime alone asked as
  // an annual count.
  if (
    !/\bstraordinar\w*\b[^?]{0,20}\b(?:compres\w*|inclus\w*)\b|\b(?:compres\w*|inclus\w*)\b[^?]{0,20}\bstraordinar|\blavorar\w*\b|\borario\b/.test(
      text,
    )
  )
    return undefined;
  const fact = WEEKLY_HOURS_LAW;
  const said = fact.text.replace('{figure}', fact.figure);
  return compose({
    answer: `Sì, c’è un tetto: per legge (${fact.reference}) l’orario di lavoro non può superare in media ${bold('48 ore a settimana')}, ${bold('straordinari compresi')}, calcolate come media su un periodo di ${bold('4 mesi')} (fino a 6 o 12 mesi se lo prevede il contratto collettivo).`,
    steps: [
      `La regola: ${said.charAt(0).toUpperCase()}${said.slice(1)}`,
      'Una singola settimana da 50-52 ore non viola da sola il limite, se la media del periodo resta entro le 48 ore; settimane così ripetute lo superano, e il pagamento delle ore non lo rende lecito.',
    ],
    assumptions: [
      'Lavoratore dipendente del settore privato; il contratto collettivo applicato fissa l’orario normale e può allungare il periodo della media, non alzare le 48 ore.',
    ],
    citations: lawCitations(fact, said),
    related: [
      'Quante ore di straordinario l’anno si possono fare nel CCNL Commercio?',
      'Quanto vale un’ora di straordinario nel CCNL Metalmeccanici?',
    ],
  });
}
