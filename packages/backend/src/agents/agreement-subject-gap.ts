import { euro } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { leadingClause, rankedPassages } from './agreement-subject-stated.js';
import { type AgentAnswer, citeAgreementPassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { bandOfHoursAway, countedBandsTotal, paidBandVerdict } from './hour-bands.js';
import { missionDiaria } from './mission-diaria.js';

/**
 * Subjects an agreement rules that the knowledge base does not hold for any agreement: the "trasferta" (its
 * allowance, daily rate and refunds), meal vouchers, the mileage refund. Asked of an agreement ("nell'edilizia
 * come funziona la trasferta?", "CCNL Edilizia: indennità di trasferta quanto spetta?") they were answered with
 * another topic found by the words they share (the sickness "indennità") or with a list of every agreement: the
 * gap is named for the agreement asked instead, with no figure. Classification questions that only describe a
 * job with travel ("autista con trasferta: che livello?") are not these asks.
 */

interface Subject {
  /** The subject as the answer names it, with its "su" ("sulla trasferta"). */
  name: string;
  asked: RegExp;
  /** Answered only from an agreement's passages: where none states it, other routes answer (standby-allowance-gap.ts). */
  statedOnly?: boolean;
}

const SUBJECTS: readonly Subject[] = [
  {
    name: 'sulla trasferta (indennità, diaria e rimborsi)',
    asked:
      /\btrasfert\w*|\bdiaria\b|\bindennit\w* di (?:missione|viaggio)\b|\b(?:in|della|una|la|le|di) mission[ei]\b/,
  },
  { name: 'sui buoni pasto', asked: /\bbuon\w* pasto\b|\bticket restaurant\b/ },
  { name: 'sul rimborso chilometrico', asked: /\brimbors\w* (?:chilometric\w*|km|delle spese di viaggio)\b/ },
  // (Not a sick worker's "fasce di reperibilità": the sickness check's.)
  { name: 'sulla reperibilità', asked: /\breperibilit\w*(?![^.?]{0,30}\bmalatti)/, statedOnly: true },
];
const STANDBY = 3;

// "il minimo, senza contare le trasferte", "escluse le diarie", "a parte i buoni pasto": a subject set aside by
// the question is not the one it asks.
const SET_ASIDE =
  /\b(?:senza (?:contare|considerare|calcolare|includere|mettere)|non contando|esclus[oaie]|escludendo|tranne|eccetto|a parte|al netto (?:di|del\w*|dell')|lasciando (?:stare|perdere|fuori|da parte)|tralasciando|trascurando)\s+(?:(?:le|la|i|gli|il|lo|l'|sue|suoi|mie|miei)\s*)*(?:\S+\s+){0,2}?(?:trasfert|diari|buon\w* pasto|ticket|rimbors|indennit)\w*(?:\s+(?:e|o|ed)\s+(?:(?:le|la|i|gli|il)\s+)?\S+)?/g;

// "le trasferte le paga a parte", "trasferte escluse": the subject set aside after its name.
const SET_ASIDE_AFTER =
  /\b(?:le |la |i |gli )?(?:trasfert|diari|buon\w* pasto|ticket|rimbors)\w*(?: (?:le|la|li|gli|me|ce|ve) \w+)? (?:a parte|esclus[eiao]|fuori)\b/g;

// ("cosa mi spetta di trasferta?" asks what is paid for it: an amount too; "quanto tempo per i pasti?" asks a time.)
const AMOUNT_ASKED =
  /\bquant\w*\b(?! (?:tempo|minuti)\b)|\bimport\w*|\bindennit\w*|\bdiari\w*|\bpercentual\w*|\bcifr\w*|\bmisur\w*|\b(?:che )?cosa (?:mi |gli |le |ci |vi )?spett\w* di\b|\bcosa (?:mi |gli |le |ci )?dev\w*\b/;
const PRICED = /€|\beuro\b|\d %|\d%/;

const TERRITORIAL_NAMED =
  /\b(?:contratt\w*|accord\w*)(?: integrativ\w*)?(?: \w+)? (?:provincial\w*|territorial\w*)|\bintegrativ\w* (?:provincial\w*|territorial\w*)|\bcpl\b/;
// "ben oltre i limiti del nostro accordo provinciale": the provincial agreement named as the bound the site lies
// beyond tells where the trip starts, not the agreement asked; "il CCNL nazionale che diaria prevede?" asks the
// national one by name.
const TERRITORIAL_AS_BOUND =
  /\blimit\w*(?: territorial\w*)? (?:del|dell'|dello|(?:fissat|stabilit|previst)\w* dal(?:l'|lo|la)?) ?(?:\w+ )?(?:contratt\w*|accord\w*)(?: integrativ\w*)?(?: \w+)? (?:provincial\w*|territorial\w*)/g;
const NATIONAL_ASKED = /\b(?:ccnl|contratt\w*|accord\w*) (?:collettiv\w* )?nazional\w*/;
const territorialAskedIn = (text: string) =>
  !NATIONAL_ASKED.test(text) && TERRITORIAL_NAMED.test(text.replace(TERRITORIAL_AS_BOUND, ' '));

const TAX_ASK = /\besent\w*|\besenzion\w*|\btass\w*|\bfiscal\w*|\birpef\b|\bimponibil\w*|\bcontribut\w*/;
// A job described with its travel is classified, not asked about the travel.
const OTHER_ASK = /\blivell\w*|\binquadr\w*|\bmansion\w*|\bqualific\w*/;
// "e se lo impieghiamo su trasporti con trasferta (quindi C3)?": the travel tells the level whose pay is asked;
// "quanto spetta di trasferta al C3?" asks the allowance.
const LEVEL_CODE = /\b[a-h][1-9]s?\b/;
const TRAVEL_ASKED =
  /\b(?:quant\w*|spett\w*|importo|indennit\w*|diari[ae]|come funzion\w*|cifra|rimbors\w*|vale|pagat\w*)\b[^.?]{0,30}\btrasfert|\btrasfert\w*[^.?]{0,20}\b(?:quant\w*|spett\w*|vale|pag\w*)\b/;
const levelTold = (req: TypedRequest, asked: string) =>
  req.intent === 'minimum_pay' &&
  req.slots.level !== undefined &&
  LEVEL_CODE.test(asked) &&
  !TRAVEL_ASKED.test(asked);

// "e se era all'estero e stavo fuori 20 ore?" after a question on the trasferta: the same subject, with the hours
// or the territory this turn changes.
const GOES_ON = /^\s*(?:e|ed|invece|ma|mentre|se)\b/;
// ("e se il cantiere è nel paese dove abito?", "e se durasse due mesi?", "e se la lettera lo prevedeva?": the place,
// the length or the hiring letter of the same trip.)
const CHANGES_TRIP =
  /\bester[oi]\b|\binternazional\w*|\bfuori\b[^.?]{0,20}\b\d{1,2} ?ore\b|\b\d{1,2} ?ore fuori\b|\b(?:comune|paese|citt[aà]|residenz\w*|cantiere)\b|\bdove (?:abit|viv|risied)\w*|\b(?:durasse|dura|durata)\b[^.?]{0,20}\b(?:mes[ei]|settiman\w*)|\blettera di assunzione\b|\b(?:dorm\w*|pernott\w*|albergo|hotel|pranzo|cena|pasti)\b|\brientr\w* (?:a casa|in giornata)\b/;
const carriedSubject = (ctx: AgentContext, asked: string): Subject | undefined => {
  const earlier = ctx.history?.at(-1);
  if (!earlier || !GOES_ON.test(asked) || !CHANGES_TRIP.test(asked)) return undefined;
  return SUBJECTS.find((s) => s.asked.test(readable(earlier)));
};
// "la portiamo con noi tre settimane al mare: cosa le dobbiamo in più?": a trip told in the story, the extra pay
// for it asked, is the trip's rule (a domestic worker following the family, a worker sent elsewhere).
const TRIP_TOLD =
  /\btrasfert\w*|\b(?:portar\w*|seguir\w*|venir\w*|vien\w*|mandat\w*|mandan\w*)\b[^.?]{0,50}\b(?:in vacanza|al mare|in montagna|seconda casa|in un altro comune|in soggiorno|fuori sede)\b/;
const EXTRA_ASKED =
  /\bin pi[uù]\b|\bextra\b|\baggiuntiv\w*|\bsupplement\w*|\boltre (?:allo|alla|al) (?:stipendio|paga|retribuzione)\b/;
const tripExtraAsked = (ctx: AgentContext, asked: string): Subject | undefined =>
  EXTRA_ASKED.test(asked) && TRIP_TOLD.test(readable(ctx.message)) ? SUBJECTS[0] : undefined;
// "settimana di reperibilità di 6 giorni … Quanto mi spetta per quella settimana?": the stand-by told in the
// story, the ask pointing back to it with an amount.
const POINTS_BACK = /\bquell[aeio]\b|\bquei\b|\bquegli\b/;
const toldBefore = (ctx: AgentContext, asked: string): Subject | undefined => {
  const standby = SUBJECTS[STANDBY];
  return standby &&
    POINTS_BACK.test(asked) &&
    AMOUNT_ASKED.test(asked) &&
    standby.asked.test(readable(ctx.message))
    ? standby
    : undefined;
};
// "E il mio collega inquadrato B1, per la stessa settimana?" after a stand-by week: the same subject, another level.
const levelChanged = (ctx: AgentContext, asked: string): Subject | undefined => {
  const earlier = ctx.history?.at(-1);
  if (!earlier || !GOES_ON.test(asked) || !LEVEL_CODE.test(asked) || !/\bstess[aoie]\b/.test(asked))
    return undefined;
  const standby = SUBJECTS[STANDBY];
  return standby?.asked.test(readable(earlier)) ? standby : undefined;
};
// "in busta mi mettono 38 euro al giorno di trasferta. è giusto o mi devono di più?": the story's allowance paid,
// checked against the agreement.
const CHECK_ASKED =
  /\b(?:e|sia|sono|siano) giust\w*|\bcorrett\w*|\bregolar\w*|\b(?:devono|deve|spett\w*|dovrebbero) (?:\w+ )?di pi[uù]\b|\bmi (?:spett|dev)\w*\b/;
const paidChecked = (ctx: AgentContext, asked: string): Subject | undefined => {
  const travel = SUBJECTS[0];
  const whole = readable(ctx.message);
  return travel && CHECK_ASKED.test(asked) && travel.asked.test(whole) && PRICED.test(whole)
    ? travel
    : undefined;
};
// Abroad named ("all'estero", "viaggio internazionale"): the passage pricing work abroad goes first; else the others.
const ABROAD = /\bester[oi]\b|\binternazional\w*/;
// A trip abroad told by the country: the places the questions name.
const ABROAD_PLACE =
  /\ball'ester[oi]\b|\bin (?:messico|cina|francia|germania|spagna|svizzera|austria|belgio|olanda|romania|polonia|brasile|india|usa|america|inghilterra|marocco|tunisia|egitto|turchia)\b|\bnegli stati uniti\b|\bnel regno unito\b/;

/** The gap named for the agreement asked, or undefined when the question asks none of these subjects. */
export function agreementSubjectGap(
  ctx: AgentContext,
  req: TypedRequest,
  asked: string,
): AgentAnswer | undefined {
  if (['classification', 'comparison', 'agreement_not_covered'].includes(req.intent)) return undefined;
  // Only of an agreement (named or implied by the workplace); a tax question on the same subject ("i ticket
  // restaurant fino a che cifra sono esenti?") is the law's, not an agreement's.
  if (!req.slots.agreements.length || TAX_ASK.test(asked)) return undefined;
  // ("livello B1 … quale indennità di trasferta per il suo livello?": a level told, the allowance asked.)
  // ("autista B3 (con trasferte) quanto deve avere come minimo?": the travel describes the job whose pay is asked.)
  const levelGiven =
    req.slots.level !== undefined &&
    (TRAVEL_ASKED.test(asked) || /\bdiari[ae]\b/.test(asked)) &&
    !/\bminim[oi]\b|\bstipendi\w*|\bpaga base\b|\btabellar\w*/.test(asked);
  const otherLevel = levelChanged(ctx, asked);
  if (OTHER_ASK.test(asked) && !levelGiven && !otherLevel) return undefined;
  if (levelTold(req, asked) && !otherLevel) return undefined;
  const kept = asked.replace(SET_ASIDE, ' ').replace(SET_ASIDE_AFTER, ' ');
  const subject =
    SUBJECTS.find((s) => s.asked.test(kept)) ??
    otherLevel ??
    carriedSubject(ctx, kept) ??
    tripExtraAsked(ctx, kept) ??
    toldBefore(ctx, kept) ??
    paidChecked(ctx, kept);
  if (!subject) return undefined;
  // An agreement whose passages state the subject (the Logistica's travel allowance by hours away) answers from
  // them: the gap is only for the agreements that do not.
  // ("quanto è l'indennità di trasferta?": an amount asked needs a passage that prices the subject; Edilizia's
  // rule on the pay owed away, with no allowance in euro, leaves the allowance a gap.)
  const amount = AMOUNT_ASKED.test(kept);
  // ("trasferta in Messico: quanto?": a passage pricing trips in Italy does not price one abroad; "secondo il
  // contratto provinciale di Udine": the national passage is not the provincial agreement asked.)
  const abroadAsked = amount && (ABROAD.test(kept) || ABROAD_PLACE.test(readable(ctx.message)));
  const territorialAsked = territorialAskedIn(readable(ctx.message));
  const states = (t: string) =>
    subject.asked.test(readable(t)) &&
    (!amount || PRICED.test(t)) &&
    (!abroadAsked || ABROAD.test(readable(t))) &&
    !territorialAsked;
  const lacking = req.slots.agreements.filter(
    (id) => !ctx.kb.byCategory(id)?.passages.some((p) => states(p.text)),
  );
  if (!lacking.length) return statedSubject(ctx, req, subject, amount);
  if (subject.statedOnly) return undefined;
  const names = lacking
    .map((id) => ctx.kb.byCategory(id)?.short_name)
    .filter((n): n is string => n !== undefined);
  if (!names.length) return undefined;
  const where = `del ${names.join(' e del ')}`;
  // "secondo il contratto provinciale edile di Udine": the territorial agreement asked is named in the gap too.
  const territorial = territorialAsked
    ? ' Neanche il contratto provinciale o territoriale che citi è nella base di conoscenza: i contratti integrativi provinciali sono fuori dal perimetro nazionale raccolto, e ne fissano gli importi per la provincia.'
    : '';
  return compose({
    answer: `${bold(`La regola ${where} ${subject.name} non è nella base di conoscenza`)}: le fonti che consulto non ne riportano la disciplina né gli importi, quindi non posso darti una cifra.${territorial}`,
    steps: [
      `Le regole ${subject.name} le fissano il testo del contratto collettivo applicato e gli accordi aziendali o territoriali: verificale lì o chiedi al consulente del lavoro.`,
    ],
    citations: [],
    related: [
      `Quali sono i minimi retributivi per livello nel ${names[0]}?`,
      `Quanto dura il preavviso nel ${names[0]}?`,
    ],
  });
}

/** The agreement's own passages on the subject, quoted with their source, the gap's place taken. */
function statedSubject(
  ctx: AgentContext,
  req: TypedRequest,
  subject: Subject,
  amount: boolean,
): AgentAnswer | undefined {
  const ccnl = ctx.kb.byCategory(req.slots.agreements[0] ?? -1);
  if (!ccnl || req.slots.agreements.length > 1) return undefined;
  const abroad = ABROAD.test(readable(ctx.message));
  // Abroad named or not, the passage on that place first; an amount asked, the one in euro; then the words shared.
  const stated = rankedPassages(
    ccnl.passages.filter((p) => subject.asked.test(readable(p.text))),
    ctx.message,
    { amount, abroad, isAbroad: (t) => ABROAD.test(readable(t)) },
  );
  const [first, ...rest] = stated;
  if (!first) return undefined;
  // "e se nella lettera era previsto?": the clause of the passage that answers it opens, the passage follows.
  const clause = leadingClause(first.text, ctx.message);
  // "fuori casa 14 ore": the band of hours away the passage prices opens (hour-bands.ts).
  const band = bandOfHoursAway(first.text, readable(ctx.message));
  // "in busta mi mettono 38 euro al giorno": the figure paid against the band's (hour-bands.ts).
  const paid = band ? paidBandVerdict(readable(ctx.message), band) : undefined;
  const verdict = !band || !paid ? '' : paidVerdictLine(paid, band.label);
  // "3 trasferte da 14 ore e 2 da 20 ore: quanto in tutto?": each trip at its band, summed.
  const counted = countedBandsTotal(first.text, readable(ctx.message));
  // "quota giornaliera di 80 €: quanto di diaria?": a diaria set as a multiple of the daily pay, worked out.
  const mission = counted || band ? undefined : missionDiaria(first.text, ctx.message, ctx.history?.at(-1));
  // "quanto mi spetta al giorno di trasferta?" of an agreement whose passage leaves the measure to the provincial
  // agreements (Edilizia), no province told: the national rule, then the province asked.
  const provincial =
    amount &&
    !counted &&
    !band &&
    !mission &&
    !req.slots.province &&
    /\bprovincial\w*/.test(readable(first.text));
  const items = /\btrasport\w*/.test(readable(ctx.message))
    ? "dell'indennità di trasferta e di quella di trasporto"
    : "dell'indennità di trasferta";
  const ask = provincial
    ? `Gli importi ${items} li fissano i contratti integrativi provinciali: ${bold("in quale provincia ha sede l'impresa (e dove si trova il cantiere)?")} Con la provincia si legge la misura giornaliera nell'accordo provinciale o presso la Cassa Edile.`
    : '';
  const trips = counted?.parts
    .map(
      (p) =>
        `${p.count} ${p.count === 1 ? 'trasferta' : 'trasferte'} ${p.hours.startsWith('da ') ? p.hours : `da ${p.hours}`}`,
    )
    .join(' e ');
  return compose({
    answer: counted
      ? `Nel ${ccnl.short_name}, per ${trips} spettano in tutto ${bold(euro(counted.total))} di indennità di trasferta: ${first.text}`
      : band
        ? `${verdict}Nel ${ccnl.short_name}, per ${band.hours} ore fuori sede spetta ${bold(band.amount)} (fascia ${band.label}): ${first.text}`
        : mission
          ? `Nel ${ccnl.short_name}: ${mission.join('\n')}`
          : clause
            ? `Nel ${ccnl.short_name}: ${clause}.${ask ? `\n\n${ask}` : ''}`
            : `Nel ${ccnl.short_name}: ${first.text}${ask ? `\n\n${ask}` : ''}`,
    steps: [
      ...((clause || mission) && !counted && !band ? [first.text] : []),
      ...(counted
        ? counted.parts.map(
            (p) =>
              `${p.count} × ${euro(p.amount)} (${p.hours.startsWith('da ') ? '' : `${p.hours}, `}fascia ${p.label}) = ${euro(Math.round(p.count * p.amount * 100) / 100)}`,
          )
        : []),
      ...rest.map((p) => p.text),
    ],
    assumptions: [
      `Le fonti lette riportano la regola ${subject.name} come sopra: accordi aziendali o territoriali possono cambiarne la misura, da verificare sul testo del contratto applicato.`,
    ],
    citations: stated.map((p) => citeAgreementPassage(ccnl, p)),
    related: [
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
      `Quanto dura il preavviso nel ${ccnl.short_name}?`,
    ],
  });
}

/** "No: ti pagano 38,00 € al giorno, ne mancano 5,16 €", or "Sì" when the figure paid reaches the band's. */
function paidVerdictLine(paid: { paid: number; due: number; short: number }, label: string): string {
  if (paid.short <= 0)
    return `${bold('Sì')}: ${euro(paid.paid)} al giorno non sono meno dei ${euro(paid.due)} della fascia ${label}. `;
  return `${bold('No')}: ti pagano ${euro(paid.paid)} al giorno, ma per la fascia ${label} il contratto prevede ${euro(paid.due)}: ${bold(`mancano ${euro(paid.short)} al giorno`)}, salvo un accordo aziendale che fissi una misura forfettaria diversa. `;
}
