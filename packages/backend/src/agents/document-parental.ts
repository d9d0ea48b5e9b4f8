import { allPassagesText } from '../kb/documents.js';
import { italianDate, MONTHS } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * A parental-leave request asked whether its 80% is due ("pretende l'80%: ha ragione lui?"): the months at 80%
 * depend on when the compulsory maternity (or paternity) leave ended, not on the child's age alone. One month
 * for a leave ended after 31 December 2022 (L. 197/2022), two after 2023 (L. 213/2023), three after 2024
 * (L. 207/2024), each within the child's 6 years; otherwise the parental leave is paid at 30%.
 */
const EIGHTY_BY_END: LawFact = {
  figure: '30%',
  text: 'i mesi di congedo parentale indennizzati all’80% (entro i 6 anni del figlio) spettano solo ai genitori che hanno terminato il congedo di maternità o di paternità obbligatorio dopo il 31 dicembre 2022 (1 mese), dopo il 31 dicembre 2023 (2 mesi) o dopo il 31 dicembre 2024 (3 mesi); chi lo ha concluso entro il 31 dicembre 2022 ha il congedo parentale indennizzato al {figure}, fino a 9 mesi per la coppia.',
  reference:
    'D.Lgs. 151/2001, art. 34; L. 197/2022, art. 1 c. 359; L. 213/2023; L. 207/2024; INPS circ. 45/2023',
  sources: [
    {
      url: 'https://inca.it/notizie/1227-congedo-parentale-all-80-solo-per-i-dipendenti.html',
      label:
        'INCA CGIL: congedo parentale all’80% (circ. INPS 45/2023), esclusi i genitori che hanno concluso il congedo di maternità entro il 31.12.2022',
      date: '2023-05',
      confidence: 'medium',
    },
    {
      url: 'https://harvardpaghe.it/congedo-parentale-le-fac-dellinps',
      label:
        'Harvard Paghe: congedo parentale, le FAQ dell’INPS (secondo mese all’80% per chi termina il congedo obbligatorio dopo il 31.12.2023)',
      date: null,
      confidence: 'medium',
    },
  ],
};

const DATE = String.raw`(\d{1,2})\/(\d{1,2})\/(\d{4})`;
const iso = (d: string, m: string, y: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;

/** The day the compulsory leave ended, from "ha terminato il congedo di maternità nel giugno 2021" or a date. */
function leaveEnd(text: string): string | undefined {
  const m = new RegExp(
    String.raw`(?:terminat|conclus|finit)\w* (?:il )?congedo (?:di )?(?:maternita|paternita|obbligatorio)[^.]{0,30}?(?:${DATE}|(${MONTHS.join('|')}) (\d{4}))`,
  ).exec(text);
  if (!m) return undefined;
  if (m[1] && m[2] && m[3]) return iso(m[1], m[2], m[3]);
  const month = MONTHS.indexOf(m[4] ?? '') + 1;
  return m[5] ? `${m[5]}-${String(month).padStart(2, '0')}-28` : undefined;
}

/** The months at 80% a leave ended on `end` gives (before the child's 6th birthday). */
function eightyMonths(end: string): number {
  if (end > '2024-12-31') return 3;
  if (end > '2023-12-31') return 2;
  return end > '2022-12-31' ? 1 : 0;
}

export function documentParentalRate(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  const text = readable(allPassagesText(ctx.documents, ' '));
  if (
    !/congedo parentale/.test(`${text} ${question}`) ||
    !/\b80\s*(?:%|per ?cento)/.test(`${text} ${question}`)
  )
    return undefined;
  const born = new RegExp(String.raw`\bnat[oa] il ${DATE}`).exec(text);
  if (!born?.[1] || !born[2] || !born[3]) return undefined;
  const birth = iso(born[1], born[2], born[3]);
  // Without the end day written, the compulsory leave ends about 3 months after the birth.
  const end = leaveEnd(text) ?? `${String(Number(born[3]) + (Number(born[2]) > 9 ? 1 : 0))}-12-01`;
  const from = new RegExp(String.raw`\bdal ${DATE}`).exec(text);
  const start = from?.[1] && from[2] && from[3] ? iso(from[1], from[2], from[3]) : ctx.today;
  const sixth = `${Number(birth.slice(0, 4)) + 6}${birth.slice(4)}`;
  const months = start < sixth ? eightyMonths(end) : 0;
  const ruleText = EIGHTY_BY_END.text.replace('{figure}', EIGHTY_BY_END.figure);
  const ended = leaveEnd(text) ? `terminato nel ${italianDate(end).replace(/^\d+ /, '')}` : 'terminato';
  const answer = months
    ? `${bold('Sì')}: il congedo obbligatorio è ${ended}, dopo il 31 dicembre ${months === 3 ? 2024 : months === 2 ? 2023 : 2022}, e il figlio non ha ancora 6 anni: spettano fino a ${bold(`${months} ${months === 1 ? 'mese' : 'mesi'} all’80%`)}, i successivi al 30%.`
    : `${bold('No')}: il mese è indennizzato al ${bold('30%')} della retribuzione, non all’80%: ${start >= sixth ? 'il figlio ha già 6 anni, e i mesi all’80% vanno usati entro i 6 anni' : `il congedo di maternità (o paternità) obbligatorio è ${ended}, entro il 31 dicembre 2022, e i mesi all’80% spettano solo a chi lo ha finito dopo quella data`}.`;
  return compose({
    answer,
    steps: [
      `Figlio nato il ${italianDate(birth)}; congedo parentale richiesto dal ${italianDate(start)}.`,
      `La regola (${EIGHTY_BY_END.reference}): ${ruleText.charAt(0).toUpperCase()}${ruleText.slice(1)}`,
    ],
    assumptions: [
      'Lavoratore dipendente del settore privato; nessun mese di congedo parentale già usato dai genitori, come dice la domanda.',
    ],
    citations: lawCitations(EIGHTY_BY_END, ruleText),
    related: [],
  });
}
