import { euro } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * An itinerant worker ("trasfertista", art. 51 c. 6 TUIR): no place of work in the contract, work that moves all
 * the time, an allowance paid in a fixed amount whether or not the worker travels. Their allowance is income for
 * half of it, whatever the amount; the daily 46,48 € franchise of art. 51 c. 5 (a trip away from a place of work)
 * does not apply. The three conditions must all hold (art. 7-quinquies D.L. 193/2016; Cass. SU 27093/2017).
 */
const NO_PLACE =
  /\btrasfertist\w*|\b(?:senza|non (?:ha|c'e|e indicata|e prevista)|nessuna)\b[^.?]{0,40}\bsede di lavoro\b|\bsede di lavoro\b[^.?]{0,20}\bnon (?:e )?(?:indicat|previst|fissat)\w*/;
const MOVING =
  /\btrasfertist\w*|\b(?:sempre|continuamente)\b[^.?]{0,40}\bdivers\w*|\bluoghi (?:sempre )?variabil\w*|\bcontinua mobilita\b|\bgira\b[^.?]{0,30}\b(?:cantier\w*|region\w*|client\w*)|\bitinerant\w*/;
const FIXED =
  /\btrasfertist\w*|\b(?:indennita|maggiorazion\w*|importo)\b[^.?]{0,20}\bfiss\w*|\bin misura fissa\b|\buguale qualunque\b|\banche nei giorni in cui non\b|\bforfait mensile\b/;
const TAX_ASKED =
  /\bfiscal\w*|\bcontribut\w*|\bimponibil\w*|\btass\w*|\besent\w*|\besenzion\w*|\birpef\b|\btrattat\w*|\bin busta\b/;
const WHY = /\bperche\b|\bcome mai\b|\bnon posso applicare\b|\bnon vale\b/;

const SOURCES: Citation[] = [
  {
    ccnl: 'art. 51 c. 6 TUIR',
    article: null,
    text: 'Le indennità e le maggiorazioni di retribuzione dei lavoratori tenuti per contratto a lavorare in luoghi sempre variabili e diversi (trasfertisti) concorrono a formare il reddito nella misura del 50% del loro ammontare; le indennità di trasferta fuori dal comune (c. 5) sono esenti fino a 46,48 € al giorno in Italia.',
    url: 'https://storia.camera.it/documenti/indirizzo-e-controllo/20070724-odg-assemblea-p-d-l-9-02852-012',
    date: '2007-07-24',
    confidence: 'high',
  },
  {
    ccnl: 'art. 7-quinquies D.L. 193/2016; Cassazione, Sezioni Unite, sentenza n. 27093 del 15 novembre 2017',
    article: null,
    text: "Trasfertisti sono i lavoratori per cui ricorrono insieme tre condizioni: la sede di lavoro non è indicata nel contratto o nella lettera di assunzione; l'attività richiede la continua mobilità; l'indennità è corrisposta in misura fissa, senza distinguere se e dove il dipendente si è recato in trasferta. Se ne manca una si applica il regime delle trasferte (art. 51 c. 5 TUIR).",
    url: 'https://www.eclavoro.it/trasferta-trasfertismo-intervento-sezioni-unite/',
    date: '2017-11-23',
    confidence: 'medium',
  },
];

const CONDITIONS = [
  'la sede di lavoro non è indicata nel contratto o nella lettera di assunzione;',
  "l'attività richiede la continua mobilità del dipendente, in luoghi sempre variabili e diversi;",
  "l'indennità è pagata in misura fissa, senza distinguere se e dove il dipendente è andato davvero in trasferta.",
];

const isItinerant = (text: string) => NO_PLACE.test(text) && MOVING.test(text) && FIXED.test(text);

const MONTHLY =
  /(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?)\s*(?:€|euro)(?:\s+lord\w*)?(?:\s+(?:al|ogni|a|per) mese|\s+mensil\w*)|\bogni mese\b[^.?\d]{0,60}?(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?)\s*(?:€|euro)/;
const amountOf = (text: string): number | undefined => {
  const m = MONTHLY.exec(text);
  const raw = m?.[1] ?? m?.[2];
  return raw === undefined ? undefined : Number(raw.replace(/\./g, '').replace(',', '.'));
};

/** The itinerant worker's allowance: its tax asked, or why the daily franchise does not apply; else undefined. */
export function itinerantWorkerAnswer(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const told = isItinerant(text);
  const followUp = !told && isItinerant(earlier) && (TAX_ASKED.test(text) || WHY.test(text));
  if (!(told && TAX_ASKED.test(text)) && !followUp) return undefined;
  const monthly = amountOf(text) ?? (followUp ? amountOf(earlier) : undefined);
  const half = monthly === undefined ? undefined : Math.round(monthly * 50) / 100;
  const rule = `l'indennità concorre al reddito, ai fini fiscali e contributivi, per il ${bold('50%')} del suo ammontare, qualunque sia l'importo (art. 51 c. 6 TUIR)`;
  const answer =
    followUp && WHY.test(text)
      ? `Perché il lavoratore è un trasfertista: il contratto non indica una sede di lavoro, lavora in continua mobilità e riceve l'indennità in misura fissa anche nei giorni in cui non si sposta. La franchigia di 46,48 € al giorno (art. 51 c. 5 TUIR) vale per chi parte in trasferta da una sede di lavoro; per il trasfertista ${rule}${half === undefined ? '' : `: su ${euro(monthly as number)} entrano nell'imponibile ${euro(half)}`}.`
      : `Per un trasfertista ${rule}${half === undefined ? '.' : `: su ${euro(monthly as number)} al mese entrano nell'imponibile ${bold(euro(half))} (${euro(monthly as number)} × 50%), l'altra metà è esente.`}`;
  return compose({
    answer,
    steps: [
      'Il regime vale solo se ricorrono insieme tre condizioni (art. 7-quinquies D.L. 193/2016; Cassazione, Sezioni Unite, 27093/2017):',
      ...CONDITIONS.map((c) => `- ${c}`),
      "Se ne manca anche una (per esempio il contratto indica una sede di lavoro), l'indennità segue il regime delle trasferte: esente fino a 46,48 € al giorno in Italia (77,47 € all'estero), imponibile per la parte che eccede (art. 51 c. 5 TUIR).",
    ],
    assumptions: [
      'Le tre condizioni sono lette dal racconto: vanno verificate sul contratto o sulla lettera di assunzione.',
    ],
    citations: SOURCES,
    related: ['Quanto è esente un’indennità di trasferta?', 'Come sono tassati i rimborsi chilometrici?'],
  });
}
