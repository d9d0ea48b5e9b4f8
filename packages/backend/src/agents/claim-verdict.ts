import { euro, percent, uncapitalise } from '../kb/format.js';
import type { ClaimedFigure, ClaimUnit } from '../reader/claimed-figure.js';
import { figuresWithUnits } from '../reader/claimed-figure.js';
import type { Intent } from '../reader/request.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';

/**
 * A figure the user believes and asks to be confirmed ("un collega dice che le ferie sono 30 giorni, è vero?"):
 * the answer opens with the verdict, "Sì:" when its own bold figure is the one believed, "No: non 30 giorni ma
 * **26 giorni**." when it differs. Nothing is said when the answer has no figure of the same unit in its opening
 * (a gap, a clarification, another kind of figure), when its bold figure is one row of a ladder ("D1: 1 mese"),
 * or when the believed figure is another row of the same opening: a wrong "Sì" or "No" is worse than none.
 */
// Payslips and documents check their own figures; a comparison's first figure is one agreement's, not the answer.
const OWN_CHECKS: ReadonlySet<Intent> = new Set(['payslip_check', 'document_question', 'comparison']);
const BOLD = /\*\*([^*]+)\*\*/;
const SAME = 0.005;

function written(value: number, unit: ClaimUnit): string {
  const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);
  switch (unit) {
    case 'euro':
      return euro(value);
    case 'percent':
      return percent(value);
    case 'days':
      return value === 1 ? '1 giorno' : `${number} giorni`;
    case 'hours':
      return value === 1 ? '1 ora' : `${number} ore`;
    case 'months':
      return value === 1 ? '1 mese' : `${number} mesi`;
    case 'weeks':
      return value === 1 ? '1 settimana' : `${number} settimane`;
    case 'payments':
      return value === 1 ? '1 mensilità' : `${number} mensilità`;
  }
}

/** "Nel CCNL …" after "Sì:" reads "nel CCNL …"; an acronym or a figure stays as it is. */
/** `text` up to the end of the sentence holding position `from` (". " after it), or all of it. */
function firstSentence(text: string, from: number): string {
  const end = text.indexOf('. ', from);
  return end < 0 ? text : text.slice(0, end + 1);
}

export function withClaimVerdict<T extends AgentAnswer>(
  answer: T,
  claim: ClaimedFigure | undefined,
  intent: Intent,
): T {
  if (!claim || OWN_CHECKS.has(intent)) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const opening = lines[at];
  if (
    at < 0 ||
    opening === undefined ||
    /^\s*(?:\*\*)?(?:sì|si|no|in parte|non posso confermarlo)(?![\p{L}])/iu.test(opening)
  )
    return answer;
  const flat = fold(opening);
  const bold = BOLD.exec(flat);
  if (!bold?.[1]) return answer;
  const boldText = rowOf(bold[1], claim);
  const right = figuresWithUnits(boldText).find((figure) => figure.unit === claim.unit);
  if (!right) {
    // "**per il personale non viaggiante** (art. 9) 39 ore settimanali …": the group's figure follows its label.
    const group = groupFigure(bold[1], flat.slice(bold.index + bold[0].length), claim);
    if (group) {
      lines[at] =
        Math.abs(group.value - claim.value) < SAME
          ? `Sì: ${uncapitalise(opening)}`
          : `No: non ${written(claim.value, claim.unit)} ma **${written(group.value, claim.unit)}**. ${opening}`;
      return { ...answer, text: lines.join('\n') };
    }
    const denied = otherUnitDenial(boldText, flat, claim);
    if (!denied) return answer;
    lines[at] = `${denied} ${opening}`;
    return { ...answer, text: lines.join('\n') };
  }
  // A ladder's first row ("D1: 1 mese; D2: …") is not the answer's figure.
  if (/[:;]/.test(boldText.slice(0, right.start))) return answer;
  // A range ("da 1 a 6 mesi") is no one figure: confirming or denying one end of it would mislead.
  if (/\bda \d+(?:,\d+)? a \d/.test(boldText)) return answer;
  const same = Math.abs(right.value - claim.value) < SAME;
  // The row of a ladder the question names: its figure is the answer, the other rows are not beliefs.
  if (boldText !== bold[1]) {
    lines[at] = same
      ? `Sì: ${uncapitalise(opening)}`
      : `No: non ${written(claim.value, claim.unit)} ma **${written(right.value, claim.unit)}**. ${opening}`;
    return { ...answer, text: lines.join('\n') };
  }
  const start = bold.index + 2;
  const elsewhere = flat.slice(0, start + right.start) + flat.slice(start + right.end);
  // A bold figure for the asker's own seniority ("con 8 anni di anzianità spettano 12 mesi") is the answer: the
  // rows after its first sentence ("In dettaglio: 6 mesi fino a 3 anni …") do not make it a ladder. A count of
  // years ("oltre i 6 anni") is no figure of the claim's unit.
  const own = /^con \d+ anni di anzianita\b/.test(boldText);
  const scope = own ? firstSentence(elsewhere, start) : elsewhere;
  const quoted = figuresWithUnits(scope).some(
    (figure) =>
      Math.abs(figure.value - claim.value) < SAME &&
      (figure.unit ?? claim.unit) === claim.unit &&
      !/^\s*ann[oi]\b/.test(scope.slice(figure.end)) &&
      !former(scope, figure) &&
      // A citation marker ("[1]") is no figure.
      !(scope[figure.start - 1] === '[' && scope[figure.end] === ']') &&
      // "Con una paga oraria di 10,00 €, …": the pay the answer starts from, not another row.
      !PREMISE.test(scope.slice(0, figure.start)),
  );
  // The opening already sets the figure given against its own ("la cifra indicata (1.750,00 €) è …"): the
  // verdict is its first word.
  if (quoted && /\bindicat[oaie]\b|\bcifra (?:data|detta)\b/.test(elsewhere)) {
    lines[at] = `${same ? 'Sì' : 'No'}: ${uncapitalise(opening)}`;
    return { ...answer, text: lines.join('\n') };
  }
  // The figure believed is another row of the same opening ("40 ore; 44 ore per …"): no verdict.
  if (quoted && !same) return answer;
  lines[at] = same
    ? `Sì: ${uncapitalise(opening)}`
    : `No: non ${written(claim.value, claim.unit)} ma **${written(right.value, claim.unit)}**. ${opening}`;
  return { ...answer, text: lines.join('\n') };
}

const PREMISE = /^\s*con (?:una |un )?(?:paga|retribuzione|stipendio|quota)(?: \p{L}+)? di\s*(?:€\s*)?$/u;

/**
 * "da 0,00 € a 28.000,00 € 23%; da 28.000,00 € a 50.000,00 € 33%; …" with "tra 28 e 50 mila è il 35%?": the one row
 * bounded by the figures the question names, or the whole bold text when no single row is.
 */
function rowOf(boldText: string, claim: ClaimedFigure): string {
  // "…; massimale contributivo 122.295,00 € (…)": the clause naming the threshold believed.
  if (claim.topic) {
    const named = boldText.split(';').filter((clause) => clause.includes(claim.topic as string));
    return named.length === 1 && named[0] !== undefined ? named[0] : boldText;
  }
  if (!claim.row) return boldText;
  const rows = boldText.split(';').filter((row) => {
    const values = figuresWithUnits(row).map((figure) => figure.value);
    return claim.row?.every((bound) => values.some((value) => Math.abs(value - bound) < SAME));
  });
  return rows.length === 1 && rows[0] !== undefined ? rows[0] : boldText;
}

/**
 * "(1 mese prima del rinnovo 1.3.2024)", "(prima 1 mese)": the rule before a renewal, not another row of the one in
 * force; the verdict compares the figure believed with the one in force (h93-alim-prova-liv5).
 */
function former(text: string, figure: { start: number; end: number }): boolean {
  return (
    /^\s*(?:\p{L}+\s+)?prima (?:del|della|dell'|di)\b/u.test(text.slice(figure.end)) ||
    /\(prima\s+$/.test(text.slice(0, figure.start))
  );
}

// The calendar days a duration may span: a month 28 to 31, a week 7; a day of actual work ("giorni di effettiva
// prestazione", "lavorativi") up to 7/5 of a calendar day, a five-day week.
const CALENDAR_DAYS: Partial<Record<ClaimUnit, readonly [number, number]>> = {
  days: [1, 1],
  weeks: [7, 7],
  months: [28, 31],
};
const WORKED = /^\s*giorn\w* (?:di (?:effettiv[oa] |lavoro effettivo|effettiva prestazione)|lavorativ)/;

/**
 * "mi hanno detto 3 mesi" against "**30 giorni**": a duration believed in another unit than the answer's. Denied
 * only when the two cannot be the same span however the months or the working days are counted (2 mesi are 56 to
 * 62 days, never 75); a span both may hold (1 mese, 30 giorni) gets no verdict.
 */
function otherUnitDenial(boldText: string, flat: string, claim: ClaimedFigure): string | undefined {
  const believedPer = CALENDAR_DAYS[claim.unit];
  if (!believedPer || /\bda \d+(?:,\d+)? a \d/.test(boldText)) return undefined;
  const figure = figuresWithUnits(boldText).find((f) => f.unit && CALENDAR_DAYS[f.unit]);
  const statedPer = figure?.unit ? CALENDAR_DAYS[figure.unit] : undefined;
  if (!figure?.unit || !statedPer || /[:;]/.test(boldText.slice(0, figure.start))) return undefined;
  // The figure believed as another row of the same opening ("3 mesi per il 1° livello"): no verdict.
  if (figuresWithUnits(flat).some((f) => f.unit === claim.unit && Math.abs(f.value - claim.value) < SAME))
    return undefined;
  const worked = figure.unit === 'days' && WORKED.test(boldText.slice(figure.end)) ? 7 / 5 : 1;
  const overlap =
    claim.value * believedPer[1] >= figure.value * statedPer[0] &&
    figure.value * statedPer[1] * worked >= claim.value * believedPer[0];
  if (overlap) return undefined;
  return `No: non ${written(claim.value, claim.unit)} ma **${written(figure.value, figure.unit)}**.`;
}

/**
 * The figure of a bold group label's own clause ("**per il personale non viaggiante** (art. 9) 39 ore settimanali
 * come media …"): the first of the claim's unit before the clause ends, weekly when hours are believed. Undefined
 * when the label is no group's, the clause has none, or it also states the figure believed (another row).
 */
function groupFigure(label: string, after: string, claim: ClaimedFigure): { value: number } | undefined {
  if (!/^per (?:il|lo|la|l'|i|gli|le) /.test(label)) return undefined;
  // ("art. 9" is no sentence's end.)
  const clause = after.split(/;\s|\.\s(?!\d)/)[0] ?? '';
  const figures = figuresWithUnits(clause).filter((f) => f.unit === claim.unit);
  const figure = figures[0];
  if (!figure) return undefined;
  if (claim.unit === 'hours' && !/^\s*ore settimanal/.test(clause.slice(figure.end))) return undefined;
  if (figures.slice(1).some((f) => Math.abs(f.value - claim.value) < SAME)) return undefined;
  return { value: figure.value };
}
