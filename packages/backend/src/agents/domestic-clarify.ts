import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
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
  if (!ccnl || !isDomestic(ccnl) || req.slots.level || req.slots.cohabiting !== undefined) return undefined;
  if (req.slots.weeklyHours !== undefined || req.slots.amounts.length || ctx.documents.length)
    return undefined;
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
