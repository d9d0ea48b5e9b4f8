import { countValue } from './numbers.js';
import type { Intent, TypedRequest } from './request.js';

/**
 * What employees and families ask the main agent about their contract, in the words the base rules read as
 * another subject (measured on eval/questions/89-real-topics.json): an apprenticeship's share or length
 * asked with a job or a pay word around it, who pays a 13th or 14th month and whether it is due, and the
 * service length said as a hire "N anni fa". Runs on the folded text, after the other refinements.
 */

/** The length of an apprenticeship asked: "quanto dura", "per quanti anni resterò apprendista". */
const LENGTH_ASKED =
  /quanto (?:dura|durera|tempo)|\bdurata\b|per quant\w* (?:anni|mesi)|quant\w* (?:anni|mesi) (?:dura|resto|restero|rimango|rimarro|devo)|(?:resto|restero|rimango|rimarro|resta|restera) apprendist|prima di (?:essere|venire|passare) (?:inquadrat|confermat|qualificat|assunt)/;
/** Its pay asked as a share of the final level's minimum. */
const SHARE_ASKED = /percentual|\bin percentuale\b|che (?:quota|parte) (?:del|dello|della)|\d+ ?%/;

/** The notice's length asked, with the TFR only named in the story. */
const NOTICE_ASKED =
  /quant\w* (?:giorni|settimane|mesi) di preavviso|quanto preavviso|preavviso\b[^?.:;]{0,30}\b(?:devo|deve|dobbiamo|spetta|serve)\b/;

/** A 13th or 14th month, or the count of monthly payments. */
const EXTRA_MONTH = /tredicesim|quattordicesim|gratifica natalizia|\b1[34](?:a|ª|esima)(?!\w)|mensilit/;
/** Who pays it, whether it is due, when it comes: the agreement's rule, not an amount to compute. */
const WHO_WHEN =
  /\bchi (?:la |le |me la |ce la |gliela )?pag\w*|\b(?:me |te |ce |gliela |glie )?la pag\w* (?:la ditta|l'azienda|il datore|la cassa|l'impresa)|cassa edile|\bce l'(?:ho|hai|ha|abbiamo|hanno)\b|\b(?:ho|hai|ha|abbiamo|hanno) diritto\b|\bmi spett\w*|quando (?:arriva|arrivano|me la|la (?:pagano|danno|versano)|viene (?:pagat|erogat|versat))|quant\w* mensilit|non (?:la |me la |gliela )(?:danno|pagano|prende)/;
/** Subjects a 13th or 14th month's question is read as when a pay verb or the previous turn's topic wins. */
const EXTRA_MONTH_OVERRIDES: ReadonlySet<Intent> = new Set([
  'minimum_pay',
  'working_hours',
  'holidays',
  'rol_ex_festivita',
  'thirteenth_pro_rata',
]);

/** "assunta un anno fa", "abbiamo assunto la badante 3 anni fa": the service length as the time since hiring. */
const HIRED_AGO =
  /\bassunt\w*\b[^.,;:?]{0,40}? (?:esattamente |circa |quasi |ormai |gia )?(\d{1,2}|un|uno|una|[a-z]{3,12}) (anni|anno|mesi|mese) fa\b/;

function to(request: TypedRequest, intent: Intent): TypedRequest {
  return { ...request, intent, alsoAsked: request.alsoAsked.filter((i) => i !== intent) };
}

function hiredAgo(text: string): number | undefined {
  const match = HIRED_AGO.exec(text);
  if (!match) return undefined;
  const raw = match[1] ?? '';
  const n = countValue(raw);
  if (n === undefined) return undefined;
  return match[2]?.startsWith('mes') ? n / 12 : n;
}

/** The reading with the contract subjects these phrasings ask. */
export function readContractTopics(request: TypedRequest, text: string): TypedRequest {
  let out = request;
  const { intent, slots } = request;
  if (slots.seniorityYears === undefined) {
    const years = hiredAgo(text);
    if (years !== undefined) out = { ...out, slots: { ...out.slots, seniorityYears: years } };
  }
  // "senza farmi trattenere niente dalla liquidazione: quanti giorni di preavviso?": the notice is asked.
  if (intent === 'tfr' && NOTICE_ASKED.test(text)) return to(out, 'notice');
  if (/apprendist/.test(text)) {
    // "mi vogliono assumere come apprendista autista, quanto dura?": the length, not the job's level.
    if (intent === 'classification' && LENGTH_ASKED.test(text)) return to(out, 'apprenticeship');
    // "quale percentuale del minimo gli spetta al 18° mese?": the share, not the level's minimum.
    if (
      (intent === 'minimum_pay' || intent === 'hourly_rate') &&
      !slots.amounts.length &&
      (SHARE_ASKED.test(text) || LENGTH_ASKED.test(text))
    )
      return to(out, 'apprenticeship');
  }
  if (
    EXTRA_MONTH.test(text) &&
    WHO_WHEN.test(text) &&
    EXTRA_MONTH_OVERRIDES.has(intent) &&
    // "quanta tredicesima mi spetta se mi licenzio?", "quale rateo di tredicesima mi spetta?" ask an amount,
    // which stays a calculation.
    !(
      intent === 'thirteenth_pro_rata' &&
      /\bquant[oaie]\b(?! mensilit)|\brate[oi]\b|\bimport[oi]\b|\bproporzion/.test(text)
    ) &&
    !slots.amounts.length &&
    slots.monthsWorked === undefined &&
    slots.hireDate === undefined &&
    slots.endDate === undefined
  )
    return to(out, 'monthly_payments');
  return out;
}
