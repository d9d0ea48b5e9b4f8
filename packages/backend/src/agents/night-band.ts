import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources, finishAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { NIGHT_PERIOD_ASK } from './night-period.js';
import { KIND_LABEL } from './overtime-kinds.js';

/**
 * The night band an agreement writes for its night workers (`rates.night_workers`: Turismo's 23:30–6:30 in
 * hotels, 23:00–6:00 in bars and restaurants, with the surcharge of the hours in it), asked as a band: "da che
 * ora a che ora è considerato lavoro notturno in albergo e di quanto è la maggiorazione?", "e in un pub col
 * contratto dei pubblici esercizi? cambia la fascia?", "confronta la fascia del lavoro notturno tra alberghi e
 * pubblici esercizi". The night workers' band and its percentage go first; the agreement's other night rates
 * (occasional night work, night overtime) stay beside, labelled, and a disagreement of the sources on the
 * percentage is said. Reached from the surcharge answer (hours.ts, where the scope's rule and how surcharges meet
 * are added too: surcharge-overlap.ts) and from the comparison (confronta.ts).
 */

export type NightWorkersBand = NonNullable<Ccnl['rates']['night_workers']>[number];
type Band = NightWorkersBand;

// Outdoor resorts, beaches, day hotels, mountain huts: Turismo's 23:00 band; anything else the first (hotels).
const OPEN_AIR =
  /\bcampegg\w*|\bcamping\b|\bvillagg\w*|\baria aperta\b|\bstabiliment\w* balnear\w*|\blid[oi]\b|\bbalnear\w*|\brifug\w*|\balberghi diurni\b/;
// "cambia la fascia?", "e da che ora?" after a night band was asked: the same ask for another place.
const BAND_AGAIN = /\bfasci\w*\b|\bda che ora\b|\ba che ora\b/;
// "confronta la fascia del lavoro notturno", "le fasce notturne a confronto".
const BAND_NAMED = /\bfasci\w*\b[^?.]{0,30}\bnott\w*|\bnott\w*[^?.]{0,30}\bfasci\w*\b/;
// A value asked ("quanto vale un'ora di notte al 4° livello?", "su 10 euro l'ora"): the surcharge answer's.
const VALUE = /€|\beur[oi]?\b|\blivell\w*|\bquanto (?:vale|valgono|prend\w*|guadagn\w*)\b/;

const clock = (time: string) => time.replace(/^0(\d)/, '$1');
const span = (band: Band) => `dalle ${clock(band.from)} alle ${clock(band.to)}`;

/** The agreement's night-worker band for the place the text tells (the first one when it tells none). */
export function nightWorkersBand(ccnl: Ccnl, text: string): Band | undefined {
  const bands = ccnl.rates.night_workers ?? [];
  const open = OPEN_AIR.test(text);
  return bands.find((b) => OPEN_AIR.test(b.scope) === open) ?? bands[0];
}

/** Whether a folded question (with the turn before it) asks which hours are night and not an hour's value. */
export function nightBandAsked(text: string, previous?: string): boolean {
  if (VALUE.test(text)) return false;
  if (NIGHT_PERIOD_ASK.test(text) || BAND_NAMED.test(text)) return true;
  return previous !== undefined && NIGHT_PERIOD_ASK.test(readable(previous)) && BAND_AGAIN.test(text);
}

/** The agreement's other night rates, labelled: "lavoro notturno 25%", "straordinario notturno 60% (…)". */
function otherRates(ccnl: Ccnl): string[] {
  return (ccnl.rates.rates ?? [])
    .filter((r) => r.kind === 'notturno' || r.kind === 'straordinario_notturno')
    .map((r) => `${KIND_LABEL[r.kind]} ${percent(r.percent)}${r.condition ? ` (${r.condition})` : ''}`);
}

function bandCitation(ccnl: Ccnl, band: Band): Citation[] {
  const sources = ccnl.rates.sources.filter((s) => s.url === band.source);
  const said = `Lavoratori notturni (${band.scope}): periodo notturno ${span(band)}, ore maggiorate del ${percent(band.percent)}.`;
  return citeSources(ccnl, said, band.article ?? null, sources, 1);
}

function restCitation(ccnl: Ccnl, band: Band): Citation[] {
  const sources = ccnl.rates.sources.filter((s) => s.url !== band.source);
  return citeSources(
    ccnl,
    `Maggiorazioni del ${ccnl.short_name}: ${ccnl.rates.text ?? ''}`,
    null,
    sources,
    1,
  );
}

/** The lines that keep the other cases beside the night workers' band, and the sources' disagreement. */
function besideLines(ccnl: Ccnl, band: Band): string[] {
  const others = (ccnl.rates.night_workers ?? []).filter((b) => b !== band);
  const rates = otherRates(ccnl);
  const differ = (ccnl.rates.rates ?? []).some((r) => r.kind === 'notturno' && r.percent !== band.percent);
  return [
    ...others.map((b) => `Per i ${b.scope}: ${span(b)}, maggiorazione del ${percent(b.percent)}.`),
    ...(rates.length
      ? [`Gli altri casi nel ${ccnl.short_name}, secondo le altre fonti: ${rates.join('; ')}.`]
      : []),
    ...(differ
      ? [
          `Le fonti non concordano sulla percentuale: ${band.article ?? 'il testo citato'} indica il ${percent(band.percent)}, le altre fonti riportano le percentuali elencate sopra; verifica sul testo del contratto applicato.`,
        ]
      : []),
  ];
}

/** The night band asked of one agreement that writes its night workers' band, or undefined. */
export function nightBand(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!ccnl || !nightBandAsked(text, ctx.history?.at(-1))) return undefined;
  const band = nightWorkersBand(ccnl, text);
  if (!band) return undefined;
  return compose({
    answer: `Nel ${ccnl.short_name}, per i ${band.scope} il periodo notturno va ${bold(span(band))} e le ore in quella fascia sono maggiorate del ${bold(percent(band.percent))} sulla paga oraria (${band.article ?? 'testo del contratto'}).`,
    steps: besideLines(ccnl, band),
    assumptions: [
      'Lavoratore notturno: chi lavora di notte come parte normale del suo orario (almeno 3 ore nel periodo notturno, D.Lgs. 66/2003).',
    ],
    citations: [...bandCitation(ccnl, band), ...restCitation(ccnl, band)],
    related: [],
  });
}

/** The night workers' bands of two or more agreements side by side, or undefined unless each writes one. */
export function nightBandCompare(message: string, agreements: readonly Ccnl[]): AgentAnswer | undefined {
  const text = readable(message);
  if (agreements.length < 2 || !nightBandAsked(text)) return undefined;
  const bands = agreements.map((c) => nightWorkersBand(c, text));
  if (bands.some((b) => !b)) return undefined;
  const pairs = agreements.map((c, i) => ({ ccnl: c, band: bands[i] as Band }));
  const said = pairs.map(({ ccnl, band }) => `${bold(span(band))} nel ${ccnl.short_name}`).join(', ');
  const same = new Set(pairs.map((p) => p.band.percent)).size === 1;
  const rate = same
    ? `con la maggiorazione del ${bold(percent(pairs[0]?.band.percent ?? 0))} in entrambi`
    : `con la maggiorazione del ${pairs.map((p) => `${bold(percent(p.band.percent))} nel ${p.ccnl.short_name}`).join(' e del ')}`;
  const body = [
    `Per i lavoratori notturni il periodo notturno va ${said}, ${rate} sulle ore in quella fascia.`,
    '',
    '| CCNL | Lavoratori notturni | Fascia | Maggiorazione |',
    '| --- | --- | --- | ---: |',
    ...pairs.map(
      ({ ccnl, band }) => `| ${ccnl.short_name} | ${band.scope} | ${span(band)} | ${percent(band.percent)} |`,
    ),
    '',
    ...pairs.flatMap(({ ccnl, band }) => besideLines(ccnl, band).filter((l) => !l.startsWith('Per i '))),
  ];
  const citations = pairs.flatMap(({ ccnl, band }) => [
    ...bandCitation(ccnl, band),
    ...restCitation(ccnl, band),
  ]);
  return finishAnswer(body, citations, []);
}
