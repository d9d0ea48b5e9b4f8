import { sourceDate, uncapitalise } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type ClaimUnit, figuresWithUnits } from '../reader/claimed-figure.js';
import { AGREEMENT_TOPICS, type Intent, type TypedRequest } from '../reader/request.js';
import { type RuleClaim, ruleClaim } from '../reader/rule-claim.js';
import { fold, readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { categoryIncrementsVerdict } from './category-increments.js';
import {
  cassaEdileMonthVerdict,
  extendedExtraMonthVerdict,
  fourteenthDueVerdict,
  holidayOnRestDayVerdict,
  newExtraMonthVerdict,
  rolExistVerdict,
} from './entitlement-verdicts.js';
import { extraMonthComponentVerdict } from './extra-month-components.js';
import {
  apprenticeIncrementsVerdict,
  disabilityLeaveVerdict,
  extraHolidaysVerdict,
  FIRST_DAYS,
  incrementPeriodVerdict,
  leaveMonthVerdict,
  livingInProbationVerdict,
  marriagePayerVerdict,
  NTH_EVENT,
  partTimeMonthVerdict,
  rolRampVerdict,
  type Verdict,
  type VerdictSource,
  waitingDaysVerdict,
} from './rule-claim-verdicts.js';
import { sickShareClaimVerdict } from './sick-share-claim.js';
import { sickTopUpVerdict } from './sick-top-up-verdict.js';
import { sundayPremiumVerdict } from './sunday-claim-verdict.js';
import {
  bereavementReachVerdict,
  fullWaitingDaysVerdict,
  increaseMonthVerdict,
  polarClaim,
  rateVerdict,
  regardlessHolidaysVerdict,
  sickPayerVerdict,
} from './told-rule-verdicts.js';
import { toldServiceYears } from './told-service.js';

/**
 * Session 23 (fixs23a): a rule of an agreement claimed and asked to be confirmed ("il mio capo dice che in prova
 * non mi spettano le ferie", "è vero che i primi 3 giorni di malattia non li paga nessuno?") opens with the
 * verdict — "Sì", "No" or "In parte" — and the rule that decides it, then the answer as it was; a rule the
 * knowledge base lacks opens by saying it cannot be confirmed. Figures believed are claim-verdict.ts's: here only
 * those it leaves (several figures, a ladder whose row the answer's bold gives, months against days).
 */

const TOPICS: ReadonlySet<Intent> = new Set<Intent>([...AGREEMENT_TOPICS, 'overtime_value']);
const OPENS_WITH_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no|in parte|di solito|non posso confermarlo)(?![\p{L}])/iu;
const BOLD = /\*\*([^*]+)\*\*/g;
const DAYS_IN_MONTH = 30;
const MISSING =
  /\bdato non disponibile\b|\bnon (?:e|sono) (?:nella|nelle|present\w*|disponibil\w*)\b|\bnon contiene\b|\bnon (?:ho|trovo) (?:il dato|dati|questo dato)\b/;
const SAME = 0.005;
const WEEKLY = /^\s*(?:lavorativ\w* )?(?:a|alla|per|la|ogni) settimana\b|^\s*settimanal/;
const ARBITER = /\bchi ha ragione\b|\bbast(?:a|ano|ino|erebbero|erebbe)\s*\?/;
const RESIGNS =
  /\bdimett\w*|\bdimission\w*|\bme ne (?:vado|andrei)\b|\bse ne (?:va|vuole andare)\b|\btornare a casa\b|\bvuole andar\w*|\bandarmene\b|\bandarsene\b/;
const BOLD_SIDE = /\*\*([^*]+)\*\*([^*]{0,40})/g;

/** "Nel CCNL …" after "Sì:" reads "nel CCNL …"; an acronym stays as it is. */
/** A figure in days, months read as calendar days (notice and probation are counted so). */
const asDays = (value: number, unit: ClaimUnit): number | undefined =>
  unit === 'days' ? value : unit === 'months' ? value * DAYS_IN_MONTH : undefined;

/**
 * The figures the claim states, checked against the bold figures of the answer's opening (the answer's own pick
 * for the case told): all found there, "Sì"; one bold figure of the same kind that differs, "No"; a figure
 * claimed as always valid ("sempre al 30%") beside another of its kind, "No". Nothing otherwise.
 */
/**
 * "in busta gli risultavano 4 settimane … dice che ne ha una in più": the figure recorded plus the one more claimed
 * is the claim (5 weeks), not the record.
 */
function addedOne<T extends { value: number }>(text: string, claimed: T[]): T[] {
  const more = /\bne (?:ha|avrebbe|spett\w+|ha diritto a|avrebbe diritto a) (una?|uno|\d+) in pi[uù]\b/.exec(
    fold(text),
  );
  if (!more || claimed.length !== 1 || !claimed[0]) return claimed;
  const added = /^\d+$/.test(more[1] ?? '') ? Number(more[1]) : 1;
  return [{ ...claimed[0], value: claimed[0].value + added }];
}

function figureVerdict(claim: RuleClaim, opening: string): Verdict | 'same' | undefined {
  // "una settimana di ferie in più": a difference, not the figure the answer gives in total.
  const withUnits = (text: string) => {
    const written = text.replace(/\bun[oa]? (?=(?:mese|giorno|ora|settimana)\b)/g, '1 ');
    // ("26 giorni come chi fa 6 giorni": the figure of the others compared with is not claimed.)
    return figuresWithUnits(written).filter(
      (f): f is typeof f & { unit: ClaimUnit } =>
        f.unit !== undefined &&
        !/^\s*(?:[\p{L}']+\s+){0,3}in (?:piu|meno)\b/u.test(written.slice(f.end)) &&
        !/\b(?:come|rispetto a) (?:chi|quell[ioa]\w*|gli altri|le altre|i colleghi)\b[^,.;?]{0,25}$/.test(
          written.slice(0, f.start),
        ) &&
        // ("con l'orario su 5 giorni ho 22 giorni": the week's working days are the case told, not a claim.)
        !(
          f.unit === 'days' &&
          (/\bsu\s*$/.test(written.slice(0, f.start)) || WEEKLY.test(written.slice(f.end)))
        ),
    );
  };
  // "ha detto che ci dà 15 giorni … mia zia pensa che debba darne un mese. Chi ha ragione, 15 giorni bastano?": the
  // figure the asking sentence weighs is the one to confirm.
  const arbiter = ARBITER.test(claim.asking);
  const weighed = arbiter ? withUnits(claim.asking) : [];
  // "Il titolare mi fa: le ferie sono 20 giorni … Io ho sempre saputo 26. Chi ha ragione?": the figure someone
  // else states is the one weighed.
  const told = arbiter && !weighed.length ? toldByOther(claim.text) : undefined;
  // (The first figure they state: "22 giorni perché faccio 5 giorni" claims 22.)
  const toldFigures = told ? withUnits(told).slice(0, 1) : [];
  const fromClause = weighed.length ? weighed : toldFigures.length ? toldFigures : withUnits(claim.clause);
  const clause = weighed.length
    ? claim.asking
    : toldFigures.length && told
      ? told
      : fromClause.length
        ? claim.clause
        : claim.asking;
  // "se mi dimetto bastano 15 giorni? me lo ha detto il capo, è giusto?": a bare asking sentence weighs the one
  // before it.
  const sentences = claim.text.split(/(?<=[.!?])\s+/);
  const before = sentences[sentences.indexOf(claim.asking) - 1] ?? '';
  const claimed = addedOne(
    claim.text,
    fromClause.length
      ? fromClause
      : withUnits(claim.asking).length
        ? withUnits(claim.asking)
        : withUnits(before),
  );
  if (!claimed.length) return undefined;
  const folded = fold(opening);
  // "una settimana di permesso" against "15 giorni di calendario": a week is 7 calendar days.
  const calendar = /\bgiorni di calendario\b/.test(folded);
  const asClaimed = claimed.map((c) =>
    calendar && c.unit === 'weeks' ? { ...c, value: c.value * 7, unit: 'days' as const } : c,
  );
  const allBolds = [...folded.matchAll(BOLD_SIDE)];
  // A resignation told: the figure the opening gives for resigning is the one weighed, not the dismissal's.
  const resigning = RESIGNS.test(claim.text)
    ? allBolds.filter((m) => /^\s*(?:di calendario )?(?:in caso di|per le) dimission/.test(m[2] ?? ''))
    : [];
  const bolds = (resigning.length ? resigning : allBolds).map((m) => m[1] ?? '');
  const shown = bolds.flatMap((b) => figuresWithUnits(b)).filter((f) => f.unit !== undefined);
  if (!shown.length) return undefined;
  // A figure of a kind the bold figures do not give is the case told ("le prime 2 ore"), not the claim.
  const relevant = asClaimed.filter((c) =>
    shown.some((s) => s.unit === c.unit || (asDays(c.value, c.unit) !== undefined && s.unit === 'days')),
  );
  const found = (c: { value: number; unit: ClaimUnit }) =>
    shown.some((s) => s.unit === c.unit && Math.abs(s.value - c.value) < SAME);
  const opened = fold(opening);
  // "6 mesi per tutti" against "da 1 a 6 mesi": a range is no one figure for everyone.
  // ("9 mesi da 3 a 6 anni": a range of years is the seniority band, not a range of the months claimed.)
  const ranged = bolds.some((b) =>
    [...b.matchAll(/\bda \d+(?:,\d+)? a (\d+(?:,\d+)? \S+)/g)].some((m) => {
      if (/\banni\b/.test(m[1] ?? '')) return false;
      const unit = figuresWithUnits(m[1] ?? '')[0]?.unit;
      return unit === undefined || relevant.some((c) => c.unit === unit);
    }),
  );
  if (ranged && relevant.length && /\bsempre\b|\bper tutti\b|\bin ogni caso\b/.test(clause))
    return { word: 'No', reason: 'non per tutti:' };
  if (ranged) return undefined;
  if (relevant.length && relevant.every(found)) {
    const others = shown.filter(
      (s) =>
        relevant.some((c) => c.unit === s.unit) && !relevant.some((c) => Math.abs(s.value - c.value) < SAME),
    );
    if (others.length && /\bsempre\b|\bper tutti\b|\bin ogni caso\b/.test(clause))
      return { word: 'No', reason: 'non sempre:' };
    return others.length ? undefined : 'same';
  }
  // One figure claimed against one bold figure of the same kind (days and months compared as days), unless the
  // opening states the claimed one too, as another row of a ladder.
  if (relevant.length !== 1 || !relevant[0]) return undefined;
  const said = relevant[0];
  const elsewhere = figuresWithUnits(opened.replace(BOLD, ' '));
  // ("**con 4 anni di anzianità spettano 9 mesi …**": the row picked for the seniority told, the ladder aside.)
  const picked = bolds.some((b) => /^con \d+ anni di anzianita\b/.test(b.trim()));
  if (!picked && elsewhere.some((f) => f.unit === said.unit && Math.abs(f.value - said.value) < SAME))
    return undefined;
  const saidDays = asDays(said.value, said.unit);
  const durations = shown.filter((s) =>
    saidDays === undefined ? s.unit === said.unit : asDays(s.value, s.unit as ClaimUnit) !== undefined,
  );
  // ("**274 giorni di calendario (9 mesi)**": one period written in two units; the claim's own unit weighs it.)
  const ownUnit = durations.filter((s) => s.unit === said.unit);
  const rivals = ownUnit.length === 1 ? ownUnit : durations;
  const rival = rivals[0];
  if (rivals.length !== 1 || !rival?.unit) return undefined;
  const rivalDays = asDays(rival.value, rival.unit as ClaimUnit);
  const differs =
    saidDays !== undefined && rivalDays !== undefined
      ? Math.abs(saidDays - rivalDays) > 1
      : Math.abs(said.value - rival.value) >= SAME;
  return differs ? { word: 'No', reason: '' } : 'same';
}

// Someone else stating the rule ("il titolare mi fa:", "il capo dice che", "la collega sostiene").
const OTHER_SAYS =
  /\b(?:capo|titolare|datore|responsabile|principale|direttore|azienda|ditta|consulente|commercialista|collega|ufficio del personale)\b[^.?!]{0,30}\b(?:dice|sostiene|afferma|ha detto|mi fa|ci fa|dicono|sostengono)\b/;

/** The first sentence where someone else states the rule, from the words that introduce it. */
function toldByOther(text: string): string | undefined {
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const said = OTHER_SAYS.exec(sentence);
    if (said) return sentence.slice(said.index + said[0].length);
  }
  return undefined;
}

/** The law's pages a verdict rests on, listed with the answer's sources (or after the verdict when it has none). */
function withSources(lines: string[], sources: readonly VerdictSource[]): string[] {
  const cited = lines.join('\n');
  const listed = sources
    .filter((s) => !cited.includes(s.url))
    .map(
      (s) => `- ${s.label}: ${s.url} (data della fonte: ${sourceDate(s.date)}; affidabilità ${s.confidence})`,
    );
  if (!listed.length) return lines;
  const heading = lines.findIndex((line) => /^\s*Fonti:\s*$/.test(line));
  if (heading < 0) return [...lines.slice(0, 1), 'Fonti della regola:', ...listed, ...lines.slice(1)];
  let end = heading + 1;
  while (end < lines.length && /^\s*-\s/.test(lines[end] ?? '')) end++;
  return [...lines.slice(0, end), ...listed, ...lines.slice(end)];
}

// A yes/no question on what an extra month holds asks whether a component is in it ("ci vanno dentro gli scatti?");
// "paga base più 3 scatti: tredicesima e quattordicesima?" asks the months' amounts.
const COMPONENT_IN_ASKED =
  /\b(?:dentro|compres\w*|comprend\w*|inclus\w*|includ\w*|entra(?:no)?|rientra(?:no)?|ci vanno|si contano|conteggiat\w*|esclus\w*|calcol\w* (?:anche )?con|anche con)\b/;

/**
 * `rules`: the verdicts read on an agreement's or the law's rule, before the figures' own (claim-verdict.ts);
 * `figures`: a missing figure, then the figures claimed, after them.
 */
export function withRuleClaimVerdict<T extends AgentAnswer>(
  answer: T,
  request: TypedRequest,
  message: string,
  ccnl: Ccnl | undefined,
  today: string,
  phase: 'rules' | 'figures',
): T {
  // "c'è anche una quattordicesima? e quanto sarebbe?": read as the extra month's amount, whose existence is weighed.
  const extraMonthOnly = request.intent === 'thirteenth_pro_rata';
  if (!TOPICS.has(request.intent) && !(extraMonthOnly && phase === 'rules')) return answer;
  const told = ruleClaim(message);
  // A plain yes-or-no question: only the resolvers that read its own sentence weigh it.
  const polar = told ? undefined : phase === 'rules' ? polarClaim(message, readable) : undefined;
  const claim = told ?? polar;
  if (!claim) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const opening = lines[at];
  if (at < 0 || opening === undefined || OPENS_WITH_VERDICT.test(opening)) return answer;
  const verdict = polar
    ? (fourteenthDueVerdict(claim, ccnl, today) ??
      sickPayerVerdict(claim, ccnl) ??
      fullWaitingDaysVerdict(claim, ccnl) ??
      sickShareClaimVerdict(claim, ccnl) ??
      regardlessHolidaysVerdict(claim, ccnl) ??
      (COMPONENT_IN_ASKED.test(claim.text.toLowerCase())
        ? extraMonthComponentVerdict(claim, ccnl)
        : undefined))
    : extraMonthOnly
      ? (extendedExtraMonthVerdict(claim, ccnl, today) ??
        newExtraMonthVerdict(claim, ccnl, today) ??
        fourteenthDueVerdict(claim, ccnl, today))
      : phase === 'rules' &&
        (apprenticeIncrementsVerdict(claim, ccnl) ??
          sickPayerVerdict(
            claim,
            ccnl,
            request.slots.seniorityYears ?? toldServiceYears(claim.text, today),
          ) ??
          sickTopUpVerdict(claim, ccnl) ??
          fullWaitingDaysVerdict(claim, ccnl) ??
          regardlessHolidaysVerdict(claim, ccnl) ??
          bereavementReachVerdict(claim, ccnl) ??
          waitingDaysVerdict(claim, ccnl, request.intent) ??
          sickShareClaimVerdict(claim, ccnl) ??
          leaveMonthVerdict(claim, ccnl, today) ??
          partTimeMonthVerdict(claim, ccnl) ??
          extraHolidaysVerdict(
            claim,
            ccnl,
            request.slots.seniorityYears ?? toldServiceYears(claim.text, today),
          ) ??
          categoryIncrementsVerdict(claim, ccnl) ??
          incrementPeriodVerdict(claim, ccnl) ??
          marriagePayerVerdict(claim, ccnl) ??
          rolRampVerdict(claim, ccnl) ??
          rolExistVerdict(claim, ccnl) ??
          cassaEdileMonthVerdict(claim, ccnl) ??
          extendedExtraMonthVerdict(claim, ccnl, today) ??
          newExtraMonthVerdict(claim, ccnl, today) ??
          fourteenthDueVerdict(claim, ccnl, today) ??
          holidayOnRestDayVerdict(claim, ccnl) ??
          disabilityLeaveVerdict(claim, ccnl) ??
          sundayPremiumVerdict(claim, ccnl) ??
          livingInProbationVerdict(claim, ccnl) ??
          extraMonthComponentVerdict(claim, ccnl));
  if (verdict) {
    const head =
      verdict.word === 'gap'
        ? `**Non posso confermarlo né smentirlo**: ${verdict.reason}`
        : `**${verdict.word}**: ${verdict.reason}`;
    // An opening that only repeats the verdict's rule ("Nel CCNL …: **dal 1° gennaio 2024** anche …") gives way
    // to it, keeping its citations.
    const plain = (line: string) =>
      line
        .replace(/\*\*/g, '')
        .replace(/(?:\s*\[\d+\])+\s*$/, '')
        .trim();
    const core = plain(opening).replace(/^Nel [^:]+:\s*/, '');
    const cited = /(?:\s*\[\d+\])+\s*$/.exec(opening)?.[0] ?? '';
    if (core.length > 40 && plain(head).includes(core)) lines[at] = `${head}${cited}`;
    else lines.splice(at, 0, head, '');
    return { ...answer, text: withSources(lines, verdict.sources ?? []).join('\n') };
  }
  if (phase === 'rules') return answer;
  // A figure the knowledge base lacks: the claim is neither confirmed nor denied — unless the opening gives the
  // figure asked in bold and the gap is a neighbour's (a tranche told, the new minimum not read).
  if (MISSING.test(fold(opening)) && !/\*\*[^*]*\d[^*]*\*\*/.test(opening)) {
    lines[at] = `**Non posso confermarlo né smentirlo**: ${uncapitalise(opening)}`;
    return { ...answer, text: lines.join('\n') };
  }
  // The nth illness's waiting days said unpaid: the share its own opening gives (sick-event-share.ts).
  if (claim.negated && FIRST_DAYS.test(claim.clause) && NTH_EVENT.test(claim.text)) {
    const unpaid = /\*\*non sono pagati\*\*/.test(opening);
    const paid = /\*\*[^*]*\b\d+(?:,\d+)?%/.test(opening);
    if (unpaid || paid) {
      lines[at] = `${unpaid ? 'Sì' : 'No'}: ${uncapitalise(opening)}`;
      return { ...answer, text: lines.join('\n') };
    }
  }
  // An increase claimed in a month, a rate claimed against the opening's one (told-rule-verdicts.ts).
  const weighed = increaseMonthVerdict(claim, opening) ?? rateVerdict(claim, opening);
  if (weighed) {
    lines[at] = `${weighed}: ${uncapitalise(opening)}`;
    return { ...answer, text: lines.join('\n') };
  }
  const figures = figureVerdict(claim, opening);
  if (figures === undefined) return answer;
  // "mi stanno fregando?", "si sbaglia?": asked whether it is wrong, so the figure confirmed answers No.
  const wrongAsked = /\bfregand\w*|\bfregat[oaie]\b|\bsi sbagli\w*/.test(claim.asking);
  if (figures === 'same') lines[at] = `${wrongAsked ? 'No' : 'Sì'}: ${uncapitalise(opening)}`;
  else if (wrongAsked) lines[at] = `Sì: ${uncapitalise(opening)}`;
  else lines[at] = `No${figures.reason ? `, ${figures.reason}` : ':'} ${uncapitalise(opening)}`;
  return { ...answer, text: lines.join('\n') };
}
