/**
 * The wage-integration line of an uploaded payslip checked against the law's share: "l'importo orario
 * dell'integrazione è corretto?" on a payslip with "Integrazione salariale CIGO eventi meteo   24   8,40   201,60"
 * and "Retribuzione oraria … 12,00". The CIGO is the 80% of the pay lost for the hours not worked (D.Lgs.
 * 148/2015, art. 3), within the monthly ceiling; both come from the `cig_ceiling` rule of the knowledge base, never
 * from here. Undefined when the question asks no check of the integration or the payslip states no such line.
 */
import type { Citation } from '../agents/answer.js';
import { bold } from '../agents/compose.js';
import { ruleCitations } from '../agents/law-beside-agreements.js';
import { employmentRule } from '../kb/employment-rules.js';
import { euro, figureValue, percent } from '../kb/format.js';
import { readable } from '../reader/text.js';

// The integration named in the question: "cassa integrazione", "integrazione salariale", "CIGO".
const CIG_ASKED = /\bcassa integrazione\b|\bintegrazion\w*\b|\bcig[os]?\b/;
// A check asked: "è corretto?", "è giusto?", "quanto avrebbe dovuto essere", "la differenza".
const CHECK_ASKED =
  /\b(?:corrett|giust|esatt|sbagliat|verific|controll)\w*|\bavrebbe dovuto\b|\bdifferenz\w*/;
// The payslip's row: the integration's name, then hours, hourly amount and total ("… meteo   24   8,40   201,60"),
// on its line or the next (a text whose lines were joined reads the same).
const CIG_ROW =
  /\b(?:integrazione salariale|cig[os]?|cassa integrazione)\b[^\d]{0,80}?(\d{1,3})\s+(\d{1,3},\d{2})\s+(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/i;
// The hourly pay the payslip states ("Retribuzione oraria (paga base + …): 12,00", "Paga oraria 12,00").
const HOURLY = /\b(?:retribuzione|paga) oraria\b[^\d]{0,80}?(\d{1,3},\d{2})(?![\d,])/i;
// Building and stone-quarrying stops for the weather have the raised ceiling.
const BUILDING_WEATHER = /\bedil\w*|\blapide\w*/i;

/** The integration's row of the payslip: its hours, hourly amount and total. */
function cigRow(text: string): { hours: number; rate: number; amount: number } | undefined {
  const m = CIG_ROW.exec(text);
  return m
    ? { hours: Number(m[1]), rate: figureValue(m[2] ?? ''), amount: figureValue(m[3] ?? '') }
    : undefined;
}

/** `text`: the uploaded documents' text as written, its lines kept. */
export function cigLineCheck(
  asked: string,
  text: string,
): { line: string; citations: Citation[] } | undefined {
  const question = readable(asked);
  if (!CIG_ASKED.test(question) || !CHECK_ASKED.test(question)) return undefined;
  const row = cigRow(text);
  const pay = HOURLY.exec(text)?.[1];
  if (!row || !pay) return undefined;
  const hourly = figureValue(pay);
  const rule = employmentRule('cig_ceiling');
  const share = Number(/trattamento è l'(\d+)%/.exec(rule.text)?.[1]);
  const building = BUILDING_WEATHER.test(text) && /\bmeteo\b|\bintemperi\w*|\bpioggi\w*/i.test(text);
  const cap = building ? rule.values?.weather_gross : rule.values?.gross;
  if (!share || cap === undefined || !(hourly > 0) || !(row.hours > 0)) return undefined;
  const due = Math.round(hourly * share) / 100;
  const total = Math.min(Math.round(due * row.hours * 100) / 100, cap);
  const applied = Math.round((row.rate / hourly) * 10_000) / 100;
  const right = Math.abs(row.rate - due) < 0.005 && Math.abs(row.amount - total) < 0.005;
  const ceiling = `${total === cap ? 'L’importo è limitato dal' : 'L’importo resta entro il'} massimale mensile ${rule.applies_from.slice(0, 4)} ${building ? 'per le intemperie nell’edilizia' : 'della cassa integrazione'} (${euro(cap)} lordi; ${rule.reference}).`;
  const line = right
    ? `${bold('Sì')}: l'integrazione è ${euro(row.rate)} l'ora, l'${share}% della retribuzione oraria di ${euro(hourly)}; per ${row.hours} ore ${bold(euro(total))}. ${ceiling}`
    : `${bold('No')}: nel cedolino l'integrazione è pagata ${euro(row.rate)} l'ora (${percent(applied)} della retribuzione oraria di ${euro(hourly)}), ma la cassa integrazione è l'${share}% della retribuzione persa per le ore non lavorate: ${euro(hourly)} × ${share}% = ${bold(`${euro(due)} l'ora`)}. Per ${row.hours} ore spettano ${euro(due)} × ${row.hours} = ${bold(euro(total))} invece di ${euro(row.amount)}: la differenza è di ${bold(euro(Math.round((total - row.amount) * 100) / 100))} lordi. ${ceiling}`;
  return { line, citations: ruleCitations(rule) };
}
