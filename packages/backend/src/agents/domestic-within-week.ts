import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelHourly } from './level-hourly.js';
import { domesticHourlyPay, isDomestic } from './pay-base.js';

/** What the hours are worth, or how they are paid ("quanto le dobbiamo", "come vanno pagate", "con la maggiorazione?"). */
const ASKS_PAY =
  /\bquant\w*\b|\bcome (?:le |li )?(?:pag\w*|vanno pagat\w*|devo pagar\w*)|\bvanno pagat\w*|\bmaggiora\w*|\bstraordinar\w*/;
/** Hours that carry their own surcharge whatever the week: night, Sunday, a public holiday. */
const OWN_SURCHARGE = /\bnott\w*|\bnotturn\w*|\bdomenic\w*|\bfestiv\w*|\bdopo le 22\b|\bprima delle 6\b/;
/** Someone's claim that the hours are overtime with a surcharge ("mia suocera dice che vanno pagate come straordinario"). */
const CLAIMED_SURCHARGE =
  /\b(?:dice|dicono|sostien\w*|pensa|crede|secondo)\b[^.?]{0,80}\b(?:straordinar\w*|maggiora\w*)/;

/** "4 ore oltre l'orario concordato", "2 ore in più": the hours said beside the week, when the reader kept none. */
const BEYOND_AGREED = /\b(\d{1,2}) ore (?:in piu|oltre|extra|aggiuntiv\w*)\b/;
function extraBeyondAgreed(req: TypedRequest, text: string): number | undefined {
  const said = Number(BEYOND_AGREED.exec(text)?.[1]);
  return said > 0 && req.slots.amounts.some((a) => a.kind === 'hours' && a.value === said) ? said : undefined;
}

/** "ha fatto 24 ore invece di 20", "26 ore anziché 22": the week done beside the week agreed. */
const INSTEAD_OF =
  /\b(\d{1,2}) ore (?:invece (?:che |di )|anziche |al posto (?:di |delle )|contro (?:le )?)(?:le )?(\d{1,2})\b/;
function weekInsteadOf(text: string): { week: number; extra: number } | undefined {
  const found = INSTEAD_OF.exec(text);
  const done = Number(found?.[1]);
  const agreed = Number(found?.[2]);
  return done > agreed && agreed > 0 ? { week: agreed, extra: done - agreed } : undefined;
}

const hoursText = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/**
 * A domestic worker on a reduced week asked to work a few more daytime hours ("assunta per 25 ore, 3 ore in più
 * di giorno: quanto le dobbiamo?"): within the full week (40 hours, 54 living in) they are paid at the ordinary
 * hour with no surcharge; overtime starts beyond it. The hours' value opens the answer when the hourly pay is said.
 * Undefined outside domestic work, without the week and the extra hours, or when the hours pass the full week or
 * fall at night or on a holiday.
 */
export function domesticWithinWeek(
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!agreement || !isDomestic(agreement)) return undefined;
  if (req.intent !== 'overtime_value' && req.intent !== 'part_time') return undefined;
  if (req.slots.overtimeKind && req.slots.overtimeKind !== 'straordinario') return undefined;
  const text = readable(ctx.message);
  const instead = req.slots.weeklyHours === undefined ? weekInsteadOf(text) : undefined;
  const week = req.slots.weeklyHours ?? instead?.week;
  const extra = instead?.extra ?? req.slots.extraHours ?? extraBeyondAgreed(req, text);
  if (!week || !extra || !ASKS_PAY.test(text) || OWN_SURCHARGE.test(text)) return undefined;
  const full = req.slots.cohabiting ? 54 : 40;
  if (week >= full || week + extra > full) return undefined;
  // No pay told but the level ("livello B, la pago il minimo"): the level's hourly minimum (level-hourly.ts).
  const told = domesticHourlyPay(req);
  const hourly = told ?? levelHourly(ctx, req, agreement);
  const who = req.slots.cohabiting ? 'conviventi' : 'non conviventi';
  const rule = `nel ${agreement.short_name} le ore oltre le ${hoursText(week)} concordate ma entro le ${full} settimanali (${who}) si pagano a paga oraria normale, senza maggiorazione: non sono straordinario, che scatta solo oltre le ${full} ore`;
  const denied = CLAIMED_SURCHARGE.test(text) ? '**No**, non vanno pagate come straordinario: ' : '';
  const hours = `${hoursText(extra)} ${extra === 1 ? 'ora' : 'ore'}`;
  const opening =
    hourly !== undefined
      ? `${denied}${denied ? 'per' : 'Per'} ${extra === 1 ? 'quell’ora' : `quelle ${hours}`} spettano ${bold(euro(cents(hourly * extra)))} (${hours} × ${euro(hourly)}, paga oraria normale senza maggiorazione), perché ${rule}.`
      : `${denied}${denied ? 'le' : 'Le'} ${hours} in più si pagano a ${bold('paga oraria normale, senza maggiorazione')}, perché ${rule}.`;
  const fact = agreement.part_time;
  return compose({
    answer: opening,
    steps:
      hourly !== undefined
        ? [
            `Orario della settimana: ${hoursText(week)} + ${hoursText(extra)} = ${hoursText(week + extra)} ore, entro le ${full}.`,
            `Importo: ${hoursText(extra)} × ${euro(hourly)} = ${euro(cents(hourly * extra))}.`,
          ]
        : [],
    assumptions: [
      ...(told === undefined && hourly !== undefined
        ? [`Paga oraria: il minimo del livello ${req.slots.level} per i non conviventi (${euro(hourly)}).`]
        : []),
      'Ore diurne in un giorno feriale: di notte, di domenica o in un giorno festivo valgono le maggiorazioni proprie.',
    ],
    citations: citeSources(agreement, fact.text ?? 'Orario di lavoro', fact.article ?? null, fact.sources),
    related: [],
  });
}
