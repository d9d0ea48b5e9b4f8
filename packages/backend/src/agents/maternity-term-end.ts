import { italianDate, MONTHS } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * "Ho un contratto stagionale fino al 30 settembre e il parto è previsto a novembre: mi spetta la maternità?": a
 * fixed-term contract that ends before the birth. The INPS allowance is still due for the whole leave when the
 * contract ends during the leave (D.Lgs. 151/2001, art. 24 c. 1) or when no more than 60 days pass between its end
 * and the leave's start (art. 24 c. 2). With both days told, the case is worked out; otherwise the rule alone.
 * Read on 2026-12-01 on the pages cited below (the law's art. 24 c. 2 quoted by the second).
 */

// A contract with an end: fixed-term or seasonal, or told as ending ("il contratto scade", "finisce prima").
const TERM =
  /\btempo determinato\b|\ba termine\b|\bstagional\w*|\bcontratto (?:a tempo )?(?:scad|finisc|termin)\w*/;
const ENDS = /\bscad\w*|\bfinisc\w*|\btermin\w*|\bcessa\w*|\bfine del (?:contratto|rapporto)\b/;

const MONTH = MONTHS.join('|');
const DAY = new RegExp(String.raw`\b(\d{1,2})°?\s+(${MONTH})\s+(\d{4})\b`, 'gu');
// "la data presunta del parto è il 15 novembre 2027", "parto previsto per il 15/11".
const BIRTH_BEFORE = /\b(?:part[oi]|nascit\w*|nasce\w*)\b[^.?!\d]{0,40}$/u;
// "dal 1° aprile al 30 settembre 2027", "scade il 30 settembre", "fino al 30 settembre".
const END_BEFORE =
  /\b(?:al|fino al|scade(?: il)?|finisce(?: il)?|termina(?: il)?|scadenza(?: il| del)?)\s+$/u;

const LAW: Pick<LawFact, 'reference' | 'sources'> = {
  reference: 'D.Lgs. 151/2001, art. 24',
  sources: [
    {
      url: 'https://lapostadelsindaco.it/servizi-pubblica-amministrazione/32825/indennita-di-maternita-per-contratto-a-tempo-determinato-scaduto-oltre-sessanta-giorni-prima-dellavvio-del-congedo-obbligatorio',
      label:
        'La posta del sindaco: maternità e contratto a termine scaduto oltre 60 giorni prima del congedo',
      date: '2023-09-14',
      confidence: 'medium',
    },
    {
      url: 'https://fiscoetasse.com/forum/threads/maternit%C3%A0-contratto-a-tempo-determinato.27264',
      label: 'Fiscoetasse: maternità e contratto a tempo determinato (art. 24 c. 1)',
      date: null,
      confidence: 'low',
    },
  ],
};

const RULE =
  'se il contratto a termine scade durante il congedo, l’indennità dell’INPS continua fino alla fine del congedo (art. 24 c. 1); se scade prima, spetta lo stesso purché tra la fine del contratto e l’inizio del congedo non passino più di 60 giorni (art. 24 c. 2)';

const iso = (day: string, month: string, year: string): string =>
  `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;

/** Two months before an ISO day: the usual start of the leave. */
function twoMonthsBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 2);
  return d.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function maternityTermEndLine(message: string): { line: string; citations: Citation[] } | undefined {
  const text = readable(message);
  if (!TERM.test(text) || !ENDS.test(text)) return undefined;
  let birth: string | undefined;
  let end: string | undefined;
  for (const m of text.matchAll(DAY)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index);
    const day = iso(m[1] ?? '', m[2] ?? '', m[3] ?? '');
    if (!birth && BIRTH_BEFORE.test(before)) birth = day;
    else if (!end && END_BEFORE.test(before)) end = day;
  }
  const rule = `Con un contratto a termine: ${RULE}.`;
  if (!birth || !end || end >= birth) return { line: rule, citations: lawCitations(LAW, rule) };
  const start = twoMonthsBefore(birth);
  const worked =
    end >= start
      ? `il contratto scade il ${italianDate(end)}, dopo l’inizio del congedo (di norma il ${italianDate(start)}, 2 mesi prima della data presunta del parto): ${bold('l’indennità spetta per tutto il congedo')}, anche dopo la scadenza`
      : daysBetween(end, start) <= 60
        ? `tra la fine del contratto (${italianDate(end)}) e l’inizio del congedo (${italianDate(start)}) passano ${daysBetween(end, start)} giorni, non più di 60: ${bold('l’indennità spetta per tutto il congedo')}`
        : `tra la fine del contratto (${italianDate(end)}) e l’inizio del congedo (${italianDate(start)}) passano ${daysBetween(end, start)} giorni, più di 60: ${bold('l’indennità di maternità non spetta')} su quel rapporto`;
  const line = `Nel suo caso ${worked}. Regola: ${RULE}.`;
  return { line, citations: lawCitations(LAW, line) };
}
