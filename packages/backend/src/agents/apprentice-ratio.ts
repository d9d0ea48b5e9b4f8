import { employmentRule } from '../kb/employment-rules.js';
import { askedClause } from '../reader/asking-clause.js';
import { countValue } from '../reader/numbers.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * How many apprentices an employer may hire (D.Lgs. 81/2015, art. 42 c. 7): 3 for every 2 qualified or
 * specialised workers, no more than 100% of them under 10 employees, up to 3 when there are fewer than 3 of
 * them; craft firms follow L. 443/1985. Asked in the sentence that asks ("quanti apprendisti posso prendere?",
 * "c'è un limite al numero di apprendisti?"); the qualified workers and the headcount the user tells, if any,
 * give the number.
 */
// (Words about the number of apprentices, not "quanto può durare al massimo l'apprendistato?".)
const ASKED =
  /\bquant[ie] apprendist\w*|\bnumero (?:massimo |max )?(?:di |degli )?apprendist\w*|\b(?:limite|tetto|massimo|max)\b (?:al |sul )?(?:numero )?(?:di |degli )apprendist\w*|\bapprendist\w* (?:posso|possiamo|puo|si possono|potrei|potremmo)\b[^?.]{0,20}\b(?:assum|prend)\w*[^?.]{0,10}\b(?:al massimo|al masimo|massimo|max)\b/;
const NUMBER = '(\\d{1,3}|[a-z]+)';
const QUALIFIED = new RegExp(
  `\\b${NUMBER} (?:(?:dipendent\\w*|lavorator\\w*|operai\\w*|addett\\w*|persone|impiegat\\w*|maestranze) )?(?:gia )?(?:qualificat\\w*|specializzat\\w*)`,
);
const STAFF = new RegExp(
  `\\b${NUMBER} (?:dipendent\\w*|lavorator\\w*|addett\\w*)\\b(?! (?:gia )?(?:qualificat|specializzat))`,
);
const NO_QUALIFIED = /\b(?:nessun\w*|senza|non ho)\b[^?.]{0,20}\b(?:qualificat\w*|specializzat\w*)/;
// A craft firm (not "non artigiana") follows L. 443/1985 instead.
const CRAFT = /\bartigian\w*/;
const NOT_CRAFT = /\bnon (?:e |sono |siamo )?(?:un\w* )?(?:ditta |impresa |azienda )?artigian\w*/;

const numberOf = (raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined;
  const n = /^\d+$/.test(raw) ? Number(raw) : countValue(raw);
  return n === undefined || Number.isNaN(n) ? undefined : n;
};

export function apprenticeRatio(text: string): AgentAnswer | undefined {
  const asked = askedClause(text);
  if (!ASKED.test(asked)) return undefined;
  const rule = employmentRule('apprenticeship_ratio');
  const craft = CRAFT.test(text) && !NOT_CRAFT.test(text);
  const qualified = NO_QUALIFIED.test(text) ? 0 : numberOf(QUALIFIED.exec(text)?.[1]);
  const staff = numberOf(STAFF.exec(text)?.[1]);
  const law = `per legge (${rule.reference})`;
  const general = `il rapporto è di ${bold('3 apprendisti ogni 2 lavoratori qualificati o specializzati')} (non oltre il ${bold('100%')} dei qualificati sotto i 10 dipendenti), e chi ha ${bold('meno di 3 qualificati')} può assumere ${bold('fino a 3 apprendisti')}`;
  let lead: string;
  if (craft)
    lead = `Per un’impresa artigiana il limite non è quello generale dell’art. 42 c. 7 D.Lgs. 81/2015 ma quello dell’${bold('art. 4 della L. 443/1985')}, che dipende dal tipo di lavorazione; per le imprese non artigiane ${general}.`;
  else if (qualified !== undefined && qualified < 3)
    lead = `Puoi assumere ${bold('fino a 3 apprendisti')}: ${law} chi non ha lavoratori qualificati o specializzati, o ne ha meno di 3 (${qualified === 0 ? 'nessuno' : `qui ${qualified}`}), può assumere apprendisti in numero non superiore a 3.`;
  else if (qualified !== undefined && staff !== undefined && staff < 10)
    lead = `Puoi assumere ${bold(`fino a ${qualified} apprendisti`)}: ${law} sotto i 10 dipendenti gli apprendisti non possono superare il 100% dei lavoratori qualificati o specializzati (qui ${qualified}).`;
  else if (qualified !== undefined && staff !== undefined)
    lead = `Puoi assumere ${bold(`fino a ${Math.floor((qualified * 3) / 2)} apprendisti`)}: ${law} il rapporto è di 3 apprendisti ogni 2 lavoratori qualificati o specializzati (${qualified} × 3 / 2, per difetto).`;
  else lead = `Dipende dai lavoratori qualificati o specializzati in servizio: ${law} ${general}.`;
  return compose({
    answer: lead,
    steps: [`La regola (${rule.reference}): ${rule.text}.`],
    assumptions: [
      'Contano i lavoratori qualificati o specializzati in servizio presso lo stesso datore di lavoro, compresi gli apprendisti somministrati; il contratto collettivo applicato può porre condizioni ulteriori (per esempio la conferma di una quota degli apprendisti precedenti).',
    ],
    citations: ruleCitations(rule),
    related: [],
  });
}
