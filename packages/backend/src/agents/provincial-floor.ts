import { euro, italianDate } from '../kb/format.js';
import { sections, tableAt } from '../kb/pay.js';
import type { Ccnl, PayTable } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';

/**
 * The national hourly floors of an agreement whose wages the provincial agreements set (the Operai agricoli e
 * florovivaisti). Its day's and hour's pay is the provincial wage, a gap (provincial-pay.ts), but two hourly
 * figures are national and answered as floors, never as the provincial wage:
 * - the florovivaisti's hourly area minimums, which the national table states directly ("chi lavora in serra,
 *   area 2, quanto all'ora?");
 * - the hourly floor of a monthly-paid worker (OTI), the area's monthly minimum over the sector's hourly divisor,
 *   when that minimum or the divisor is what is asked ("paga oraria minima di un fisso dell'area 1 dal mensile").
 * A seasonal or fixed-term worker (OTD) or a day's pay stays the provincial gap: no national figure is theirs.
 */

const HOUR =
  /\bminim\w* orari\b|\borari[ao]\b|\ball'ora\b|\bl'ora\b|\bper ora\b|\bad ora\b|\bogni ora\b|\ba ore\b/;
const DAY = /\bal giorno\b|\bgiornalier\w*|\ba giornata\b|\bper giornata\b|\bgiornata intera\b/;
const FIXED_TERM =
  /\bstagional\w*|\btempo determinato\b|\botd\b|\bvendemmi\w*|\braccolt\w*|\bavventiz\w*|\bterzo elemento\b/;
const NURSERY = /\bflorovivai\w*|\bvivai\w*|\bserr[ae]\b|\bfloricolt\w*|\bpiante ornamentali\b/;
const MONTHLY_PAID =
  /\bpagat[oiae] (?:a|al|ogni) mese\b|\bmensil\w*|\bal mese\b|\ba mese\b|\btempo indeterminato\b|\boti\b|\bfiss[oi]\b/;
const MINIMUM = /\bminim\w*/;
const DIVISOR = /\bdivisor\w*/;
const AREA_NAMES: Record<string, string> = {
  prima: '1',
  seconda: '2',
  terza: '3',
  i: '1',
  ii: '2',
  iii: '3',
};
const AREA = /\barea (1|2|3|i{1,3}|prima|seconda|terza)\b|\b(prima|seconda|terza) area\b/g;

// The areas' own names: specialised, qualified and common workers ("un operaio qualificato" is Area 2).
const GRADE = /\b(specializzat|qualificat)[oiae]\b|\boperai[oe]? (comun)[ie]\b/;
const GRADE_AREA: Record<string, string> = { specializzat: '1', qualificat: '2', comun: '3' };

/** The area last named, or its workers' grade: the message's, else the latest earlier turn's ("sempre area 2"). */
function areaNamed(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const found = [...readable(text).matchAll(AREA)].at(-1);
    const word = found?.[1] ?? found?.[2];
    if (word) return `Area ${AREA_NAMES[word] ?? word}`;
    const grade = GRADE.exec(readable(text));
    const stem = grade?.[1] ?? grade?.[2];
    if (stem) return `Area ${GRADE_AREA[stem]}`;
  }
  return undefined;
}

function tableOf(ccnl: Ccnl, date: string, unit: 'ora' | 'mese', nursery: boolean): PayTable | undefined {
  for (const section of sections(ccnl)) {
    if (/florovivai/i.test(section) !== nursery) continue;
    const { current } = tableAt(ccnl, date, section);
    if (current?.unit === unit) return current;
  }
  return undefined;
}

const list = (rows: { level: string; value: number }[], unit: string): string =>
  rows.map((r) => `${r.level} ${bold(`${euro(cents(r.value))}${unit}`)}`).join(', ');

const FLOOR = (ccnl: Ccnl) =>
  `È la soglia nazionale sotto cui i contratti provinciali non possono scendere: la paga oraria effettiva per livello la fissa il contratto provinciale della provincia in cui si lavora, che può essere più alta e non è nel perimetro nazionale del ${ccnl.short_name}.`;

/**
 * The national hourly floor asked of an agreement whose wages the provincial agreements set, as a line with its
 * citations; undefined when the question is not one of the two national figures (the provincial gap stays).
 */
export function nationalHourlyFloor(
  ccnl: Ccnl,
  message: string,
  history: readonly string[],
  date: string,
): { text: string; citations: Citation[] } | undefined {
  const text = readable(message);
  if (!HOUR.test(text) || DAY.test(text) || FIXED_TERM.test(text)) return undefined;
  const nursery = NURSERY.test(text);
  const monthlyFloor = !nursery && (DIVISOR.test(text) || (MINIMUM.test(text) && MONTHLY_PAID.test(text)));
  if (!nursery && !monthlyFloor) return undefined;
  const area = areaNamed([message, ...[...history].reverse()]);
  if (nursery) {
    const table = tableOf(ccnl, date, 'ora', true);
    if (!table) return undefined;
    const rows = table.levels
      .filter((r) => !area || r.level === area)
      .map((r) => ({ level: r.level, value: r.amount }));
    if (!rows.length) return undefined;
    const head = `Nel ${ccnl.short_name} il minimo nazionale di area orario degli operai florovivaisti`;
    const line =
      rows.length === 1
        ? `${head} dell'${rows[0]?.level} è ${bold(`${euro(cents(rows[0]?.value ?? 0))} l'ora`)}, in vigore dal ${italianDate(table.effective_from)}. ${FLOOR(ccnl)}`
        : `${head}, in vigore dal ${italianDate(table.effective_from)}: ${list(rows, " l'ora")}. ${FLOOR(ccnl)}`;
    return {
      text: line,
      citations: citeSources(
        ccnl,
        line,
        `tabella minimi orari dal ${italianDate(table.effective_from)}`,
        table.sources,
      ),
    };
  }
  const table = tableOf(ccnl, date, 'mese', false);
  const divisor = ccnl.hourly_divisor;
  if (!table) return undefined;
  if (divisor.value === null || divisor.value === undefined) {
    const line = `Nel ${ccnl.short_name} ${bold('il divisore orario non è nella base di conoscenza')}, quindi non posso ricavare il minimo orario dal minimo mensile di area.`;
    return { text: line, citations: [] };
  }
  const by = divisor.value;
  const rows = table.levels
    .filter((r) => !area || r.level === area)
    .map((r) => ({ level: r.level, monthly: r.amount, value: r.amount / by }));
  if (!rows.length) return undefined;
  // (The divisor's own reserve, said after the figure: "Sul divisore: fonte del 2014 …".)
  const caveat = divisor.gap
    ? ` Sul divisore: ${divisor.gap.charAt(0).toLowerCase()}${divisor.gap.slice(1)}`
    : '';
  const head = `Nel ${ccnl.short_name} il divisore orario mensile degli operai è ${bold(String(by))}.`;
  const one = rows.length === 1 ? rows[0] : undefined;
  const line = one
    ? `${head} Per un operaio a tempo indeterminato pagato a mese dell'${one.level}, il minimo nazionale di area in vigore dal ${italianDate(table.effective_from)} dà ${bold(`${euro(cents(one.value))} l'ora`)} (${euro(one.monthly)} ÷ ${by}). ${FLOOR(ccnl)}${caveat}`
    : `${head} Per gli operai a tempo indeterminato pagati a mese, i minimi nazionali di area in vigore dal ${italianDate(table.effective_from)} divisi per ${by} danno: ${rows.map((r) => `${r.level} ${bold(`${euro(cents(r.value))} l'ora`)} (${euro(r.monthly)} ÷ ${by})`).join(', ')}. ${FLOOR(ccnl)}${caveat}`;
  return {
    text: line,
    citations: [
      ...citeSources(ccnl, line, `tabella minimi dal ${italianDate(table.effective_from)}`, table.sources),
      ...citeSources(ccnl, line, 'divisore orario', divisor.sources, 1),
    ],
  };
}

/**
 * The florovivaisti's national hourly area minimum the conversation is about ("vivaio, area 1, minimo orario?"),
 * for a figure worked out on it (a seasonal worker's hour with the «terzo elemento», third-element.ts); `texts`
 * newest first. Undefined without a nursery or an area said.
 */
export function nurseryHourlyFloor(
  ccnl: Ccnl,
  texts: readonly string[],
  date: string,
): { level: string; amount: number; table: PayTable } | undefined {
  // (The agreement's own name, "operai agricoli e florovivaisti", is no nursery: a vineyard's OTD is not one.)
  const said = (t: string) => readable(t).replace(/\bagricol\w* e florovivai\w*/g, ' ');
  if (!texts.some((t) => NURSERY.test(said(t)))) return undefined;
  const area = areaNamed(texts);
  const table = area ? tableOf(ccnl, date, 'ora', true) : undefined;
  const row = table?.levels.find((r) => r.level === area);
  return table && row ? { level: row.level, amount: row.amount, table } : undefined;
}

/** The floor's caveat: the provincial agreement sets the hour actually paid. */
export const floorCaveat = FLOOR;
