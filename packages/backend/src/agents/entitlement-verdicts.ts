import { italianDate, MONTHS, uncapitalise } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { RuleClaim } from '../reader/rule-claim.js';
import { namesMonthComponent } from './extra-month-components.js';
import type { Verdict, VerdictWord } from './rule-claim-verdicts.js';

/**
 * Session 26: verdicts on whether something is due at all, said by an employer or asked of a category ("il
 * titolare dice che i ROL nel nostro contratto non esistono", "la tredicesima non la paga lui ma la cassa edile",
 * "la quattordicesima mi spetta o è solo per le guardie giurate?"), each read on the agreement's own rule. As in
 * rule-claim-verdicts.ts, nothing is returned when the rule does not decide the claim.
 */

const fold = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

const ROL = /\brol\b|\bpermess\w* retribuit\w*|\briduzion\w* (?:d'|dell')?orario\b/;
// "non esistono", "non ci sono", "ho solo le ferie": the permits denied altogether, not in a case told.
const DENIED_ALTOGETHER =
  /\bnon (?:esist\w*|ci sono|c'e|ce ne sono|sono previst\w*|(?:li |le |ne )?prevede|(?:ne )?(?:ho|hai|abbiamo|avete|hanno) diritto)\b|\bsolo (?:le )?(?:ferie|ex festivita)\b|\bniente (?:rol|permess\w*)\b/;
// A case of its own (new hires, probation, part-time, sickness…) has its own verdicts or none.
const A_CASE =
  /\bprimi\b|\bnuovi assunti\b|\bappena\b|\bprova\b|\bapprendist|\bpart[- ]?time\b|\bmalatt|\bmaternit|\bdimission|\bdeterminato\b|\bstagional/;

/** "il titolare dice che i permessi retribuiti (ROL) nel nostro contratto non esistono": the agreement's hours. */
export function rolExistVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  const fact = ccnl?.rol_ex_festivita;
  if (!ccnl || !fact || !ROL.test(claim.clause) || !DENIED_ALTOGETHER.test(claim.clause)) return undefined;
  if (A_CASE.test(claim.clause)) return undefined;
  const general = (fact.rol_hours ?? []).filter((b) => !b.workplace);
  // Hours by the firm's size (Commercio: 56 up to 15 employees, 72 above): the row of the size the story gives.
  const size = Number(
    /\b(\d{1,4}) (?:dipendenti|addetti|lavoratori|persone)\b/.exec(claim.text)?.[1] ?? Number.NaN,
  );
  const sized = general.filter(
    (b) => (b.min_employees ?? 0) <= size && size <= (b.max_employees ?? Number.POSITIVE_INFINITY),
  );
  const rows = general.length === 1 ? general : sized;
  const rol = rows.length === 1 ? rows[0]?.hours : undefined;
  const ex = fact.ex_festivita_hours;
  if (rol === undefined || !ex) return undefined;
  const ramp = fact.rol_by_seniority;
  const graded = ramp
    ? `; per chi è assunto dal ${italianDate(ramp.hired_from)} i ROL maturano per gradi con l'anzianità`
    : '';
  const article = fact.article ? ` (${fact.article})` : '';
  return {
    word: 'No',
    reason: `nel ${ccnl.short_name} i permessi retribuiti ci sono, oltre alle ferie: ${rol} ore l'anno di ROL${general.length > 1 ? ` (azienda di ${size} dipendenti)` : ''} e ${ex} ore di ex festività, in tutto **${rol + ex} ore**${article}${graded}.`,
  };
}

const CHRISTMAS = /tredicesim|\b13 ?(?:a|esim\w*|ma)\b|gratifica natalizia/;
const CASSA_EDILE = /\bcassa edile\b/;
const CASSA_DENIED = /\bnon (?:\S+ ){0,3}(?:dalla |la )?cassa edile\b/;
const BUILDING_WORKER =
  /\boperai[oe]?\b|\bmurator\w*|\bmanoval\w*|\bcarpentier\w*|\bcapocantier\w*|\bgruist\w*/;
const CLERK = /\bimpiegat\w*/;
const POINTED_BACK = /\b(?:pagarl[ae]|versarl[ae]|l[ae] pag\w*|gliel[ae] pag\w*)/;

/**
 * "il titolare dice che la tredicesima non gliela paga lui ma arriva dalla cassa edile": the building agreement's
 * Christmas bonus of manual workers is set aside with the Cassa Edile and paid by it; clerks' by the firm.
 */
export function cassaEdileMonthVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  // "non vedo la tredicesima. Il capo dice che non è lui a pagarla ma la cassa edile": the bonus named before the
  // claim and pointed back at by its pronoun.
  const named =
    CHRISTMAS.test(claim.clause) || (CHRISTMAS.test(claim.text) && POINTED_BACK.test(claim.clause));
  if (!ccnl || !CASSA_EDILE.test(claim.clause) || !named) return undefined;
  const parts = (ccnl.monthly_payments.text ?? '').split(/;\s*/);
  const workers = parts.find((p) => /\boperai\b/.test(p) && /cassa edile/i.test(p));
  const clerks = parts.find((p) => /\bimpiegati\b/.test(p) && /impresa|datore/.test(p));
  if (!workers) return undefined;
  const worker = BUILDING_WORKER.test(claim.text);
  const clerk = CLERK.test(claim.text);
  if (worker === clerk) return undefined;
  const cassaPays = !CASSA_DENIED.test(claim.clause);
  const word: VerdictWord = cassaPays === worker ? 'Sì' : 'No';
  // "e quanto è questa percentuale?": the whole set-aside in bold, not only the bonus's own share.
  const rule = /\bpercentual/.test(claim.text)
    ? (worker ? workers : (clerks ?? '')).replace(/\bin tutto il (\d+(?:,\d+)?%)/, 'in tutto il **$1**')
    : (worker ? workers : (clerks ?? '')).replace(/\((\d+(?:,\d+)?%)\)/, '(**$1**)');
  if (!rule) return undefined;
  const who = worker
    ? "la tredicesima degli operai (gratifica natalizia) non la paga l'impresa in busta ma la Cassa Edile, con le quote che l'impresa le versa ogni mese"
    : "la tredicesima degli impiegati la paga l'impresa in busta; è quella degli operai che passa dalla Cassa Edile";
  return { word, reason: `nel ${ccnl.short_name} ${who}: ${rule}.` };
}

const EXTRA_MONTHS: readonly [RegExp, string][] = [
  [CHRISTMAS, 'tredicesima'],
  [/quattordicesim|\b14 ?(?:a|esim\w*|ma)\b/, 'quattordicesima'],
];
const SINCE =
  /\bdal (\d{1,2})°? (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) (20\d\d)\b/;
/** The ISO day of a SINCE match ("dal 1° gennaio 2025" → 2025-01-01). */
const isoOf = (date: RegExpExecArray): string =>
  `${date[3]}-${String(MONTHS.indexOf(date[2] ?? '') + 1).padStart(2, '0')}-${String(date[1]).padStart(2, '0')}`;
const GENERIC = new Set(['servizi', 'lavoratori', 'dipendenti', 'personale', 'addetti', 'operatori']);

/**
 * "la quattordicesima mi spetta o è solo per le guardie giurate?": the agreement's sentence that extends an extra
 * month to a category ("Dal 1° gennaio 2024 anche gli operatori dei servizi di sicurezza (ex fiduciari) hanno la
 * quattordicesima"), when the asker names that category: due from that date.
 */
export function extendedExtraMonthVerdict(
  claim: RuleClaim,
  ccnl: Ccnl | undefined,
  today: string,
): Verdict | undefined {
  const payment = EXTRA_MONTHS.find(([pattern]) => pattern.test(claim.clause))?.[1];
  if (!ccnl || !payment) return undefined;
  const sentences = (ccnl.monthly_payments.text ?? '').split(/(?<=\.)\s+(?=\p{Lu})/u);
  const sentence = sentences.find(
    (s) => /\banche\b/i.test(s) && fold(s).includes(payment) && SINCE.test(fold(s)),
  );
  const folded = sentence ? fold(sentence) : '';
  const subject = /\banche (.+?) (?:hanno|ha|spetta|ricevono|matura)/.exec(folded)?.[1] ?? '';
  const names = (subject.match(/\p{L}{6,}/gu) ?? []).filter((w) => !GENERIC.has(w)).map((w) => w.slice(0, 7));
  if (!sentence || !names.some((n) => claim.text.includes(n))) return undefined;
  const date = SINCE.exec(folded);
  if (!date) return undefined;
  const iso = isoOf(date);
  const said = uncapitalise(sentence).replace(/\.$/, '');
  return {
    // ("è vero che non mi spetta?": the denial is what is weighed.)
    word: iso <= today !== claim.negated ? 'Sì' : 'No',
    reason: `nel ${ccnl.short_name} ${said.replace(/^dal (.+?) anche/, '**dal $1** anche')}.`,
  };
}

// "c'è", "esiste", "spetta", "ci danno": the extra month said to exist, not a case or an amount.
const EXISTS =
  /\bc'e\b|\bce\b|\besist\w*|\bspett\w*|\bprevist\w*|\bintrodott\w*|\b(?:ci |mi )?(?:danno|pagano)\b/;
const A_GROUP = /\bsolo (?:per|a|ai|agli|alle)\b|\bapprendist|\bpart[- ]?time\b|\bdetermin/;

/**
 * "pagano la quattordicesima intera come il commercio, giusto?": an agreement whose fourteenth is half a month
 * (Cooperative sociali from 2025) makes the whole month claimed wrong, whatever else the claim says.
 */
function wholeOfHalfVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  const said = `${claim.clause} ${claim.asking}`;
  if (!ccnl || claim.negated || !FOURTEENTH.test(said) || !WHOLE.test(said)) return undefined;
  const text = ccnl.monthly_payments.text ?? '';
  const half = /una quattordicesima pari a metà \(50%\) della retribuzione mensile([^;]*)/.exec(text);
  if (!half) return undefined;
  const dated = SINCE.exec(fold(text).slice(Math.max(0, half.index - 40), half.index));
  const article = ccnl.monthly_payments.article ? ` (${ccnl.monthly_payments.article})` : '';
  return {
    word: 'No',
    reason: `nel ${ccnl.short_name} la quattordicesima${dated ? ` (dal ${dated[1]}° ${dated[2]} ${dated[3]})` : ''} non è una mensilità intera: è pari a **metà (50%) della retribuzione mensile**${(half[1] ?? '').replace(/,\s*$/, '')}${article}.`,
  };
}

/**
 * "una collega sostiene che da poco c'è anche una specie di quattordicesima: è vero?": the agreement's sentence that
 * brought the extra month in from a date ("dal 1° gennaio 2025, una quattordicesima pari a metà …"), in force
 * today.
 */
export function newExtraMonthVerdict(
  claim: RuleClaim,
  ccnl: Ccnl | undefined,
  today: string,
): Verdict | undefined {
  const whole = wholeOfHalfVerdict(claim, ccnl);
  if (whole) return whole;
  const payment = EXTRA_MONTHS.find(([pattern]) => pattern.test(claim.clause))?.[1];
  if (!ccnl || !payment || claim.negated || !EXISTS.test(claim.clause) || A_GROUP.test(claim.clause))
    return undefined;
  const text = ccnl.monthly_payments.text ?? '';
  const at = fold(text).indexOf(`una ${payment}`);
  if (at < 0) return undefined;
  const date = SINCE.exec(fold(text).slice(Math.max(0, at - 40), at));
  if (!date) return undefined;
  const iso = isoOf(date);
  if (iso > today) return undefined;
  // (Its share and month follow in the answer's own opening.)
  const article = ccnl.monthly_payments.article ? ` (${ccnl.monthly_payments.article})` : '';
  return {
    word: 'Sì',
    reason: `nel ${ccnl.short_name} la ${payment} spetta **dal ${date[1]}° ${date[2]} ${date[3]}**${article}.`,
  };
}

const HOLIDAY = /\bfestivit|\bnatale\b|\bsanto stefano\b|\bcapodanno\b|\bferragosto\b|\bpasquetta\b/;
const NOT_A_WORKDAY =
  /\bnon (?:\S+ ){0,2}(?:lavora\w*|viene|vengo|c'e|e di turno)\b|\bnon cad\w* nei (?:suoi|miei) giorni\b|\bgiorn\w* (?:di riposo|liber\w*|non lavorativ\w*)\b|\bnon (?:e|sono) (?:un |dei )?(?:suo|suoi|mio|miei) giorn/;
// "devo pagargliele?", "vanno pagate?", "mi spettano lo stesso?": the asker's own question is whether they are paid.
const ASKS_PAID =
  /\b(?:devo|dobbiamo|deve|devono) (?:pagar|dar|retribuir)\w*|\bvanno (?:pagat|retribuit)\w*|\b(?:mi |le |gli )?spett\w*|\b(?:sono|vengono) (?:pagat|retribuit)\w*/;

/**
 * "la colf viene lunedì e giovedì; Natale cade di venerdì: devo pagarglielo anche se non lavora quel giorno?": the
 * agreement's rule that its public holidays are paid even when they fall on a day not worked.
 */
export function holidayOnRestDayVerdict(claim: RuleClaim, ccnl: Ccnl | undefined): Verdict | undefined {
  if (!ccnl || !HOLIDAY.test(claim.text) || !NOT_A_WORKDAY.test(claim.text)) return undefined;
  const texts = [ccnl.rol_ex_festivita?.text, ccnl.hourly_divisor?.text, ccnl.holidays.text].map(
    (t) => t ?? '',
  );
  const rule = texts
    .flatMap((t) => t.split(/;\s*|\.\s+/))
    .find((s) => /festivit/i.test(s) && /\banche se\b/.test(s));
  const hourly = texts
    .flatMap((t) => t.split(/;\s*|\.\s+/))
    .find((s) => /per chi è pagato a ore/.test(s) && /anche se/.test(s));
  if (!rule) return undefined;
  const asked = ASKS_PAID.test(claim.asking);
  // ("12 festività retribuite, pagate anche se non cadono in un giorno di lavoro", not the medical permits after it.)
  const rest = (/\d+ festivit.*?anche se [^,;]*/.exec(rule)?.[0] ?? rule).trim();
  const byHour = hourly && /\b(?:a ore|ad ore|oraria|all'ora)\b/.test(claim.text) ? `; ${hourly.trim()}` : '';
  return {
    // The asker's "devo pagarle?" is answered; a denial told and weighed ("non le devo niente, è vero?") is not so.
    word: asked || !claim.negated ? 'Sì' : 'No',
    reason: `nel ${ccnl.short_name} le festività si pagano **anche se cadono in un giorno in cui non si lavora**: ${rest}${byHour}.`,
  };
}

// "devo pagarle anche la quattordicesima?", "ce la chiede", "non esiste nei bar": the month said due or denied.
const FOURTEENTH = /quattordicesim|\b14 ?(?:a|esim\w*|ma)\b/;
// The whole month claimed ("intera", "piena", "come il commercio"): set against an agreement's half fourteenth.
const WHOLE =
  /\b(?:inter[ao]|pien[ao]|complet[ao])\b|\bcome (?:nel|il|al|in) commercio\b|\buna mensilita intera\b/;
const SAID_DUE =
  /\b(?:devo|dobbiamo|deve|devono|dovete) (?:pagar|dar|corrispondere)\w*|\b(?:gliela|ce la|la) (?:devo|dobbiamo|deve|dovete)\b|\bspett\w*|\besist\w*|\bc'e\b|\bchied\w*|\bprevist\w*|\bdovut\w*|\btocc\w*|\broba del\b|\bce l'(?:ho|abbiamo|ha|hanno)\b|\bl'(?:ho|abbiamo) anch/;

/**
 * Session 27: "la badante ci chiede la quattordicesima: è vero che gliela dobbiamo?", "il titolare dice che nei bar
 * la quattordicesima non esiste": the agreement's number of monthly payments decides — 14 (or a fourteenth
 * brought in from a date already passed) makes it due, 13 makes it not; the denial is what is weighed when the
 * claim denies it. A group's case (apprentices, part-timers, "solo per …") or an amount is left to other verdicts.
 */
export function fourteenthDueVerdict(
  claim: RuleClaim,
  ccnl: Ccnl | undefined,
  today: string,
): Verdict | undefined {
  // ("ci ha chiesto la quattordicesima. È vero che gliela dobbiamo?": the month named before, the claim a pronoun.)
  const said = `${claim.clause} ${claim.asking}`;
  const named =
    FOURTEENTH.test(said) || (FOURTEENTH.test(claim.text) && /\b(?:gliela|ce la|pagarla|darla)\b/.test(said));
  if (!ccnl || !named || !SAID_DUE.test(said)) return undefined;
  // "gliela devo calcolare anche con gli scatti?": what the month is paid on, not whether it is due.
  if (namesMonthComponent(claim.clause)) return undefined;
  const whole = wholeOfHalfVerdict(claim, ccnl);
  if (whole) return whole;
  if (A_GROUP.test(claim.clause) || /\d+[.,]\d{2}\b|€|\beuro\b/.test(claim.clause)) return undefined;
  const fact = ccnl.monthly_payments;
  const text = fold(fact.text ?? '');
  const at = text.indexOf('una quattordicesima');
  const dated = at < 0 ? null : SINCE.exec(text.slice(Math.max(0, at - 40), at));
  const since = dated ? isoOf(dated) : undefined;
  const exists = fact.value === 14 || (since !== undefined && since <= today);
  if (!exists && fact.value !== 13) return undefined;
  const article = fact.article ? ` (${fact.article})` : '';
  const reason = exists
    ? dated
      ? `nel ${ccnl.short_name} la quattordicesima spetta **dal ${dated[1]}° ${dated[2]} ${dated[3]}**${article}.`
      : `nel ${ccnl.short_name} le mensilità sono **14**: la quattordicesima è dovuta${article}.`
    : `nel ${ccnl.short_name} le mensilità sono **13**: la quattordicesima non è prevista${article}, solo la tredicesima e nessuna quattordicesima.`;
  return { word: exists !== claim.negated ? 'Sì' : 'No', reason };
}
