import { documentTexts } from '../documents/summed-items.js';
import { italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bandedLeft } from './comporto-bands.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The comporto left after the illnesses a question lists by their days ("in malattia dal 10 gennaio al 20 marzo
 * 2026 e poi dal 1° settembre al 15 ottobre: quanti giorni me ne restano?"): each span's calendar days, summed,
 * against the agreement's days of job protection in the calendar year, when its rule states one figure ("il
 * posto è conservato per 180 giorni nell'anno solare"). Undefined for any other question, or when the rule
 * has bands by seniority.
 */

const DAY = String.raw`(\d{1,2})\s*[°º]?\s+(${MONTH_NAMES})(?:\s+(\d{4}))?`;
const SPAN = new RegExp(String.raw`\bdal\s+${DAY}\s+(?:al|fino al)\s+${DAY}`, 'g');
const ASKS_LEFT =
  /\b(?:quant\w*)\b[^?]*\b(?:rest\w*|rimang\w*|residu\w*|usat\w*|consumat\w*|utilizzat\w*)|\b(?:me ne|ne) (?:restano|rimangono)\b|\b(?:quando|fino a quando|entro quando|entro quanto) (?:\w+ )?(?:scad\w*|finisc\w*|termin\w*)\b[^?]*\b(?:comporto|posto)\b|\bquanto (?:manca|mi manca|gli manca|le manca)\b/;
// The days already used said as a count ("è arrivata a 150 giorni di malattia", "in malattia da 150 giorni",
// "ha fatto 150 giorni di malattia quest'anno"), when no span is listed.
const COUNT_USED =
  /\b(?:arrivat\w*|giunt\w*|fatto|fatti|accumulat\w*|totalizzat\w*|sommat\w*|gia|siamo|e|sono) (?:a |ad )?(\d{1,3}) giorni(?: di (?:malattia|assenza))?\b|\b(?:in|per) malattia da (\d{1,3}) giorni\b|\b(\d{1,3}) giorni di malattia\b/;
// The days used as an uploaded letter counts them ("risultano complessivamente 152 giorni di calendario di
// assenza per malattia").
const DOCUMENT_COUNT =
  /\b(\d{1,3}) (?:giorni|giornate)(?: di calendario)? (?:di (?:assenza )?(?:per |di )?)?malattia\b/g;
// "Il posto è conservato per 180 giorni nell'anno solare": one figure for the calendar year.
const YEAR_DAYS =
  /conserva\w* (?:(?:del|il) posto )?per (\d{2,3}) giorni (?:di calendario )?(?:nell'anno solare|per anno (?:di calendario|solare))/;

const iso = (day: string, month: string, year: string) =>
  `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export function comportoUsed(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (req.intent !== 'sickness_injury' || !ccnl) return undefined;
  const text = readable(ctx.message);
  if (!/\bcomporto\b|\bposto\b|\bgiorni di malattia\b/.test(text) || !ASKS_LEFT.test(text)) return undefined;
  const rule = ccnl.sick_pay.sickness;
  const total = rule.text ? YEAR_DAYS.exec(rule.text.toLowerCase()) : null;
  if (!rule.text) return undefined;
  if (!total?.[1]) return bandedLeft(ccnl, req, rule, text);
  const matches = [...text.matchAll(SPAN)];
  const limit = Number(total[1]);
  if (!matches.length)
    return countedLeft(ccnl, rule, text, limit) ?? documentLeft(ctx, ccnl, rule, text, limit);
  // A span without its year takes the year of the next span that says one, else today's.
  const years = matches.map((m) => m[6] ?? m[3]);
  const fallback = years.find(Boolean) ?? ctx.today.slice(0, 4);
  const spans = matches.map((m, i) => {
    const year = years.slice(i).find(Boolean) ?? fallback;
    const from = iso(m[1] ?? '', m[2] ?? '', m[3] ?? year);
    const to = iso(m[4] ?? '', m[5] ?? '', m[6] ?? year);
    return { from, to, days: daysBetween(from, to) };
  });
  if (spans.some((s) => s.days <= 0 || s.days > 366)) return undefined;
  const used = spans.reduce((sum, s) => sum + s.days, 0);
  const left = Math.max(0, limit - used);
  const list = spans.map((s) => `${s.days} dal ${italianDate(s.from)} al ${italianDate(s.to)}`).join(', ');
  return compose({
    answer: `Nel ${ccnl.short_name} il comporto è di ${bold(`${limit} giorni`)} nell'anno solare: con ${used} giorni di malattia (${list}) ne restano ${bold(`${left} giorni`)}.`,
    steps: [
      ...spans.map(
        (s) => `Dal ${italianDate(s.from)} al ${italianDate(s.to)}: ${s.days} giorni di calendario.`,
      ),
      `Totale: ${used} giorni; ${limit} − ${used} = ${left}.`,
      `La regola del ${ccnl.short_name}: ${rule.text}`,
    ],
    assumptions: [
      'Giorni di calendario, estremi compresi, tutti nello stesso anno solare; gli eventi di altri anni non contano.',
    ],
    citations: citeSources(ccnl, `Malattia: ${rule.text}`, rule.article ?? null, rule.sources),
    related: [`Come è pagata la malattia nel ${ccnl.short_name}?`],
  });
}

/** The comporto left when the question says the days used as one count: limit − count, or undefined. */
function countedLeft(
  ccnl: Ccnl,
  rule: Ccnl['sick_pay']['sickness'],
  text: string,
  limit: number,
): AgentAnswer | undefined {
  const m = COUNT_USED.exec(text);
  const used = Number(m?.[1] ?? m?.[2] ?? m?.[3]);
  if (!rule.text || !Number.isFinite(used) || used <= 0 || used >= limit) return undefined;
  const left = limit - used;
  return compose({
    answer: `Nel ${ccnl.short_name} il comporto è di ${bold(`${limit} giorni`)} nell'anno solare: con ${used} giorni di malattia già fatti ne restano ${bold(`${left} giorni`)}.`,
    steps: [`${limit} − ${used} = ${left} giorni.`, `La regola del ${ccnl.short_name}: ${rule.text}`],
    assumptions: [
      'I giorni indicati sono giorni di calendario di malattia nello stesso anno solare, sommando tutti gli eventi.',
    ],
    citations: citeSources(ccnl, `Malattia: ${rule.text}`, rule.article ?? null, rule.sources),
    related: [`Come è pagata la malattia nel ${ccnl.short_name}?`],
  });
}

/**
 * The comporto left when the question gives no count but an uploaded document does ("risultano 152 giorni di
 * calendario di assenza per malattia"): limit − that count, or undefined when the documents say no count or
 * several different ones.
 */
function documentLeft(
  ctx: AgentContext,
  ccnl: Ccnl,
  rule: Ccnl['sick_pay']['sickness'],
  text: string,
  limit: number,
): AgentAnswer | undefined {
  if (!ctx.documents.length || COUNT_USED.test(text) || !rule.text) return undefined;
  const found = documentTexts(ctx.documents).flatMap((d) =>
    [...readable(d.text).matchAll(DOCUMENT_COUNT)].map((m) => ({ fileName: d.fileName, used: Number(m[1]) })),
  );
  const counts = new Set(found.map((f) => f.used));
  const first = found[0];
  if (!first || counts.size !== 1 || first.used <= 0 || first.used >= limit) return undefined;
  const { used, fileName } = first;
  const left = limit - used;
  return compose({
    answer: `Nel ${ccnl.short_name} il comporto è di ${bold(`${limit} giorni`)} nell'anno solare: con i ${used} giorni di malattia indicati nel documento «${fileName}» ne restano ${bold(`${left} giorni`)}.`,
    steps: [
      `Giorni di malattia secondo «${fileName}»: ${used}.`,
      `${limit} − ${used} = ${left} giorni.`,
      `La regola del ${ccnl.short_name}: ${rule.text}`,
    ],
    assumptions: [
      'I giorni indicati nel documento sono giorni di calendario di malattia nello stesso periodo di comporto, sommando tutti gli eventi.',
    ],
    citations: citeSources(ccnl, `Malattia: ${rule.text}`, rule.article ?? null, rule.sources),
    related: [`Come è pagata la malattia nel ${ccnl.short_name}?`],
  });
}
