import { euro, italianDate } from '../kb/format.js';
import { levelPayAt, sections, tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources, levelMinimumCitations } from './answer.js';
import { ceasedLevelMove } from './ceased-level.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type Candidate, score } from './level-score.js';
import { asksMinimumOnly } from './minimum-only-asked.js';
import { placeDecides } from './profile-place.js';
import { citeProfile } from './profile-sources.js';
import { asksProvincialPay, provincialPayAnswer } from './provincial-pay.js';
import { levelName, levelShort } from './shared/levels.js';

// A profile decides the level when it outscores every other level's by this ratio ("cameriere di ristorante" at
// 4° against "cameriere bar" at 5° does not: the job said is both).
const CLEAR_LEAD = 0.7;

const GRADES = /\b(qualificat|specializzat|comun|generic)[oaie]\b/g;
/**
 * "operaio meccanico qualificato" against the only profile «operaio specializzato»: the worker's grade said is
 * another than the profile's, so the profile does not place the worker (the level is asked instead).
 */
function otherGrade(example: string, message: string): boolean {
  const gradesOf = (text: string) => new Set([...readable(text).matchAll(GRADES)].map((m) => m[1]));
  const profile = gradesOf(example);
  const said = gradesOf(message);
  return profile.size > 0 && said.size > 0 && ![...said].some((g) => profile.has(g));
}

/**
 * "Quanto prende un magazziniere nel commercio?": a job the agreement lists as an example profile of one level
 * is that level's minimum, said with the profile it rests on; a job several levels list is not decided here.
 */
function profileMinimum(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const ranked = score(ccnl, ctx.message)
    .filter((c) => c.level)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const level = best?.level;
  if (!best || !level || !best.example || best.score <= 0) return undefined;
  const next = ranked.find((c) => c.level?.level !== level.level);
  if (next && next.score > best.score * CLEAR_LEAD)
    return profileMinimumAt(ctx, req, ccnl, placeDecides(best, next, ctx.message));
  return profileMinimumAt(ctx, req, ccnl, best);
}

/** The minimum of the level a profile places the job at, said with the profile. */
function profileMinimumAt(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  best: Candidate | undefined,
): AgentAnswer | undefined {
  const level = best?.level;
  if (!best?.example || !level) return undefined;
  if (otherGrade(best.example, ctx.message)) return undefined;
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, level.level, date);
  if (!pay) return undefined;
  const label = levelName(ccnl, level.level);
  const section = pay.table.section ? ` (${pay.table.section})` : '';
  const profile = citeProfile(ccnl, level, best.example, `${label}: «${best.example}»`);
  return compose({
    answer: `Nel ${ccnl.short_name} il profilo «${best.example}» è al ${levelShort(level.level)}: il minimo mensile lordo${section} al ${italianDate(date)} è ${bold(euro(pay.row.amount))}, in vigore dal ${italianDate(pay.table.effective_from)}.`,
    steps: [
      `Composizione del minimo: ${pay.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')} = ${euro(pay.row.amount)}.`,
    ],
    assumptions: [
      `Livello dedotto dal profilo di esempio del contratto: conta la mansione effettiva; se la busta paga indica un altro livello, chiedi il minimo di quel livello.`,
      'Solo minimo tabellare: scatti di anzianità, superminimo e indennità si aggiungono.',
    ],
    citations: [...levelMinimumCitations(ccnl, label, pay.row.amount, pay.table), ...profile.citations],
    related: [
      `In che livello va inquadrato un ${best.example} nel ${ccnl.short_name}?`,
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
    ],
  });
}

/** The question asks the whole table, not one worker's minimum: "tabella", "per livello", "tutti i livelli". */
const ASKS_TABLE =
  /tabell|per (?:ogni |ciascun )?livell|tutti i livell|ogni livell|\blivelli\b|minimi (?:retributiv|tabellar|contrattual|salarial)|\bi minimi\b|quali (?:sono )?i minimi/;
/**
 * One worker's pay: "quanto prende un metalmeccanico", "quanto mi spetta", "quanto guadagna una commessa", "il
 * minimo del mio livello", "quanto le dobbiamo dare come minimo", "il minimo per la nuova ragazza dello studio",
 * "il minimo adesso x un metalmeccanico" (a worker named by trade or sector; a grade said, "un operaio
 * qualificato", points to the table's profiles instead); "il minimo in busta x gli stagionali", "il minimo per i
 * nostri dipendenti": the workers of a kind, whose pay is still one level's.
 */
// A hire of one worker in the story: "devo fare la lettera d'assunzione", "per una nuova dipendente full time".
const ONE_HIRE =
  /\blettera d(?:i |' ?)assunzione\b|\b(?:un[oa]?|un'|il|la|lo|l') ?(?:nuov[oa]|neo) ?(?:dipendente|assunt[oa]|lavorat(?:ore|rice)|collaborat(?:ore|rice)|ragazz[oa]|commess[oa]|impiegat[oa]|operai[oa]|addett[oa]|persona)\b/;
const ONE_WORKER =
  // ("devo assumere una persona a gennaio": the minimum of the one worker being hired.)
  /\b(?:devo|dobbiamo|dovrei|dovremmo|vorrei|sto per|stiamo per) assumer\w* (?:una persona|qualcuno|un[a']? ?(?:nuov[oa] )?(?:dipendente|lavorat\w*|ragazz[oa]|collaborat\w*|signora))\b|\bminim[oa] in busta\b|(?<!\b(?:riposo|orario|ore|pausa)\b[^?.]{0,20})\bminim[oa]\b[^?.]{0,20}?\b(?:per|x|a|di|dei|degli|delle) (?:gli |i |le |l')?(?:nostr[ie] |mie[i]? |mie )?(?:nuov[ie] )?(?:stagional|dipendent|lavorator|collaborator|operai|impiegat|ragazz|addett|assunt)\w*|\b(?:mio|suo|tuo) livello\b|\bprend\w*\b|\bguadagn\w*|\b(?:paga|retribuzione|stipendio) (?:minim\w* )?(?:di|del|della|dell'|d'|per) (?:un|una|uno|un')\b|\bspett\w*|\bpercepi\w*|\bpagat[oa]\b|\bpagano\b|\bstipendio\b|\bmi danno\b|\b(?:devo|dobbiamo|dovete|dovremo|dovro|deve) (?:dar|pagar)\w*|(?<!\b(?:riposo|orario|ore|pausa)\b[^?.]{0,20})\bminim[oa]\b[^?.]{0,20}?\b(?:per|x|della|del|dello|di|a) (?:il |la |lo |l'|un |una |uno |un'|mio |mia |nostr[oa] |suo |sua )?(?:nuov[oa] |neo ?)?(?:ragazz[oaie]|dipendent[ei]|assunt[oaie]|collaborat(?:ore|rice)|lavorat(?:ore|rice)|signor[aei]?|person[ae]|collega)\b|(?<!\b(?:riposo|orario|ore|pausa)\b[^?.]{0,20})\bminim[oa]\b[^?.]{0,20}?\b(?:per|x|di|a) (?:un|una|uno|un') (?!(?:contratt|ccnl|mes|ann|or[ae]\b|giorn|settiman|livell|part|full|tempo)\w*)[a-z]{4,}\b(?! (?:qualificat|specializzat|comun|generic)[oaie]\b)/;

/**
 * "Quanto prende di minimo un metalmeccanico?": one worker's minimum depends on the level, which the question
 * does not give. The answer asks for it (or the job, to find it) and shows the range the agreement's table
 * spans, instead of a dump of every level or a guess at one. Undefined when the level is known, the table is
 * what is asked, or there is no table in force.
 */
export function askForLevel(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // The Operai agricoli's day or hour is the provincial wage: the gap, not a level asked (provincial-pay.ts).
  if (asksProvincialPay(ccnl, ctx.message))
    return provincialPayAnswer(ccnl, ctx.message, ctx.history, req.slots.date ?? ctx.today);
  // "era al 6 junior: col passaggio quanto le sale lo stipendio?": the move out of an abolished level (ceased-level.ts).
  const moved = ceasedLevelMove(ctx, ccnl);
  if (moved) return moved;
  if (req.slots.level || req.slots.jobDescription || req.slots.amounts.length) return undefined;
  if (ASKS_TABLE.test(text)) return undefined;
  if (!ONE_WORKER.test(text) && !ONE_HIRE.test(text)) return jobMinimum(ctx, req, ccnl);
  const byProfile = profileMinimum(ctx, req, ccnl);
  if (byProfile) return byProfile;
  const date = req.slots.date ?? ctx.today;
  const { current } = tableAt(ccnl, date, sections(ccnl)[0] ?? '');
  if (current?.unit !== 'mese' || current.levels.length < 2) return undefined;
  const rows = [...current.levels].sort((a, b) => a.amount - b.amount);
  const low = rows[0];
  const high = rows.at(-1);
  if (!low || !high) return undefined;
  const section = current.section ? ` (${current.section})` : '';
  return compose({
    answer: `Il minimo dipende dal livello di inquadramento: quale livello ha il lavoratore? Nel ${ccnl.short_name}${section} il minimo mensile lordo va da ${bold(euro(low.amount))} (${levelShort(low.level)}) a ${bold(euro(high.amount))} (${levelShort(high.level)}), tabella in vigore dal ${italianDate(current.effective_from)}.`,
    steps: [
      'Indica il livello (lo trovi in busta paga o nella lettera di assunzione) o descrivi la mansione, e ti do il minimo esatto con la data da cui vale.',
    ],
    citations: citeSources(
      ccnl,
      `Tabella minimi del ${ccnl.short_name} dal ${italianDate(current.effective_from)}: da ${euro(low.amount)} a ${euro(high.amount)}`,
      `tabella minimi dal ${italianDate(current.effective_from)}`,
      current.sources,
    ),
    related: [
      `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
      `In che livello va inquadrato un operaio nel ${ccnl.short_name}?`,
    ],
  });
}

// "faccio il cameriere", "lavoro come barista", "la mia ragazza che fa la barista": a job told as someone's own.
const JOB_TOLD =
  /\b(?:faccio|fa|fai|facciamo|fanno) (?:il|la|lo|l'|l|un|una|uno)\b|\blavor\w* (?:come|da)\b|\b(?:sono|e) (?:un|una|uno|un')\b/;

/**
 * "faccio il cameriere di sala in un ristorante: quanto è il minimo lordo?" with no level: when the agreement's
 * profiles place the job at one level, that level's minimum with the profile it rests on (calcolo as well as
 * the main agent), instead of asking for the level. A follow-up telling another job ("e la mia ragazza che fa la
 * barista?") asks the same minimum as the turn before.
 */
export function jobMinimum(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  if (req.slots.level || req.slots.jobDescription || req.slots.amounts.length) return undefined;
  const text = readable(ctx.message);
  if (ASKS_TABLE.test(text) || !JOB_TOLD.test(text)) return undefined;
  const previous = ctx.history?.at(-1);
  const asked =
    asksMinimumOnly(ctx.message, req) ||
    (previous !== undefined && !/\bquant|\bnett/.test(text) && asksMinimumOnly(previous, req));
  return asked ? profileMinimum(ctx, req, ccnl) : undefined;
}
