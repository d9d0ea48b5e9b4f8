import { parseNumber, wordsToNumber } from './numbers.js';
import type { Intent, TypedRequest } from './request.js';
import { fold } from './text.js';

/**
 * A figure the user believes and asks to be confirmed ("un collega dice che le ferie sono 30 giorni, è vero?",
 * "il consulente dice che l'INPS a carico del dipendente è il 10%: è corretto?", "mi hanno detto che il minimo
 * è 1.750, giusto?"): the answer says first whether it is right (../agents/claim-verdict.ts). Read only when the
 * question asks for a confirmation, the figure is said as the rule ("sono", "è di", "mi hanno detto") and it is
 * the only such figure; a payslip's figures are checked by the payslip check, not here.
 */
export type ClaimUnit = 'euro' | 'days' | 'hours' | 'percent' | 'months' | 'weeks' | 'payments';
export interface ClaimedFigure {
  value: number;
  unit: ClaimUnit;
  /** "tra 28 e 50 mila è il 35%?": the bounds of the row of a ladder the figure is believed for. */
  row?: readonly [number, number];
  /** "il massimale contributivo è 120.607 euro": the threshold the figure is believed for. */
  topic?: string;
}

const ASKS_CONFIRMATION =
  /\b(?:e|est) vero\b|\bvero\s*\?|\bgiust[oaie]\s*(?:\?|$)|\b(?:e|est) giust[oaie]\b|\bcorrett[oaie]\b|\bconferm(?:i|a|ate|ano)\b|\bha(?:nno)? ragione\b|\btorna(?:no)?\s*\?|\besatto\s*\?|\bdico bene\b|\b(?:e|est) cosi\s*\?|\bci sta\s*\?|\bva bene\s*\?/;
// "l'orario è 40 ore come nel commercio?", "è sempre il 35%?", "è 38 ore o 40?": a figure asked yes or no as the rule.
const POLAR_FIGURE =
  /(?:^|[.?!]\s*)(?![^.?!]*\b(?:quant[oaie]|qual[ei]?|come si|cosa|perche)\b)[^.?!]*\b(?:est|sono) (?:sempre |ancora |proprio |davvero )?(?:il |la |di |del |dello |della )?\d[^.?!]*\?/;
// "chi ha ragione?": two beliefs set against each other, not one figure to confirm.
const TWO_BELIEFS = /\bchi (?:dei due |di noi |fra (?:i due|noi) |tra (?:i due|noi) )?ha ragione\b/;
// A payslip or a pay received is checked against its own figures (payslip-check, doubted-figure.ts).
// ("mi hanno messo al 4° livello": a level given is the case, not a pay received.)
const PAYSLIP =
  /\bbust[ae]\b|\bcedolin|\btrattenut|\bmi (?:hanno|ha) (?:messo(?! (?:al|in|nel|nella|come) (?:\d|livell|categori|quadr|prova))|pagato|dato|dat[oaie])\b|\bricevut[oaie]\b|\bin busta\b/;
// The words that set a figure as the rule believed: a verb of being or giving, or someone's saying.
const SAID_AS_RULE =
  /\b(?:est|sono|sia|siano|sarebbe(?:ro)?|fa|fanno|vale|valgono|spett(?:a|ano|ino)|ammonta(?:no)?|prevede|prevedono|ha|hanno|da|danno|dura(?:no)?|paga(?:no)?|costa(?:no)?|arriva(?:no)?|tocca(?:no)?|matura(?:no)?|versa(?:no)?|applica(?:no)?|maggiorat[oaie]|dett[oaie]|dice|dicono|sostiene|sostengono|parla(?:no)? di|scritto|mett(?:o|e|iamo|ete|ono)|mess[oaie])\s+(?:[^\s,;:?.]+\s+){0,3}(?:[a-z]+')?$/;
const UNIT_WORDS: readonly [RegExp, ClaimUnit][] = [
  [/^\s*(?:%|per ?cento\b)/, 'percent'],
  [/^\s*(?:€|euro\b|eur\b|lord[io]\b|nett[io]\b)/, 'euro'],
  [/^\s*(?:giorn[oi]|gg\b|giornate)/, 'days'],
  [/^\s*(?:ore\b|ora\b|h\b)/, 'hours'],
  [/^\s*(?:mesi|mese)\b/, 'months'],
  [/^\s*settiman[ae]\b/, 'weeks'],
  [/^\s*mensilita\b/, 'payments'],
];
// "le mensilità sono 13", "l'orario è 38": the unit named just before a bare figure.
const NAMED_BEFORE: readonly [RegExp, ClaimUnit][] = [
  [/\bmensilita\b[^,;:?]*$/, 'payments'],
  [/\b(?:orario|ore)\b[^,;:?]*$/, 'hours'],
  [/\b(?:aliquota|percentuale)\b[^,;:?]*$/, 'percent'],
];
// "quante ore a settimana? da noi dicono 40": the unit the question asked, for the bare figure said after it.
// (Not days: "20" said of holidays counted in weeks is a working week's measure the verdict cannot weigh.)
const ASKED_UNIT: readonly [RegExp, ClaimUnit][] = [
  [/\bquant[ei] (?:\w+ )?ore\b|\borario\b/, 'hours'],
  [/\bquant[ei] (?:\w+ )?mensilita\b/, 'payments'],
];
const FIGURE =
  /(?<![a-z\d.,])(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)(?![\d°ºª])|\b([a-z]{2,})\b(?= (?:giorn|mes|ore\b|settiman|mensilita|per ?cento))/g;

/** Each figure of a folded text with its unit: digits ("30 giorni", "1.750", "9,19%") and words ("sei mesi"). */
export function figuresWithUnits(
  folded: string,
): { value: number; unit: ClaimUnit | undefined; start: number; end: number }[] {
  const out: { value: number; unit: ClaimUnit | undefined; start: number; end: number }[] = [];
  for (const match of folded.matchAll(FIGURE)) {
    // "un mese di prova", "una settimana": one of the unit.
    const value =
      match[1] !== undefined
        ? parseNumber(match[1])
        : /^un[oa]?$/.test(match[2] ?? '')
          ? 1
          : wordsToNumber(match[2] ?? '');
    if (value === undefined || Number.isNaN(value)) continue;
    const end = match.index + match[0].length;
    const after = folded.slice(end);
    let unit = UNIT_WORDS.find(([pattern]) => pattern.test(after))?.[1];
    if (unit === undefined && /^\s*€/.test(folded.slice(0, match.index).slice(-2))) unit = 'euro';
    // "1 mese e mezzo", "1 mese e 15 giorni": half a month more.
    const half = unit === 'months' && /^\s*(?:mes[ei])\s+e (?:mezzo|15 giorni)\b/.test(after) ? 0.5 : 0;
    out.push({ value: value + half, unit, start: match.index, end });
  }
  return out;
}

/** The figure the question asks to be confirmed, or nothing. */
export function claimedFigure(message: string): { claim?: ClaimedFigure } {
  const text = marked(message);
  const asked = ASKS_CONFIRMATION.test(text) || TOLD_AND_DOUBTED.test(text) || POLAR_FIGURE.test(text);
  if (!asked && !SOMEONE_SAYS.test(text)) return {};
  const claim = figureSaid(text);
  // "il capo dice che sono 4 settimane per tutti" with no "è vero?": a count or a rate someone else states is
  // doubted by being told; an amount told is more often the case's pay than a belief.
  if (!claim || (!asked && claim.unit === 'euro')) return {};
  const topic = claim.unit === 'euro' ? THRESHOLD.exec(text)?.[1] : undefined;
  if (topic) return { claim: { ...claim, topic } };
  const row = ROW.exec(text);
  if (!row) return { claim };
  const bound = (digits: string | undefined, thousands: string | undefined): number =>
    (parseNumber(digits ?? '') ?? Number.NaN) * (thousands ? 1000 : 1);
  return { claim: { ...claim, row: [bound(row[1], row[2] ?? row[4]), bound(row[3], row[4])] } };
}

// "mi hanno detto 3 mesi ma mi sembra tanto": a figure told, then doubted by the asker, asks whether it is right.
const TOLD_AND_DOUBTED =
  /\b(?:mi|ci) (?:hanno|ha) dett[oaie]\b[^?!]{0,60}\b(?:ma|pero) (?:a me )?(?:mi|ci) (?:sembra(?:no)?|pare|paiono) (?:tant[oie]|tropp[oaie]|poc[oh]i?|poca|poche|strano|esagerat\w*)\b|\b(?:mi|ci) (?:hanno|ha) dett[oaie]\b[^?!]{0,60}\b(?:ma|pero) non mi (?:torna|convince|risulta)\b/;

/**
 * "quante ore è l'orario a settimana? da noi dicono 40": the question the bare figure answers, when the figure is
 * said right after it; its words give the figure's unit. Empty otherwise.
 */
function askedBeforeSaying(before: string): string {
  const said =
    /([^?]*)\?\s*[^?]{0,25}\b(?:dice|dicono|ha detto|hanno detto)\s+(?:che\s+)?(?:sono\s+|est\s+)?$/.exec(
      before,
    );
  return said?.[1] ?? '';
}

// Someone else stating the rule: the employer, a colleague, a relative ("il capo dice 20 giorni"), the workplace
// ("da noi dicono 40").
const SOMEONE_SAYS =
  /\bda noi (?:ci )?(?:dicono|dice)\b|\b(?:capo|caporeparto|titolare|datore|responsabile|principale|direttore|azienda|ditta|consulente|commercialista|collega|signora|marito|moglie)\b[^.?!]{0,30}\b(?:dice|sostiene|afferma|ha detto|dicono|sostengono)\b/;

// "è" (or "e'") marked apart before folding: the verb sets a figure as the rule, the conjunction "e" does not.
const marked = (message: string): string =>
  fold(message.replace(/(?<![\p{L}])(?:è|È|e'|E')(?![\p{L}])/gu, ' est '));

// "il massimale contributivo 2026 … è 120.607 euro": a legal threshold named, the amount believed for it.
const THRESHOLD = /\b(massimale|minimale|prima fascia)\b[^?]{0,120}\best (?:di )?\d/;

// "tra 28 e 50 mila", "da 28.000 a 50.000": a ladder's row named by its bounds.
const ROW = /\b(?:tra|fra|da) (\d+(?:\.\d{3})*)( ?mila| ?k\b)? (?:e|a) (\d+(?:\.\d{3})*)( ?mila| ?k\b)?/;
const SAID_FIGURE =
  /\b(?:dice|dicono|sostiene|sostengono|ha detto|hanno detto)\s+(?:che\s+)?(?:sono\s+|est\s+)?(\d+(?:,\d+)?)\b/g;

/** The one figure a text says as the rule ("le ferie sono 30 giorni"), asked or not. */
function figureSaid(text: string): ClaimedFigure | undefined {
  if (TWO_BELIEFS.test(text) || PAYSLIP.test(text)) return undefined;
  const claims = figuresWithUnits(text).flatMap((figure) => {
    const before = text.slice(0, figure.start);
    if (!SAID_AS_RULE.test(before)) return [];
    // "al 4° livello", "dal 2025": a level, an ordinal or a year is not the figure believed.
    if (/(?:livello|liv|dal|nel|del|al)\s*$/.test(before) && figure.unit === undefined) return [];
    const written = text.slice(figure.start, figure.end);
    const unit =
      figure.unit ??
      (figure.value < 100
        ? (NAMED_BEFORE.find(([pattern]) => pattern.test(before.slice(-40))) ??
            ASKED_UNIT.find(([pattern]) => pattern.test(askedBeforeSaying(before))))?.[1]
        : undefined) ??
      (/[.,]/.test(written) || (figure.value >= 100 && !/^(?:19|20)\d\d$/.test(written))
        ? 'euro'
        : undefined);
    return unit ? [{ value: figure.value, unit }] : [];
  });
  const distinct = claims.filter(
    (claim, i) => claims.findIndex((c) => c.value === claim.value && c.unit === claim.unit) === i,
  );
  if (distinct.length === 1) return distinct[0];
  // "è 38 ore o 40? la mia educatrice dice 38": of the alternatives asked, the one someone says.
  const said = [...text.matchAll(SAID_FIGURE)].map((m) => parseNumber(m[1] ?? ''));
  const believed = distinct.filter((claim) => said.includes(claim.value));
  return believed.length === 1 ? believed[0] : undefined;
}

const EMPLOYEE_CONTRIBUTION = /\b(?:inps|contribut\w*)\b/;
// The shorthand writes "contributi INPS a carico del lavoratore" as "INPS": the employee's, unless the employer is named.
const EMPLOYER_SIDE = /\b(?:aziend\w*|datore|ditta|impresa|carico nostro|carico del datore)\b/;
const PAY_INTENTS: readonly Intent[] = ['gross_to_net', 'net_to_gross'];

/**
 * "il consulente dice che l'INPS a carico del dipendente è il 10%, è corretto?": a rate said with no pay given
 * asks the rule (payroll_rules), not a net to compute, whatever the rest read (also the part that says it alone).
 */
export function claimedRule(request: TypedRequest, message: string): TypedRequest {
  // The threshold's amount believed is no pay to compute: the rule is asked (payroll_rules).
  if (request.slots.claim?.topic && [...PAY_INTENTS, 'payroll_rules'].includes(request.intent))
    return { ...request, intent: 'payroll_rules', slots: { ...request.slots, amounts: [] } };
  if (!PAY_INTENTS.includes(request.intent) || request.slots.amounts.length) return request;
  const text = marked(message);
  if (figureSaid(text)?.unit !== 'percent') return request;
  if (!EMPLOYEE_CONTRIBUTION.test(text) || EMPLOYER_SIDE.test(text)) return request;
  return { ...request, intent: 'payroll_rules' };
}
