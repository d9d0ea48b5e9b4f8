import { euro, italianDate, NOT_AVAILABLE } from '../kb/format.js';
import { levelsByPay } from '../kb/levels-by-pay.js';
import { levelPayAt } from '../kb/pay.js';
import { hasPayTables, NO_TABLES_REASON } from '../kb/pay-gap.js';
import type { Ccnl, Level } from '../kb/schema.js';
import { normalise } from '../kb/text.js';
import { onlyDerived, unreadTableGap } from '../kb/unread-table.js';
import { addedTask, withAddedTask } from './added-task.js';
import { type AgentAnswer, type Citation, citeSources, finishAnswer, pickQuestions } from './answer.js';
import { apprenticeEntry } from './apprentice-entry.js';
import { ceasedLevelMove, ceasedLevelNote } from './ceased-level.js';
import { type AgentContext, targetAgreements } from './context.js';
import { decidedLevel, withDecidedExample } from './decided-level.js';
import { describedGradeLevel, type Grade } from './described-grade.js';
import { withExperienceGrade } from './experience-grade.js';
import { formerCategoryAnswer } from './former-category.js';
import { jobTerms } from './job-terms.js';
import { levelPayAsked } from './level-pay-asked.js';
import { casePayLabel, levelPayOfCase, perHour } from './level-pay-case.js';
import { levelProgression } from './level-progression.js';
import { type Candidate, score } from './level-score.js';
import { clericalExample, levelCategory } from './operai-category.js';
import { describesOwnJob } from './own-job.js';
import { neighbourLines } from './profile-condition.js';
import { citeProfile, nearestProfile } from './profile-sources.js';
import { levelShort } from './shared/levels.js';
import { cannotIdentifyAgreement } from './shared/no-agreement.js';
import { shownLevel } from './shown-level.js';
import { simpleExample, simpleTasksLevel } from './simple-tasks-level.js';
import { specialistEntryLevel } from './specialist-entry.js';
import { heldLevelVerdict, heldLevelWithoutTasks, statedLevelCheck } from './stated-level.js';
import { trackEntryLevel } from './track-entry.js';
import { unapprenticedExample, unapprenticedLevel } from './unapprenticed-level.js';

/** Why a grade told by the definitions' words places the job (described-grade.ts). */
const GRADE_WHY: Record<Grade, string> = {
  comun:
    'la descrizione parla di lavori semplici o generici, senza particolari conoscenze: è il grado dell’operaio comune',
  qualificat:
    'la descrizione parla di lavori con normali conoscenze e capacità pratiche di mestiere: è il grado dell’operaio qualificato',
  specializzat:
    'la descrizione parla di lavori che richiedono una specifica capacità o competenza tecnico-pratica: è il grado dell’operaio specializzato',
};
/** A grade said as the worker's title (described-grade.ts). */
const GRADE_TITLE_WORD: Record<Grade, string> = {
  comun: 'comune',
  qualificat: 'qualificato',
  specializzat: 'specializzato',
};

function describe(level: Level): string {
  const parts: string[] = [];
  if (level.declaratoria) parts.push(`«${level.declaratoria}»`);
  if (level.examples.length) parts.push(`esempi: ${level.examples.join('; ')}`);
  return parts.length ? parts.join('; ') : `declaratoria ed esempi: ${NOT_AVAILABLE}`;
}

/**
 * The candidate levels of `ccnl` for the job the message (or, when the message tells none, the turn before)
 * describes, best first; a level a rule decides (who is cared for, a former category) is put first.
 */
const GRADE_TITLE = /^operai[oe]? (?:comun|qualificat|specializzat)\w*$/i;
// The title's own words in the message ("operai specializzati" for "operaio specializzato"), none inferred from tasks.
const saidOutright = (title: string, message: string) =>
  normalise(title)
    .split(' ')
    .every((w) => new RegExp(`\\b${w.slice(0, -1)}\\p{L}?\\b`, 'u').test(normalise(message)));

/** Where provincial agreements set the profiles and wages by level (Operai agricoli), the national area is a start. */
const provincialNote = (ccnl: Ccnl): string[] =>
  /contratti provinciali/i.test(ccnl.pay_structure)
    ? [
        `Nel ${ccnl.short_name} i profili e i salari per livello li fissano i contratti provinciali: verifica il contratto della tua provincia.`,
      ]
    : [];

export function rankedLevels(ccnl: Ccnl, ctx: AgentContext): Candidate[] {
  let candidates = score(ccnl, ctx.message).sort((a, b) => b.score - a.score);
  // "a che livello dovrei essere?" after a turn that told the tasks: the job is described in that turn.
  const previous = ctx.history?.at(-1); // (a message telling a job of its own is decided on it alone, own-job.ts)
  if ((candidates[0]?.score ?? 0) === 0 && previous !== undefined && !describesOwnJob(ccnl, ctx.message))
    candidates = score(ccnl, `${previous}; ${ctx.message}`).sort((a, b) => b.score - a.score);
  // Rules that decide the level outright (who is cared for, a former category, read with the turn before too; a
  // newcomer at a track's entry level, track-entry.ts; a graduate designer at the specialist field's).
  const decided =
    decidedLevel(ccnl, ctx.message) ??
    trackEntryLevel(ccnl, ctx.message) ??
    specialistEntryLevel(ccnl, ctx.message) ??
    unapprenticedLevel(ccnl, ctx.message) ??
    (ctx.history?.length ? decidedLevel(ccnl, `${ctx.history.at(-1)}; ${ctx.message}`) : undefined);
  // A task added to the title's job that is a higher profile's work (added-task.ts) is weighed before the title.
  if (!decided) candidates = withAddedTask(ccnl, ctx.message, candidates, ctx.today);
  const ruled = decided ? candidates.findIndex((c) => c.level?.level === decided) : -1;
  if (ruled > 0 || (ruled === 0 && candidates[0]?.score === 0)) {
    const [chosen] = candidates.splice(ruled, 1) as [Candidate];
    candidates.unshift({ ...chosen, score: Math.max(chosen.score, (candidates[0]?.score ?? 0) + 1) });
  }
  candidates = withDecidedExample(ccnl, candidates, decided, ctx.message, previous);
  // Simple tasks told by someone with no experience: the level of simple work, whatever the workplace's words
  // match ("in magazzino … deve solo caricare a mano i pacchi" is not the warehouse clerk's level).
  const simple = decided ? undefined : simpleTasksLevel(ccnl, ctx.message);
  // A manual worker's grade told by the definitions' words ("normali conoscenze pratiche di mestiere", "non
  // specializzato", "senza coordinare squadre"): the level carrying that grade (described-grade.ts).
  const graded =
    decided || simple ? undefined : describedGradeLevel(ccnl, ctx.message, candidates[0], ctx.today);
  const top = candidates[0]?.score ?? 0;
  const wanted = simple?.level ?? graded?.level;
  const at = wanted ? candidates.findIndex((c) => c.level?.level === wanted) : -1;
  if (at > 0 || (at === 0 && top === 0)) {
    const [chosen] = candidates.splice(at, 1) as [Candidate];
    // (Its example that says the work is simple is the reason, when the job's words matched none.)
    const example = chosen.example ?? (simple ? simpleExample(simple) : null);
    candidates.unshift({ ...chosen, score: Math.max(1, top + 1), example });
  }
  if (graded && candidates[0]?.level?.level === graded.level)
    candidates[0] = {
      ...candidates[0],
      grade: graded.grade,
      ...(graded.titled ? { gradeTitled: graded.titled } : {}),
    };
  // Simple work on the level whose definition names the common workers: said as that grade, too.
  if (
    simple &&
    candidates[0]?.level?.level === simple.level &&
    /\boperai\w* comun/i.test(simple.declaratoria ?? '')
  )
    candidates[0] = { ...candidates[0], grade: 'comun' };
  // A level known only by a grade's title ("operaio specializzato", no declaratoria to define the grade) fits a job
  // that says that title, not one whose tasks suggest the grade ("legge i disegni").
  const [first] = candidates;
  if (
    first?.level &&
    !first.level.declaratoria &&
    GRADE_TITLE.test(first.example ?? '') &&
    !saidOutright(first.example ?? '', ctx.message)
  )
    candidates[0] = { ...first, score: 0 };
  // Experience said outright picks the qualified profile of the trade over the plain one (experience-grade.ts).
  if (!decided && !simple && !graded) candidates = withExperienceGrade(candidates, ctx.message);
  return withTurnedRole(candidates, ctx.turned);
}

const levelTerms = (level: Level) => jobTerms(`${level.examples.join(' ')} ${level.declaratoria ?? ''}`);

/**
 * A follow-up that gives what the earlier turn denied ("niente ADR", then "e se prende il patentino ADR?"): a level
 * whose profiles name it goes first, whatever else of the unchanged story the others match. The rest of the job
 * stays as told, so of those levels the one nearest the level the story fits otherwise is taken (the same
 * vehicle and licence, the ADR added).
 */
function withTurnedRole(candidates: Candidate[], turned: readonly string[] | undefined): Candidate[] {
  if (!turned?.length) return candidates;
  const scored = candidates.map((c, at) => ({
    at,
    terms: c.level && c.score > 0 ? levelTerms(c.level) : [],
  }));
  const named = (terms: string[]) => turned.filter((t) => terms.includes(t)).length;
  // A level that shares little else with the story is not the job with the change ("anche il controllo dimensionale
  // dei pezzi" is no C2's «controllo tecnico» when the rest of the job fits D2 five times better).
  const top = candidates[0]?.score ?? 0;
  const naming = scored.filter((x) => named(x.terms) > 0 && (candidates[x.at]?.score ?? 0) >= top / 2);
  // The level the story fits without the change: the best one not naming it.
  const otherwise = scored.find((x) => x.terms.length && !named(x.terms));
  if (!naming.length || !otherwise) return candidates;
  const near = new Set(otherwise.terms);
  const shared = (terms: string[]) => terms.filter((t) => near.has(t)).length;
  // Of those, the one naming most of the change ("attestato di assistente familiare": the trained carer, not
  // another "assistente"), then the nearest.
  const fits = (x: { terms: string[] }) => named(x.terms) * 1000 + shared(x.terms);
  const best = naming.reduce((a, b) => (fits(b) > fits(a) ? b : a));
  if (best.at === 0) return candidates;
  const [chosen] = candidates.splice(best.at, 1) as [Candidate];
  return [{ ...chosen, score: (candidates[0]?.score ?? 0) + 1 }, ...candidates];
}

/** The level inquadra proposes for the job the context describes, in the agreement it targets. */
export function proposedLevel(
  ctx: AgentContext,
): { ccnl: Ccnl; level: Level; example: string | null } | undefined {
  const ccnl = targetAgreements(ctx).agreements[0];
  const best = ccnl ? rankedLevels(ccnl, ctx)[0] : undefined;
  return ccnl && best?.level && best.score > 0
    ? { ccnl, level: best.level, example: best.example }
    : undefined;
}

// Generic titles that name no task of their own, and the hiring's when ("il mese prossimo assumiamo").
const BARE_TITLE =
  /\b(?:impiegat[oaie]|operai[oae]?|dipendent[ei]|lavorat(?:ore|rice|ori|rici)|nuov[oaie]|assunt[oaie]|assum\w*|mes[ei]|prossim[oaie]|settiman[ae])\b/gi;

/**
 * inquadra: the level of a job description in the selected (or named) agreement, why (the level's description
 * and the closest example profile), the neighbouring levels and what would move the role there.
 */
export function inquadra(ctx: AgentContext): AgentAnswer {
  const { agreements, how } = targetAgreements(ctx);
  const ccnl = agreements[0];
  if (!ccnl) {
    // A question that tells no job ("che livello mi spetta? sono qui da tre anni") or a bare title ("un operaio"),
    // which fits a level of every agreement, needs the tasks too: no example profile matches its words.
    const tasks = ctx.message.replace(BARE_TITLE, ' ');
    const told = ctx.kb.agreements.some((c) =>
      score(c, tasks).some((x) => x.score > 0 && x.example !== null),
    );
    return cannotIdentifyAgreement(
      ctx,
      'da applicare a questa mansione',
      told ? undefined : 'le mansioni svolte: cosa fai, con quanta autonomia e con quali responsabilità',
    );
  }

  // "ero al 6J", "assunto al livello E nel 2024: dove dovrei essere ora?", an apprentice's level at hiring.
  const progressed = ceasedLevelMove(ctx, ccnl) ?? levelProgression(ctx, ccnl) ?? apprenticeEntry(ctx, ccnl);
  if (progressed) return progressed;
  // "a quale livello corrisponde la vecchia 5ª categoria?": the correspondence, not a placement (former-category.ts).
  const correspondence = formerCategoryAnswer(ctx, ccnl);
  if (correspondence) return correspondence;
  const added = addedTask(
    ccnl,
    ctx.message,
    score(ccnl, ctx.message).sort((a, b) => b.score - a.score)[0],
    ctx.today,
  );
  const candidates = rankedLevels(ccnl, ctx);
  const best = candidates[0];
  const ordered = levelsByPay(ccnl, ctx.today);
  const levelList = ordered.map((l) => `- ${l.name}: ${describe(l)}`);
  const allSources = ccnl.levels.flatMap((l) =>
    citeSources(ccnl, `${l.name}: ${describe(l)}`, null, l.sources, 1),
  );
  const note =
    how === 'selected' && agreements.length > 1
      ? [`Ho considerato il ${ccnl.short_name}, il primo dei CCNL selezionati.`, '']
      : [];

  if (!best || best.score === 0) {
    const names = ordered.map((l) => l.name).join(', ');
    const defined = ordered.filter((l) => l.declaratoria);
    // With definitions but no profile that fits, the definitions are what the employer compares the job to.
    const body = defined.length
      ? [
          ...note,
          heldLevelWithoutTasks(ccnl, ctx) ??
            `Dalla descrizione ${'**non riesco a determinare il livello**'} nel ${ccnl.short_name}: nella base di conoscenza non trovo un profilo di esempio che corrisponda alla mansione descritta, e le declaratorie dei livelli da sole non bastano a distinguerla.`,
          '',
          'Confronta la mansione con le declaratorie, dal livello meno al più retribuito:',
          ...defined.map((l) => `- ${l.name}: «${l.declaratoria}»`),
          '',
          'Descrivi le mansioni: i compiti svolti, il grado di autonomia, la formazione o esperienza richiesta e le eventuali responsabilità di coordinamento.',
          ...provincialNote(ccnl),
        ]
      : [
          ...note,
          `Dalla descrizione ${'**non riesco a determinare il livello**'} nel ${ccnl.short_name}: per questa mansione profili e declaratorie non sono disponibili nella base di conoscenza.`,
          '',
          `Descrivi i compiti svolti, il grado di autonomia e le eventuali responsabilità di coordinamento. Livelli del contratto, dal meno al più retribuito: ${names}.`,
        ];
    return finishAnswer(body, allSources.slice(0, 2), [
      `Quali mansioni rientrano nei livelli del ${ccnl.short_name}?`,
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
      `Quanto dura il periodo di prova nel ${ccnl.short_name}?`,
    ]);
  }

  if (best.unclassified) {
    const profile = best.unclassified;
    const body = [
      ...note,
      `Livello: ${NOT_AVAILABLE}. Il profilo «${best.example}» compare tra gli esempi del ${profile.group} del ${ccnl.short_name}, ma il livello corrispondente non è verificato (${profile.note.replace(/\.$/, '')}).`,
      '',
      'Livelli del contratto, dal meno al più retribuito:',
      ...levelList,
    ];
    return finishAnswer(
      body,
      [...citeSources(ccnl, body[note.length] ?? '', null, profile.sources), ...allSources.slice(0, 2)],
      [
        `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
        `Quanto dura il periodo di prova nel ${ccnl.short_name}?`,
        `Quanti giorni di preavviso prevede il ${ccnl.short_name}?`,
      ],
    );
  }

  const level = best.level as Level;
  // Neighbours on the same ladder: a sales agent's level is not next to a shop assistant's.
  const ladder = levelsByPay(
    ccnl,
    ctx.today,
    ccnl.levels.filter((l) => l.track === level.track),
  );
  const index = ladder.findIndex((l) => l.level === level.level);
  const above = ladder[index + 1];
  const below = index > 0 ? ladder[index - 1] : undefined;
  const why: string[] = [];
  // A manual worker on a level shared with clerks (or a quadro beside them): the worker's category, no clerk's profile
  // as the nearest (and the profile that decided the level, unapprenticed-level.ts, is the example shown).
  const category = levelCategory(level, ctx.message, ctx.history, best.grade);
  const example =
    category && clericalExample(best.example)
      ? null
      : (unapprenticedExample(ccnl, level.level, ctx.message) ?? best.example);
  if (example) why.push(nearestProfile(level, example));
  if (best.grade)
    why.push(
      best.gradeTitled
        ? `la descrizione dice «operaio ${GRADE_TITLE_WORD[best.grade]}», il grado dei profili di questo livello`
        : GRADE_WHY[best.grade],
    );
  if (level.declaratoria) why.push(`la declaratoria indica «${level.declaratoria}»`);
  if (added && added.level.level === level.level)
    why.push(
      `oltre alle mansioni di «${added.from.example}» (${added.from.level.name}) descrivi un compito del profilo «${added.title}»: conta la mansione svolta con prevalenza, non il titolo; se quel compito è solo occasionale, resta il ${added.from.level.name}`,
    );
  const shown = shownLevel(level);
  const atToday = levelPayOfCase(ccnl, level.level, ctx) ?? levelPayAt(ccnl, level.level, ctx.today);
  // A table only derived gives no minimum (kb/unread-table.ts): its gap, in short, in place of the figure.
  const unread = atToday && onlyDerived(atToday.table) ? atToday.table : undefined;
  const pay = unread ? undefined : atToday;
  const payDate = pay ? `al ${italianDate(ctx.today)}` : '';
  // The pay asked with the level opens beside it (level-pay-asked.ts).
  const payFirst = pay && levelPayAsked(ctx);
  const payOpening = payFirst
    ? ` ${casePayLabel(pay)} ${payDate}: **${euro(pay.row.amount)}${perHour(pay)}** (tabella in vigore dal ${italianDate(pay.table.effective_from)}).`
    : '';
  const body = [
    ...note,
    `${heldLevelVerdict(ccnl, level, ctx, ordered)}Livello proposto: **${shown}** del ${ccnl.short_name}${category ? `, come ${category}` : ''}.${payOpening}${statedLevelCheck(ccnl, level, ctx, ordered)}${ceasedLevelNote(ccnl, ctx.message)}`,
    '',
    `Perché: ${why.join('; ')}.`,
  ];
  // (A clerk's example left out: the citation is the declaratoria's, the line that is shown.)
  const cited = example === best.example || !level.declaratoria ? describe(level) : `«${level.declaratoria}»`;
  const profile = citeProfile(ccnl, level, example, `${level.name}: ${cited}`);
  if (level.confidence === 'low' || profile.lowOnly)
    body.push(
      'Attenzione: i profili di esempio di questo livello hanno affidabilità bassa nella base di conoscenza; verifica con il testo del contratto.',
    );
  body.push(...provincialNote(ccnl));
  if (pay && !payFirst)
    body.push(
      `${casePayLabel(pay)} ${payDate}: ${euro(pay.row.amount)}${perHour(pay)} (tabella in vigore dal ${italianDate(pay.table.effective_from)}).`,
    );
  else if (unread)
    body.push(
      `Minimo mensile del livello: ${NOT_AVAILABLE} (${unreadTableGap(ccnl, '', ctx.today, unread, undefined, true)}).`,
    );
  else if (!hasPayTables(ccnl))
    body.push(`Minimo mensile del livello: ${NOT_AVAILABLE} (${NO_TABLES_REASON}).`);

  const near = neighbourLines(above, below, example, describe); // same profile, another condition: told by it
  body.push('', 'Livelli vicini e cosa sposterebbe la mansione:', ...near.lines);
  const scale = level.track
    ? `tra i livelli del ${level.track} del ${ccnl.short_name}`
    : `del ${ccnl.short_name}`;
  if (!above) body.push(`- È il livello più alto ${scale} nella base di conoscenza.`);
  if (!below) body.push(`- È il livello più basso ${scale} nella base di conoscenza.`);
  // A grade the description's words decided (described-grade.ts) has weighed the profile the words matched
  // and the neighbours are told above: no second guess beside it.
  const runnerUp = best.grade
    ? undefined
    : candidates.find(
        (c) => c !== best && c.level && c.score >= best.score * 0.5 && !near.told.includes(c.level),
      );
  if (runnerUp?.level)
    body.push(
      `- Da valutare anche il ${runnerUp.level.name}${runnerUp.example ? ` (esempio «${runnerUp.example}»)` : ''}, che corrisponde in parte alla descrizione.`,
    );

  const citations: Citation[] = [
    ...profile.citations,
    ...[above, below].flatMap((l) =>
      l ? citeSources(ccnl, `${l.name}: ${describe(l)}`, null, l.sources, 1) : [],
    ),
    ...(pay
      ? citeSources(
          ccnl,
          `${level.name}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
          `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
          pay.table.sources,
          1,
        )
      : []),
  ];
  const name = levelShort(level.level);
  return finishAnswer(
    body,
    citations,
    pickQuestions(
      [
        `Qual è il minimo mensile del ${name} nel ${ccnl.short_name}?`,
        `Quanto dura il periodo di prova per il ${name} nel ${ccnl.short_name}?`,
        `Quanti giorni di preavviso prevede il ${ccnl.short_name} per il ${name}?`,
        `Quanto guadagna netto al mese un ${name} del ${ccnl.short_name}?`,
      ],
      ctx.message,
      4,
    ),
  );
}
