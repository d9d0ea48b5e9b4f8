import type { Intent, TypedRequest } from './request.js';

/**
 * Session 35 (fixs35a): the figure asked at the end of a story, or in a follow-up, is the figure answered.
 *
 * 1. "Ho un barista al 4° livello … gli do 80 euro di superminimo e a luglio gli ho pagato la quattordicesima.
 *    Adesso qual è il minimo tabellare mensile (paga base più contingenza) del 4° livello?", "ha due scatti e un
 *    superminimo di 50 euro … mi serve solo la paga base conglobata mensile: quanto è?": the asking sentence
 *    names the table's minimum and nothing else; the extra months, the increments, the superminimo and the
 *    bonus told before are background, neither the subject nor items to add.
 * 2. "E se lo assumo part-time a 20 ore settimanali quanto viene?" after a level's minimum: "quanto viene" asks
 *    the same figure for the new case, not the employer's cost, unless the turn names a cost.
 * 3. "Ho sentito che a dicembre cambia qualcosa, da quando e di quanto sale?" after a level's minimum: a turn that
 *    names no subject and asks a change of the figure is a follow-up of it (`asksChangeOfFigure`).
 * Runs on the folded text.
 */

// A subject named outright scores at least this (the reader's OUTRIGHT).
const OUTRIGHT = 3;
// The least story before the asking sentence (a dozen words).
const STORY_CHARS = 60;

/** The table's minimum named outright in the asking sentence. */
const TABLE_MINIMUM =
  /\bminim[oi] (?:(?:mensil\w*|lord\w*|contrattual\w*|retributiv\w*|conglobat\w*) )*(?:tabellar\w*|contrattual\w*|retributiv\w*|mensil\w*|lord\w*|conglobat\w*|del (?:\d|livell|suo|mio|[a-h][1-9]\b))|\btabellar\w*|\bpaga base\b|\bstipendio base\b|\bretribuzione (?:base|tabellar\w*)/;
/**
 * Anything else the sentence asks beside the minimum, which keeps its own reading ("quanto le spetta per ciascuna
 * ora supplementare, calcolata sul minimo tabellare?": the hour's value, the minimum its base).
 */
const OTHER_FIGURE =
  /\bnett\w*|supplementar\w*|\b(?:calcolat[oaie]|calcolando|calcolar\w*) (?:sul|sulla base del|in base al|partendo dal) minim\w*|\brate[oi]\b|\bore\b|\bin tasca\b|\bscatt\w*|superminim\w*|\bin tutto\b|\bcompres\w*|\bcomplessiv\w*|tredicesim\w*|quattordicesim\w*|\baument\w*|\btranche\b|\brinnov\w*|\barretrat\w*|part.?time|riproporzion\w*|\borari\w*|\bl'ora\b|\ball'ora\b|\bral\b|\bannu\w*|\ball'anno\b|\bin un anno\b|\bper anno\b|\bcost\w*|apprendist\w*|straordinar\w*|\bdifferenz\w*|\bconfront\w*/;
/** Subjects a story's side words make (the 14th paid in July, the net, the increments). */
const STORY_SUBJECTS: ReadonlySet<Intent> = new Set([
  'minimum_pay',
  'thirteenth_pro_rata',
  'monthly_payments',
  'gross_to_net',
  'seniority',
]);

/** A payroll rule named in the asking sentence itself: the rule stays what is asked. */
const RULE_ASKED =
  /\bcontribut|\binps\b|\birpef\b|\btass[ae]\b|\bimpost|\btrattenut|\bdetrazion|\bcuneo\b|\baddizional|\bimponibil|\baliquot/;

/** The last sentence with a question mark, colon included. */
function askingSentence(text: string): string {
  return (
    text
      .split(/(?<=[.?!])\s+/)
      .filter((s) => s.includes('?'))
      .at(-1) ?? ''
  );
}

/** Whether the message ends by asking the table's minimum alone, after a story (case 1). */
export function asksTableMinimumAtEnd(text: string): boolean {
  // The whole sentence, colon included: "devo liquidare i ratei di 13ª e 14ª: a quanto ammontano sui minimi?".
  const ask = askingSentence(text);
  if (!ask || text.length - ask.length < STORY_CHARS) return false;
  return TABLE_MINIMUM.test(ask) && !OTHER_FIGURE.test(ask);
}

/** The table's minimum asked at the end of a story: the minimum, with the story's pay items left out. */
export function tableMinimumAtEnd(request: TypedRequest, text: string): Partial<TypedRequest> {
  // ("… e poi c'è la storia dei contributi che non ho capito. Adesso vi chiedo solo una cosa: con il livello B,
  // quanto è il minimo mensile?": the contributions told in the story, the minimum asked at the end.)
  const ruleTold = request.intent === 'payroll_rules' && !RULE_ASKED.test(askingSentence(text));
  if ((!STORY_SUBJECTS.has(request.intent) && !ruleTold) || !asksTableMinimumAtEnd(text)) return {};
  const { seniorityIncrements: _increments, ...slots } = request.slots;
  return {
    intent: 'minimum_pay',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'minimum_pay' && !STORY_SUBJECTS.has(i)),
    slots: { ...slots, amounts: slots.amounts.filter((a) => a.kind !== 'superminimo') },
  };
}

/** "quanto viene", "quanto verrebbe", "quanto gli viene": the figure asked again, with no cost named. */
const SAME_FIGURE = /\bquanto (?:gli |le )?(?:viene|verrebbe|vengono|verrebbero|fa|farebbe)\b/;
const COST_NAMED =
  /\bcost\w*|\bspend\w*|\boner\w*|\bcontribut\w*|\bdatore\b|\baziend\w*|\btfr\b|\bin tutto\b|\b(?:mi|ci) (?:viene|verrebbe)\b/;
/** Figures of one worker's pay the conversation may have asked. */
const PAY_FIGURES: ReadonlySet<Intent> = new Set(['minimum_pay', 'part_time', 'gross_to_net', 'hourly_rate']);

/** Case 2: the conversation's figure asked again for a worker hired on other terms, not the employer's cost. */
export function sameFigureForHire(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (intent !== 'employer_cost' || !PAY_FIGURES.has(previous)) return undefined;
  return SAME_FIGURE.test(text) && !COST_NAMED.test(text) ? previous : undefined;
}

/** A change of the figure asked with no subject named ("cambia qualcosa?", "di quanto sale?"). */
// ("mi pare che a dicembre cambi qualcosa, giusto? di quanto?": the subjunctive, and "di quanto?" alone.)
const CHANGE_ASKED =
  /\bcambi(?:a|era|erebbe)? (?:qualcosa|qualcos'altro)\b|\bdi quanto (?:\w+ )?(?:sal(?:e|ira)|aument\w*|cresc\w*)\s*\?/;

/** Case 3: a turn naming neither subject nor agreement that asks how the conversation's figure changes. */
export function asksChangeOfFigure(
  text: string,
  own: { strength: number; slots: { agreements: number[] } },
): boolean {
  return own.strength < OUTRIGHT && !own.slots.agreements.length && CHANGE_ASKED.test(text);
}

/** Leave, holidays, sickness: subjects a story names in passing ("ha fatto 16 ore di permesso studio"). */
const PASSING_TOPICS: ReadonlySet<Intent> = new Set([
  'leave',
  'holidays',
  'rol_ex_festivita',
  'sickness_injury',
]);
/** The asking sentence asks a month's pay: "quanto deve avere come retribuzione lorda mensile?". */
const MONTH_PAY_ASKED =
  /\bquanto\b[^?]*\b(?:(?:come|di|la|sua|il suo) (?:retribuzion\w*|stipendi\w*|paga)\b|lord[oiae] (?:mensil\w*|al mese))|\b(?:retribuzion\w*|stipendi\w*|paga) (?:lord\w* )?(?:mensil\w*|contrattual\w*)\b[^?]*\?/;
/** The same sentence naming the passing subject or a figure of it. */
const PASSING_NAMED =
  /\bintegr\w*|\binps\b|\bindennit\w*|\bferi\w*|\bpermess\w*|\bconged\w*|\bmalatti\w*|\binfortun\w*|\brol\b|\bex.?festivit\w*|\bstudio\b|\blutto\b|\bore\b|\bgiorn\w*|\bcomporto\b/;

/**
 * 4. "un apprendista … quest'anno ha fatto 16 ore di permesso studio … A novembre 2026 quanto deve avere Luca come
 *    retribuzione lorda mensile contrattuale?": the leave is the story; the asking sentence asks the month's pay,
 *    which for an apprentice is the apprenticeship's share of the arrival level's minimum.
 */
export function monthPayAtEnd(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (!PASSING_TOPICS.has(request.intent)) return {};
  const ask =
    text
      .split(/(?<=[.?!])\s+/)
      .filter((s) => s.includes('?'))
      .at(-1) ?? '';
  if (!ask || text.length - ask.length < STORY_CHARS) return {};
  if (!MONTH_PAY_ASKED.test(ask) || PASSING_NAMED.test(ask)) return {};
  const intent: Intent = /\bapprendist\w*/.test(text) ? 'apprenticeship' : 'minimum_pay';
  return { intent, alsoAsked: request.alsoAsked.filter((i) => i !== intent && !PASSING_TOPICS.has(i)) };
}
