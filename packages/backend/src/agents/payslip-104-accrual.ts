import { documentTexts } from '../documents/summed-items.js';
import { disabilityAccrualAsked } from '../reader/disability-accrual-asked.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import { DISABILITY_ACCRUAL } from './disability-accrual.js';
import { lawCitations } from './law-facts.js';

/**
 * A payslip with the 104 permits on it, asked whether the holidays (or the 13th month) may stop accruing that
 * month ("ho preso 3 giorni di 104 e le ferie del mese non me le hanno maturate: è giusto?") and who really pays
 * those days: the permits' days count as worked (DISABILITY_ACCRUAL, disability-accrual.ts) and their pay is the
 * INPS allowance the employer advances on the payslip and recovers from the contributions it owes. The payslip's
 * own figures are left to its checks; this answers the rule the question doubts.
 */

// The 104 permits on the document: "Permessi L.104/92 (c/INPS)", "permessi legge 104".
const PERMITS_LINE = /\bl\.? ?104\b|\blegge 104\b|\bpermess\w* (?:l\.? ?)?104\b|\b104\/92\b/;
// The accrual told as missing: "non me le hanno maturate", "azzerate", "sospese", "maturate mese 0".
const NOT_ACCRUED =
  /\bnon (?:\w+ ){0,3}matur\w*|\bazzerat\w*|\bsospes\w*|\btolt\w*|\bscalat\w*|\bdecurtat\w*|\bmatur\w* (?:mese )?0(?:,00)?\b/;
// Who pays the permits' days: "chi me li paga davvero?", "li paga l'azienda?", "sono a carico di chi?".
const PAYER_ASKED =
  /\bchi (?:(?:me|ce|te|glie)?(?:li|le|lo) )?pag\w*|\bchi (?:li|le|me li) (?:paga|deve pagare)\b|\b(?:li|le) paga l'azienda\b|\ba carico di chi\b|\bpagat\w* da chi\b/;

/** What the INPS pays and the employer advances: the pages the 104 permits' payslip line is read on. */
const ADVANCE_SOURCES = [
  {
    url: 'https://www.trading.it/permessi-legge-104-busta-paga-soldi/amp',
    label:
      'Trading.it: permessi legge 104 in busta paga, importo anticipato dal datore di lavoro e poi rimborsato dall’INPS con una compensazione; si aggiungono ai permessi del contratto',
    date: null,
    confidence: 'low' as const,
  },
  {
    url: 'https://infoiva.com/2021/09/permessi-legge-104-che-trattamento-in-busta-paga.html',
    label:
      'Infoiva: permessi legge 104 in busta paga, somme erogate dall’INPS e anticipate dal datore di lavoro con una voce specifica',
    date: '2021-09',
    confidence: 'low' as const,
  },
];

/** The answer, or undefined when no 104 permits are on the document or no accrual is asked. */
export function payslip104Accrual(
  message: string,
  documents: Parameters<typeof documentTexts>[0],
): AgentAnswer | undefined {
  const doc = readable(
    documentTexts(documents)
      .map((d) => d.text)
      .join('\n'),
  );
  const asked = readable(message);
  if (!PERMITS_LINE.test(doc) || !/\b104\b/.test(`${asked} ${doc}`)) return undefined;
  const accrual = disabilityAccrualAsked(asked);
  if (!accrual) return undefined;
  const holidays = /\bferie\b/.test(asked);
  const thirteenth = /\btredicesim\w*|\b13(?:a|ma|esima)\b/.test(asked);
  const missing = accrual === 'cut' || NOT_ACCRUED.test(asked) || NOT_ACCRUED.test(doc);
  const what = [
    holidays ? 'la maturazione delle ferie' : '',
    thirteenth ? (holidays ? 'né della tredicesima' : 'la maturazione della tredicesima') : '',
  ]
    .filter(Boolean)
    .join(' ');
  const fact = DISABILITY_ACCRUAL;
  const ruleText = fact.text.replace('{figure}', fact.figure);
  const opening = `${bold(missing ? 'No, non è corretto' : 'Sì')}: i permessi 104 ${bold(`non riducono ${what}`)} (${fact.reference}): i giorni di permesso contano come giorni lavorati, quindi il rateo del mese matura come per i giorni di lavoro${missing ? ' e non va sospeso; chiedi all’ufficio del personale di correggere il cedolino' : ''}.`;
  const payer = PAYER_ASKED.test(asked)
    ? `I giorni di permesso li paga l’INPS: ${bold('l’indennità è anticipata dal datore per conto dell’INPS')} in busta paga (la voce «c/INPS») e il datore la recupera a conguaglio sui contributi che versa, quindi per l’azienda non è un costo.`
    : undefined;
  const citations: Citation[] = [
    ...lawCitations(fact, ruleText),
    ...(payer
      ? lawCitations({ reference: 'L. 104/1992, art. 33 c. 3', sources: ADVANCE_SOURCES }, payer)
      : []),
  ];
  return compose({
    answer: opening,
    steps: [...(payer ? [payer] : []), `La regola: ${ruleText.charAt(0).toUpperCase()}${ruleText.slice(1)}`],
    assumptions: ['Permessi mensili della legge 104 (art. 33 c. 3), non il congedo straordinario biennale.'],
    citations,
    related: ['Quanti giorni di permesso 104 spettano al mese?', 'Il congedo straordinario matura le ferie?'],
  });
}
