import { type Fact, leaveFact } from '../kb/facts.js';
import { NOT_AVAILABLE, uncapitalise } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { asksSigners, TOPICS, type Topic } from '../kb/topics.js';
import { LEVEL_REACH_ASKED } from '../reader/asks-minimum.js';
import { asksPartTimeFloor } from '../reader/part-time-minimum.js';
import { INTENTS, type Intent, type TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { apprenticeDiplomaLength } from './apprentice-diploma-length.js';
import { apprenticeLawLength, craftFirm } from './apprentice-law-length.js';
import { lengthWithSharesGap } from './apprentice-length-shares.js';
import { otherKindShares } from './apprentice-other-kind.js';
import { apprenticeProfile, ruleBesideProfile } from './apprentice-profile.js';
import { weekOnlyCondition } from './compare-words.js';
import { bold, compose, table } from './compose.js';
import { apprenticeShareGap, unverifiedShares, withoutFigureClauses } from './gap-context.js';
import { APPRENTICE_AGE } from './law-asks.js';
import { lawCitations } from './law-facts.js';
import { rolNotHeld } from './rol-not-held.js';
import { askedFirst, boldLead } from './shared/lead.js';
import { levelShort } from './shared/levels.js';

/** The knowledge-base subjects each agreement-topic intent is answered from. */
const INTENT_TOPICS: Partial<Record<Intent, (text: string) => Topic[]>> = {
  minimum_pay: () => ['minimi'],
  hourly_rate: () => ['minimi', 'orario'],
  overtime_value: () => ['maggiorazioni'],
  holidays: () => ['ferie'],
  rol_ex_festivita: () => ['permessi'],
  sickness_injury: () => ['malattia'],
  leave: (text) =>
    /matrimon|nozze|\bspos/.test(text)
      ? ['congedo_matrimoniale']
      : /lut+o|decesso/.test(text) || STUDY_LEAVE.test(text) || CHILD_SICKNESS.test(text)
        ? []
        : ['permessi'],
  probation: () => ['prova'],
  notice: () => ['preavviso'],
  working_hours: () => ['orario'],
  part_time: () => ['part_time'],
  apprenticeship: () => [],
  seniority: () => ['scatti'],
  monthly_payments: () => ['mensilita'],
  renewal: (text) =>
    asksSigners(text) ? ['firmatari'] : /una tantum|arretrat|aument|rinnov/.test(text) ? [] : ['validita'],
  classification: () => ['livelli'],
};

/** Leave to study, not the workplace called a studio ("studio notarile", "studio di commercialisti"). */
const STUDY_LEAVE =
  /\bstudio\b(?! (?:legale|notarile|dentistic\w*|medic\w*|tecnic\w*|professional\w*|associat\w*|contabil\w*|grafic\w*|di (?:commercialist|architett|avvocat|ingegner|consulen|geometr|notai|dentist|fisioterap|psicolog|veterinar)\w*))|150 ore|\bper studiare\b/;

// A child's illness: leave for the parent, not the worker's own sick pay.
export const CHILD_SICKNESS =
  /malatti\w* (?:de[il] |del mio |dei miei )?(?:figli|bambin)|(?:figli|bambin)\w* (?:malat|con (?:la |l')?(?:febbre|influenz))/;

/** A monthly minimum named in a question, not a minimum of hours, notice or probation. */
const REACH = /\ba quanto (?:sale|salira|arriva|arrivera|passa|passera)\b/;
const MINIMUM_ASKED =
  /\bminim[oi] (?:mensil\w*|tabellar\w*|contrattual\w*|retributiv\w*|lord\w*)|\b(?:il|i) minim[oi]\b(?! (?:di |del |delle )?(?:ore|orario|preavviso|prova|giorni))/;

/** A worker said to be in probation ("ancora in prova", "durante il periodo di prova"), not a probation asked. */
export const IN_PROBATION =
  /\b(?:(?:ancora|e|sta|sono|siamo|sia|fosse|mentre e|quando e) (?:in|nel|nel suo) (?:periodo di )?prova|durante (?:il )?(?:periodo di )?prova|in (?:periodo di )?prova)\b/;

const PROBATION_ASKED =
  /\bquanto dura\b|\bdurata\b|\bquant\w* (?:giorni|mesi|settimane)\b|\bquando (?:finisce|scade|termina)\b/;

/** Intents answered from an agreement's own facts. */
export const TOPIC_INTENTS: ReadonlySet<Intent> = new Set(Object.keys(INTENT_TOPICS) as Intent[]);

/** The subjects a read question asks about, the main one first, then those it also asks. */
export function topicsOfRequest(request: TypedRequest, message: string): Topic[] {
  const text = readable(message);
  const of = (intent: Intent) => INTENT_TOPICS[intent]?.(text) ?? [];
  // A subject read straight from the agreement's facts (lutto, studio, una tantum) is answered alone.
  if (INTENT_TOPICS[request.intent] && !of(request.intent).length) return [];
  // ("permessi annui … con orario su 5 giorni": the week's days are the case, not a subject, compare-words.ts.)
  const topics = [...new Set([...of(request.intent), ...request.alsoAsked.flatMap(of)])].filter(
    (t) => !weekOnlyCondition(t, text),
  );
  // "quanto è il minimo mensile nei due contratti e quante mensilità ci sono?": a comparison whose further
  // subjects were read keeps the minimum its ask names.
  if (
    request.intent === 'comparison' &&
    topics.length &&
    !topics.includes('minimi') &&
    MINIMUM_ASKED.test(text) &&
    !asksPartTimeFloor(text)
  )
    topics.push('minimi');
  // Several subjects are answered in the order the question asks them ("ferie e ROL").
  // ("il c3 a quanto arriva? e quando scade?": the minimum asked as where the level gets to.)
  const at = (topic: Topic) => {
    const found =
      TOPICS.find((t) => t.key === topic)?.pattern.exec(text) ??
      (topic === 'minimi' && LEVEL_REACH_ASKED.test(text) ? REACH.exec(text) : null);
    return found ? found.index : Number.POSITIVE_INFINITY;
  };
  // "part time verticale 3 giorni, quanti giorni di ferie ho?": the part-time is the worker's condition, told
  // first; the subject asked opens.
  // "ancora in periodo di prova, se si ammala…": the probation is the worker's state too, the sickness opens.
  const told = (topic: Topic) =>
    (topic === 'part_time' && request.intent !== 'part_time') ||
    (topic === 'prova' && IN_PROBATION.test(text) && !PROBATION_ASKED.test(text)) ||
    // "ho una colf a ore: la paga oraria giusta?": paid by the hour is her condition, the hourly minimum opens.
    (topic === 'orario' && request.intent === 'hourly_rate' && request.slots.cohabiting === false);
  return topics.length > 1
    ? [...topics].sort((a, b) => Number(told(a)) - Number(told(b)) || at(a) - at(b))
    : topics;
}

/** Facts with no subject of their own in the topic list, read straight from the agreement. */
function intentFact(ccnl: Ccnl, intent: Intent, text: string): { label: string; fact: Fact } | undefined {
  if (intent === 'apprenticeship') return { label: 'apprendistato', fact: ccnl.apprenticeship };
  if (intent === 'leave' && /lut+o|decesso/.test(text))
    return { label: 'permessi per lutto', fact: ccnl.leave.bereavement };
  if (intent === 'leave' && STUDY_LEAVE.test(text))
    return { label: 'permessi per studio', fact: ccnl.leave.study };
  if (intent === 'leave' && CHILD_SICKNESS.test(text))
    return {
      label: 'permessi per malattia del figlio',
      fact: ccnl.leave.child_sickness ?? {
        text: null,
        gap: 'permessi per la malattia del figlio non trovati nelle fonti lette per questo CCNL',
        sources: [],
      },
    };
  if (intent === 'leave') return { label: 'permessi e congedi', fact: leaveFact(ccnl) };
  if (intent === 'renewal' && /una tantum|arretrat/.test(text))
    return { label: 'una tantum', fact: ccnl.validity.una_tantum };
  if (intent === 'renewal')
    return {
      label: 'rinnovo',
      fact: {
        text: `${ccnl.validity.last_renewal.replace(/\.$/, '')}. Validità: ${ccnl.validity.text}`,
        sources: ccnl.validity.sources,
      },
    };
  return undefined;
}

/** The agreement's structured apprenticeship rows: pay by period as a share of the minimum, durations by level. */
function apprenticeshipRows(ccnl: Ccnl, withPay = true): string[] {
  const { pay, durations } = ccnl.apprenticeship;
  const out: string[] = [];
  if (pay?.length && withPay)
    out.push(
      '',
      `Retribuzione dell'apprendista nel ${ccnl.short_name}, in percentuale per periodo:`,
      ...table(
        pay.map((p) => [
          `${p.period}${p.rule ? ` (${p.rule})` : ''}`,
          p.percent === null ? NOT_AVAILABLE : `${String(p.percent).replace('.', ',')}%`,
        ]),
        ['Periodo', 'Percentuale'],
      ),
    );
  if (durations?.length)
    out.push(
      '',
      `Durata massima nel ${ccnl.short_name}:`,
      ...table(
        durations.map((d) => [d.levels.join(', '), `${d.months} mesi`]),
        ['Livelli', 'Durata'],
      ),
    );
  return out;
}

// "quanto dura", "durata", "per quanti anni": the length is asked, not the pay steps.
// The length of the apprenticeship itself ("quanto dura l'apprendistato", "per quanto tempo si resta apprendisti").
// "durante l'apprendistato" says when a share is paid, not how long the apprenticeship lasts.
const APPRENTICESHIP_LENGTH_ASKED =
  /\b(?:dur(?!ante\b)\w*|quant\w* (?:anni|mesi|tempo)|per quanto)\b[^?]{0,40}\bapprendist\w*|\bapprendist\w*[^?]{0,40}\b(?:dur(?!ante\b)\w*|quant\w* (?:anni|mesi|tempo)|per quanto)\b/;
const LENGTH_ASKED = /\bdur(?!ante\b)[ai]\w*|\bquant[oi] (?:anni|mesi|tempo)\b|\bper quanto\b/;
// "…in apprendistato con qualifica finale al 4° livello. Qual è la durata massima per quel livello?": the length
// asked in its own sentence, the apprenticeship named sentences before it (the question already reads as one).
const LENGTH_SENTENCE =
  /\bdurata (?:massima|max|minima|min|prevista|complessiva|del contratto|dell'apprendistato)\b|\bquanto (?:puo |deve |dovrebbe )?dura(?:re)?\b|\bquant[io] (?:anni|mesi) (?:puo |deve |dovrebbe )?dura(?:re)?\b/;

/**
 * The length for the level the question names ("autista di 3° livello super: quanto dura?"), read from the
 * agreement's durations by level: it opens the answer, the clause with every level's rule follows.
 */
function levelLength(ccnl: Ccnl, request: TypedRequest, text: string): string | undefined {
  const level = request.slots.level;
  if (request.intent !== 'apprenticeship' || !level || !LENGTH_ASKED.test(text)) return undefined;
  const row = ccnl.apprenticeship.durations?.find((d) => d.levels.includes(level));
  if (!row) return undefined;
  const years = row.months % 12 === 0 ? ` (${row.months / 12} ${row.months === 12 ? 'anno' : 'anni'})` : '';
  const name = level.replace(/^(\d+)S$/, '$1° livello super');
  return `Nel ${ccnl.short_name}, l'apprendistato per il ${name === level ? levelShort(level) : name} dura al massimo ${bold(`${row.months} mesi${years}`)}.`;
}

/**
 * A subject read straight from the agreement's facts (apprenticeship, bereavement or study leave, una
 * tantum): the statement with its sources, or the gap in one sentence, nothing in its place.
 */
// The maximum asked, and an agreement's text that states its own ("durata massima di 3 anni").
const MAX_ASKED = /\bal massimo\b|\bmassim[oa]\b|\bmax\b|\bfino a quando\b|\bpiu di (?:quanto|tanto)\b/;
// ("di durata da 6 mesi a 3 anni": the bounds the agreement states.)
const OWN_MAXIMUM =
  /\bdurata massima (?:di )?\d+ anni\b|\bal massimo (?:di )?\d+ anni\b|\bmassimo (?:di )?\d+ anni\b|\bdurata da \d+ mesi a \d+ (?:anni|mesi)\b|\b(?:contratti|durata|dura(?:re)?) fino a \d+ mesi\b/i;

// The minimum asked ("durata minima", "quanto deve durare almeno"), and an agreement's text that states its own.
const MIN_ASKED = /\bminim[oa]\b|\bmin\b|\balmeno\b/;
const OWN_MINIMUM = /\bdurata minima (?:di )?\d+ (?:mesi|anni)\b/i;

export function topicGap(agreements: Ccnl[], request: TypedRequest, message = ''): AgentAnswer {
  const text = readable(message);
  const lines: string[] = [];
  const citations: Citation[] = [];
  for (const ccnl of agreements) {
    const found = intentFact(ccnl, request.intent, text);
    if (found?.fact.text) {
      const line = `Nel ${ccnl.short_name}, ${found.label}: ${uncapitalise(found.fact.text).replace(/\.$/, '')}.`;
      // "una farmacista in parafarmacia: a che livello e per quanto?": the profile's own level and length.
      const profile = lines.length ? undefined : apprenticeProfile(ccnl, request, text);
      if (profile) {
        lines.push(profile.line, '', `Regola generale: ${ruleBesideProfile(line, profile)}`);
        citations.push(...profile.citations);
        citations.push(...citeSources(ccnl, line, found.fact.article ?? null, found.fact.sources));
        continue;
      }
      // "appena diplomato perito meccanico: durata massima?": the length a relevant diploma shortens.
      const diploma = lines.length ? undefined : apprenticeDiplomaLength(ccnl, request, text);
      if (diploma) {
        lines.push(diploma.line, '', `Regola generale: ${line}`);
        citations.push(...diploma.citations);
        citations.push(...citeSources(ccnl, line, found.fact.article ?? null, found.fact.sources));
        continue;
      }
      // "è un apprendistato per la qualifica e il diploma: cambia la percentuale?": that kind's own shares.
      const otherKind =
        lines.length || request.intent !== 'apprenticeship' ? undefined : otherKindShares(ccnl, text);
      if (otherKind) {
        lines.push(
          otherKind.line,
          '',
          `Regola del ${ccnl.short_name} per questo apprendistato: ${otherKind.clause}.`,
        );
        if (found.fact.gap) lines.push('', `Cosa manca nella base di conoscenza: ${found.fact.gap}`);
        citations.push(
          ...citeSources(ccnl, otherKind.clause, found.fact.article ?? null, found.fact.sources),
        );
        continue;
      }
      const length = lines.length ? undefined : levelLength(ccnl, request, text);
      // "quanto dura l'apprendistato?" where the agreement's lengths are not held: that gap, and the law's limit.
      const lengthGap =
        !lines.length &&
        !length &&
        request.intent === 'apprenticeship' &&
        (APPRENTICESHIP_LENGTH_ASKED.test(text) || LENGTH_SENTENCE.test(text)) &&
        !/\bprova\b/.test(text) &&
        !ccnl.apprenticeship.durations?.length &&
        // "quanto può durare al massimo?" where the agreement states its own maximum: that maximum answers.
        !(MAX_ASKED.test(text) && OWN_MAXIMUM.test(found.fact.text)) &&
        // "durata minima?" (and not the maximum) where the agreement states its own minimum: that minimum answers.
        !(MIN_ASKED.test(text) && !MAX_ASKED.test(text) && OWN_MINIMUM.test(found.fact.text));
      // "quali percentuali spettano all'apprendista?" where the agreement's shares are not held: that gap opens.
      const shareGap =
        !lines.length &&
        !length &&
        !lengthGap &&
        // "per quanto tempo e quanto lo pago in percentuale?": the lengths held open, the gap follows.
        !LENGTH_ASKED.test(text) &&
        apprenticeShareGap(ccnl, request.intent, text, found.fact.gap);
      // "quante ore di ROL?" where the agreement's permits hold only the ex festività: the ROL named as missing,
      // then what is held, in one line (a part joined to another subject's answer keeps its opening line).
      const rolGap =
        !lines.length && !length && !shareGap && request.intent === 'rol_ex_festivita'
          ? rolNotHeld(ccnl, text)
          : undefined;
      // "quanto dura e che percentuale?" with the lengths held and the shares missing: both in the opening line.
      const lengthAndGap =
        !lines.length &&
        !length &&
        !lengthGap &&
        !shareGap &&
        LENGTH_ASKED.test(text) &&
        apprenticeShareGap(ccnl, request.intent, text, found.fact.gap)
          ? lengthWithSharesGap(ccnl)
          : undefined;
      if (length || lengthAndGap) lines.push(length ?? lengthAndGap ?? '', '', `Regola generale: ${line}`);
      else if (rolGap) lines.push(rolGap);
      else if (shareGap)
        lines.push(
          `Nel ${ccnl.short_name} ${bold("le percentuali di retribuzione dell'apprendista non sono nella base di conoscenza")} (${(found.fact.gap ?? '').replace(/\.$/, '')}).`,
          // (Only what states no amount: a seniority step or a cost beside the missing shares would read as the
          // apprentice's pay asked.)
          ...(withoutFigureClauses(line).replace(/^Nel [^,]+, [^:]+:\s*/, '')
            ? ['', `Quello che la base di conoscenza ha: ${withoutFigureClauses(line)}`]
            : []),
        );
      else if (lengthGap) {
        const law = apprenticeLawLength(ccnl, text);
        const gap = `${bold("la durata dell'apprendistato per livello non è nella base di conoscenza")}`;
        // An artisan firm: the law's 5 years, the rule that applies to it, open; the agreement's gap follows.
        lines.push(
          craftFirm(ccnl, text)
            ? `${law.charAt(0).toUpperCase()}${law.slice(1)}; nel ${ccnl.short_name} ${gap}.`
            : `Nel ${ccnl.short_name} ${gap}; ${law}.`,
          '',
          // The shares it holds are not the length asked: named as what can be asked, not listed (unless unverified).
          ...(unverifiedShares(found.fact.gap)
            ? // The shares asked too ("e che percentuale il primo anno?"): their gap, then the rule without figures.
              apprenticeShareGap(ccnl, request.intent, text, found.fact.gap)
              ? [
                  `Nel ${ccnl.short_name} ${bold("le percentuali di retribuzione dell'apprendista non sono verificate")} (${(found.fact.gap ?? '').replace(/\.$/, '')}).`,
                  '',
                  `Quello che la base di conoscenza ha: ${withoutFigureClauses(line)}`,
                ]
              : []
            : [
                ccnl.apprenticeship.level_halves
                  ? `Per il ${ccnl.short_name} posso darti invece il livello e il minimo dell'apprendista in ogni metà del percorso (${ccnl.apprenticeship.level_halves.rule}).`
                  : `Per il ${ccnl.short_name} posso darti invece le percentuali di retribuzione dell'apprendista per periodo.`,
              ]),
        );
        citations.push(...lawCitations(APPRENTICE_AGE, law));
        if (
          unverifiedShares(found.fact.gap) &&
          apprenticeShareGap(ccnl, request.intent, text, found.fact.gap)
        )
          citations.push(...citeSources(ccnl, line, found.fact.article ?? null, found.fact.sources));
        continue;
      }
      // The clause the question asks about first ("alta formazione" → that kind's percentages).
      else lines.push(lines.length ? line : boldLead(askedFirst(line, message)));
      // (Shares the gap calls unverified are not listed as the agreement's: gap-context.ts.)
      if (request.intent === 'apprenticeship')
        lines.push(...apprenticeshipRows(ccnl, !(shareGap && unverifiedShares(found.fact.gap))));
      // A partial fact says what it lacks: the part of the question it cannot answer ("che percentuali?").
      if (found.fact.gap && !shareGap && !rolGap)
        lines.push('', `Cosa manca nella base di conoscenza: ${found.fact.gap}`);
      citations.push(...citeSources(ccnl, line, found.fact.article ?? null, found.fact.sources));
    } else
      lines.push(
        `Nel ${ccnl.short_name}, ${found?.label ?? INTENTS[request.intent]}: ${NOT_AVAILABLE}${found?.fact.gap ? ` (${found.fact.gap.replace(/\.$/, '')})` : ''}.`,
      );
  }
  const first = agreements[0]?.short_name ?? '';
  const [answer, ...more] = lines;
  const rest = more[0] === '' ? more.slice(1) : more;
  return compose({
    answer: answer ?? `${bold(`La base di conoscenza non ha dati su ${INTENTS[request.intent]}`)}.`,
    steps: rest,
    citations,
    related: [
      `Quanti giorni di ferie spettano con il ${first}?`,
      `Quali sono i minimi retributivi per livello nel ${first}?`,
      `Quanto dura il periodo di prova nel ${first}?`,
    ],
  });
}
