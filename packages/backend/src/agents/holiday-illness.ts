import type { AgentAnswer } from './answer.js';
import { compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Illness during the holidays, a rule of the law (not of an agreement): read on the pages below on 2026-11-23,
 * with the confidence their kind allows (specialised press at most medium).
 */
export const HOLIDAY_ILLNESS = {
  figure: 'sospende le ferie',
  text: 'la malattia che insorge durante le ferie {figure}: i giorni di malattia certificati non contano come ferie (la malattia sospende le ferie e i giorni di ferie si recuperano dopo la guarigione), in un periodo da concordare con il datore di lavoro. Serve il certificato medico e va avvisato subito il datore (con l’indirizzo dove si è reperibili per la visita fiscale); un malessere lieve che non impedisce il riposo non le sospende.',
  reference: 'art. 2109 c.c.; Corte cost. 616/1987',
  sources: [
    {
      url: 'https://money.it/Malattia-durante-ferie-come-chiedere-sospensione',
      label: 'Money.it: malattia durante le ferie, come chiedere la sospensione',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.laleggepertutti.it/220825_malattia-durante-le-ferie-che-succede',
      label: 'La Legge per Tutti: malattia durante le ferie, che succede?',
      date: '2018-07-11',
      confidence: 'medium',
    },
  ],
} as const satisfies LawFact;

/**
 * "ma chi lo dice?" after illness on holiday was asked (or asked with it): the source of the rule opens the
 * answer, the Constitutional Court's ruling 616/1987 on art. 2109 c.c., then the rule itself. Undefined unless the
 * source is what the message asks (a short follow-up or its question) and this turn or the one before is about
 * falling ill on holiday.
 */
const SOURCE_ASKED =
  /\bchi l(?:o|'ha) (?:dice|ha detto|stabilisce|prevede)\b|\bdove (?:e|sta) scritto\b|\b(?:quale|che) (?:legge|norma|articolo|sentenza)\b|\bsu che base\b|\bin base a (?:cosa|quale|che)\b|\b(?:qual e la )?fonte\b|\briferimento normativo\b/;
const ILL = /\bmalat\w*|\bfebbre\b|\bprognosi\b|\bcertificat\w*|\binfluenz\w*|\bmal(?:ato|ata)\b/;
const HOLIDAYS = /\bferie\b|\bvacanz\w*/;

const RULING_SOURCE = {
  url: 'https://www8.brocardi.it/massimario/48764.html',
  label:
    'Brocardi, massimario: art. 2109 c.c. come inciso dalla sentenza n. 616 del 1987 della Corte costituzionale, la malattia insorta durante le ferie ne sospende il decorso',
  date: null,
  confidence: 'medium',
} as const;

export function holidayIllnessSource(text: string, previous: string): AgentAnswer | undefined {
  const asking = text.split(/\s+/).length <= 40 ? text : (text.match(/[^.?!]*\?/g) ?? []).join(' ');
  if (!SOURCE_ASKED.test(asking)) return undefined;
  const about = (t: string) => ILL.test(t) && HOLIDAYS.test(t);
  if (!about(text) && !about(previous)) return undefined;
  const rule = HOLIDAY_ILLNESS.text.replace('{figure}', HOLIDAY_ILLNESS.figure);
  const fact = { ...HOLIDAY_ILLNESS, sources: [...HOLIDAY_ILLNESS.sources, RULING_SOURCE] };
  return compose({
    answer: `Lo dice la **Corte costituzionale**, con la sentenza **n. 616 del 1987** (616/1987): ha dichiarato illegittimo l’art. 2109 del codice civile nella parte in cui non prevede che la malattia insorta durante le ferie ne sospenda il decorso. Da allora la regola vale per ogni rapporto di lavoro, qualunque sia il contratto collettivo: ${rule} Il datore di lavoro non può quindi contare come ferie i giorni di malattia certificati e comunicati.`,
    steps: [],
    assumptions: ['Regola di legge, valida per ogni contratto collettivo.'],
    citations: lawCitations(fact, `Malattia durante le ferie (${HOLIDAY_ILLNESS.reference}): ${rule}`),
    related: [],
  });
}
