import { euro, italianDate } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { isDomestic } from './pay-base.js';

/**
 * Session 26 (fixs26c): a carer's minimum asked with nothing that picks its row ("Quanto devo pagare come minimo
 * una badante per mia mamma?"). A carer's minimum depends on whether she lives in (a monthly minimum) or comes by
 * the hour (an hourly one), and on whether the person cared for is self-sufficient (level BS) or not (CS, or DS
 * with a recognised qualification): the answer asks both instead of listing every level's table.
 */

const CARER =
  /\bbadant\w*|\bassistente familiare\b|\bassist\w* (?:a |la |mia |mio |il )?(?:mamma|madre|papa|padre|nonn[oa]|suocer[oa]|anzian\w*)/;
// Anything that already picks a row, or asks the whole table.
const PICKED =
  /\bconvivent|\ba ore\b|\bad ore\b|\bl'ora\b|\ball'ora\b|\borari[oa]\b|\bal mese\b|\bmensil\w*|\bautosufficien|\ballettat|\bdemen|\balzheimer|\bnotturn|\btabell|\btutti i livelli|\bminimi\b|\blivell/;
// A carer hired for the nights ("la signora che fa le notti da mia mamma", "una badante solo per la notte"): the
// night tables (art. 10-11) pick the row by whether she assists and by the person's self-sufficiency.
const NIGHT_ONLY =
  /\b(?:fa|fare|faccia|fara|farebbe|fanno) (?:le |delle )?notti\b|\b(?:solo|soltanto) (?:per )?(?:la|le) nott[ei]\b|\b(?:solo|soltanto) di notte\b/;
// What already picks the night row: the person's condition, a level, or presence only.
const CONDITION =
  /\bautosufficien|\ballettat|\bdemen|\balzheimer|\blivell\w* (?:as|bs|cs|ds)\b|\bpresenza notturn|\bassistenza notturn/;
const OFFERED_MONTHLY = /\b\d[\d.,]*\s*(?:euro|€)?\s*(?:netti |lordi )?al mese\b/g;

export function domesticCarerClarify(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || !isDomestic(ccnl) || req.slots.level) return undefined;
  if (req.slots.weeklyHours !== undefined || req.slots.amounts.length || ctx.documents.length)
    return undefined;
  if (req.slots.cohabiting === true) return liveInCarerBranches(ctx, req, ccnl);
  if (req.slots.cohabiting !== undefined) return undefined;
  // ("mi vogliono pagare 900 euro al mese": a pay offered, set against the minimum, picks no row.)
  const said = [ctx.message, ...(ctx.history ?? [])]
    .map((m) => readable(m).replace(OFFERED_MONTHLY, ' '))
    .join(' ');
  if (NIGHT_ONLY.test(readable(ctx.message)) && !CONDITION.test(said)) return nightClarify();
  if (!CARER.test(readable(ctx.message)) || PICKED.test(said)) return undefined;
  return compose({
    answer: `Il minimo di una badante dipende da due cose: mi dici se sarà ${bold('convivente')} (paga mensile) o ${bold('a ore')} (paga oraria, con quante ore a settimana), e se la persona assistita è ${bold('autosufficiente')} (livello BS) o ${bold('non autosufficiente')} (livello CS, o DS se la badante ha una formazione riconosciuta)?`,
    steps: [
      `Esempio: «badante convivente per mia mamma non autosufficiente» oppure «badante a ore, 25 ore a settimana, persona autosufficiente».`,
    ],
    citations: [],
    related: [
      'Quanto costa una badante convivente per una persona non autosufficiente?',
      'Che livello ha una badante di persona non autosufficiente?',
    ],
  });
}

/**
 * "quanto devo dare al mese alla signora che fa le notti da mia mamma?": the night minimum depends on whether she
 * only stays the night (presence, table E) or assists, and then on the person's self-sufficiency (BS, or CS/DS).
 */
function nightClarify(): AgentAnswer {
  return compose({
    answer: `Per le notti il minimo dipende da com'è la persona assistita: mi dici se è ${bold('autosufficiente')} (assistenza notturna, livello BS) o ${bold('non autosufficiente')} (livello CS, o DS se la lavoratrice ha una formazione riconosciuta)? Se invece di notte basta che qualcuno sia presente, senza assistenza, vale la tabella della ${bold('presenza notturna')}.`,
    steps: [
      'Esempio: «assistenza notturna dalle 20 alle 8 per mia mamma non autosufficiente, senza attestato».',
    ],
    citations: [],
    related: [
      'Quanto spetta per l’assistenza notturna di una persona non autosufficiente?',
      'Quanto spetta per la sola presenza notturna?',
    ],
  });
}

// The cared person's condition told in other words: it picks the level (level-score.ts, housework-level.ts).
const CONDITION_TOLD =
  /\bnon (?:cammina|riesce (?:piu )?a camminare|si regge|si alza)|\bcarrozzin|\bdisabil|\binvalid|\baccompagnamento\b|\bpannolon|\bbaby.?sit|\btata\b|\bbambin|\bcolf\b|\bpulizi/;

/**
 * "quanto devo pagare al mese una badante convivente? per mia zia": living in is said, the person's condition is
 * not, and it picks the level (BS for a self-sufficient person, CS for one who is not, DS with a carer's
 * qualification). The answer asks it and gives each branch's monthly minimum from the live-in table in force,
 * never a tax rule nor one level's figure as if it were the worker's.
 */
function liveInCarerBranches(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const said = [ctx.message, ...(ctx.history ?? [])].map((m) => readable(m)).join(' ');
  if (!CARER.test(readable(ctx.message)) || CONDITION.test(said) || CONDITION_TOLD.test(said))
    return undefined;
  if (NIGHT_ONLY.test(readable(ctx.message))) return undefined;
  const date = req.slots.date ?? ctx.today;
  const table = tableAt(ccnl, date, 'conviventi').current;
  const at = (level: string) => table?.levels.find((row) => row.level === level)?.amount;
  const [bs, cs, ds] = [at('BS'), at('CS'), at('DS')];
  if (!table || bs === undefined || cs === undefined) return undefined;
  const answer = `Per una badante convivente il minimo dipende dalla persona assistita: ${relativeSaid(said)} ${bold('autosufficiente')} o ${bold('non autosufficiente')}? Dal ${italianDate(table.effective_from)}: se è autosufficiente, livello BS, ${bold(`${euro(bs)} al mese`)}; se non è autosufficiente, livello CS, ${bold(`${euro(cs)} al mese`)}${ds === undefined ? '' : ` (livello DS, ${euro(ds)}, se la badante ha una formazione riconosciuta)`}.`;
  return compose({
    answer,
    steps: [],
    assumptions: [
      'Minimi lordi per 13 mensilità, fino a 54 ore settimanali; vitto e alloggio si aggiungono in natura, e contributi INPS e Cas.sa.Colf sono a parte.',
    ],
    citations: citeSources(
      ccnl,
      answer,
      `tabella minimi conviventi dal ${italianDate(table.effective_from)}`,
      table.sources,
      1,
    ),
    related: [
      'Quanto costa in tutto una badante convivente per una persona non autosufficiente?',
      'Che livello ha una badante con attestato di assistente familiare?',
    ],
  });
}

const RELATIVES: readonly [RegExp, string][] = [
  [/\b(?:mia|sua|nostra|la) zia\b/, 'tua zia è'],
  [/\b(?:mia|sua|nostra|la) (?:mamma|madre)\b/, 'tua mamma è'],
  [/\b(?:mio|suo|nostro|il) (?:papa|padre)\b/, 'tuo padre è'],
  [/\b(?:mia|sua|nostra|la) nonna\b/, 'tua nonna è'],
  [/\b(?:mio|suo|nostro|il) nonno\b/, 'tuo nonno è'],
];

/** "tua zia è", "tua mamma è": the person the user named, or the person cared for. */
function relativeSaid(said: string): string {
  return RELATIVES.find(([pattern]) => pattern.test(said))?.[1] ?? 'la persona assistita è';
}
