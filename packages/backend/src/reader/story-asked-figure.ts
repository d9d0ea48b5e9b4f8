import { readExtraHours } from './extra-hours.js';
import type { TypedRequest } from './request.js';

/**
 * Session 34 (fixs34g): the figure a story asks, not the figures it tells.
 *
 * 1. "Ha fatto 180 ore di straordinario quest'anno, a ottobre ha avuto la quattordicesima arretrata di 200 euro
 *    … Questo mese ha fatto un'ora di straordinario diurno in più: quanto vale quell'ora?": the asking sentence
 *    names the extra hour and asks its value; the story's 14th, its 180 hours and its euro are background. The
 *    hour is valued; the story's counts and loose figures do not become the hours or the pay.
 * 2. "Quota TFR 2026 (lorda…) di un C2 … tredicesima a dicembre": a request written as a noun phrase asks what
 *    it opens with; the 13th said after it is a condition of the case.
 */

/** The last sentence that asks (up to its question mark), or the whole text when nothing is asked with "?". */
function askingSentence(text: string): string {
  return text.match(/[^.;!?]*\?/g)?.at(-1) ?? text;
}

/** Extra hours named in the asking sentence ("un'ora di straordinario", "2 ore notturne", "quell'ora di notte"). */
const EXTRA_HOUR_NAMED =
  /\b(?:un'ora|un ora|(?:\d+|due|tre|quattro|cinque|sei) ore)\b[^?]{0,30}?\b(?:straordinar\w*|notturn\w*|festiv\w*|di notte|domenical\w*)|\b(?:straordinar\w*|notturn\w*|festiv\w*)\b[^?]{0,30}?\b(?:un'ora|un ora)\b/;
/** Its value asked ("quanto vale quell'ora", "quanto gli spetta per quell'ora", "come la pago"). */
const VALUE_ASKED =
  /\bquanto (?:\w+ ){0,3}?(?:vale|valgono|spett\w*|pag\w*|viene|vengono|costa|devo dare|dev\w*)\b|\bcome (?:la |le )?pag\w*\b/;
/** Subjects of the story the answer moves away from when an extra hour's value is asked. */
const STORY_SUBJECTS: ReadonlySet<TypedRequest['intent']> = new Set([
  'thirteenth_pro_rata',
  'working_hours',
  'minimum_pay',
  'gross_to_net',
]);

function askedExtraHour(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (!STORY_SUBJECTS.has(request.intent)) return {};
  const asks = askingSentence(text);
  if (asks === text || !EXTRA_HOUR_NAMED.test(asks) || !VALUE_ASKED.test(asks) || /\bnett\w*/.test(asks))
    return {};
  const digits = asks.replace(/(\d)\.(?=\d{3}\b)/g, '$1');
  const said = (value: number) =>
    new RegExp(`(?<![\\d,])${String(value).replace('.', ',')}(?![\\d])`).test(digits);
  // The story's hours of the year and loose euro are not the hours asked nor the pay to value them on.
  const amounts = request.slots.amounts.filter(
    (a) => !(a.kind === 'hours' || a.kind === 'other') || said(a.value),
  );
  const slots = { ...request.slots, amounts };
  const hours = readExtraHours(asks);
  if (hours === undefined) delete slots.extraHours;
  else slots.extraHours = hours;
  return {
    intent: 'overtime_value',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'overtime_value'),
    slots,
  };
}

/** A request that opens with the TFR ("Quota TFR 2026", "TFR maturato nel 2026", "accantonamento TFR"). */
const OPENS_WITH_TFR =
  /^(?:(?:la |il |l')?(?:quota|accantonament\w*|importo|calcolo|rateo|ammontare)(?: annu\w*)? (?:del |di |dello )?)?tfr\b/;

function openingSubject(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'thirteenth_pro_rata') return {};
  const head = text.trim().split(/[,:;(?]/)[0] ?? '';
  if (!OPENS_WITH_TFR.test(head)) return {};
  return { intent: 'tfr', alsoAsked: request.alsoAsked.filter((i) => i !== 'tfr') };
}

const EXTRA_MONTH = /tredicesim|quattordicesim|\b1[34] ?(?:a|ª|esim\w*|ma)(?!\w)/;
const TFR_NAMED = /\btfr\b|\bliquidazion\w*|\btrattamento di fine rapporto\b/;

/**
 * 3. "Mi hanno pagato … i ratei di 13ª e 14ª. Ora … nell'ultima busta dovrebbe esserci il TFR. Quanto dovrebbe
 *    essere?": an asking sentence that names no subject asks about the one the sentence before it names; the
 *    extra months told earlier are what was paid (and part of the TFR's pay), not what is asked.
 */
function subjectBeforeQuestion(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'thirteenth_pro_rata') return {};
  const sentences = text.split(/(?<=[.;!?])\s+/).filter((s) => s.trim());
  const at = sentences.findLastIndex((s) => s.trim().endsWith('?'));
  const asks = sentences[at] ?? '';
  const before = sentences[at - 1] ?? '';
  if (at < 1 || EXTRA_MONTH.test(asks) || TFR_NAMED.test(asks) || !/\bquant/.test(asks)) return {};
  if (!TFR_NAMED.test(before) || EXTRA_MONTH.test(before)) return {};
  return { intent: 'tfr', alsoAsked: request.alsoAsked.filter((i) => i !== 'tfr') };
}

/** The period's gross pay with its extra months' ratei asked ("i 5 stipendi più i ratei di 13ª e 14ª"). */
export const GROSS_WITH_RATEI =
  /\b(?:stipend\w*|mensilit\w*|retribuzion\w* lord\w*|lordo)\b[^?]{0,60}\bratei\b|\bratei\b[^?]{0,80}\b(?:budget|in tutto|totale)\b|\bbudget\b[^?]{0,200}\bratei\b/;

const EACH_RATEO = /\b(?:ciascun|ogni|singol\w*) rateo\b|\bciascuno dei (?:due )?ratei\b/;

/**
 * 4. "assumiamo tre baristi … dal 1° giugno al 31 agosto: stipendi lordi e ratei di 13ª e 14ª, per uno e in
 *    totale?": the season's whole gross is asked (agents/season-gross.ts), not the extra months alone.
 */
function seasonGrossAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  const { hireDate, endDate, level } = request.slots;
  if (request.intent !== 'thirteenth_pro_rata' && request.intent !== 'monthly_payments') return {};
  if (!hireDate || !endDate || !level || !GROSS_WITH_RATEI.test(text) || /\bnett[oia]\b/.test(text))
    return {};
  // ("quanto viene ciascun rateo e quanto in totale?": the ratei's own total, not the period's gross.)
  if (EACH_RATEO.test(text)) return {};
  return { intent: 'employer_cost' };
}

export function storyAskedFigure(request: TypedRequest, text: string): Partial<TypedRequest> {
  const hour = askedExtraHour(request, text);
  if (hour.intent) return hour;
  const opening = openingSubject(request, text);
  if (opening.intent) return opening;
  const season = seasonGrossAsked(request, text);
  return season.intent ? season : subjectBeforeQuestion(request, text);
}
