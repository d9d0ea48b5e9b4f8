import { euro } from '../kb/format.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import type { Ccnl, Level } from '../kb/schema.js';
import { fold } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * "Sono inquadrato al 5° ma faccio X, è giusto?", "l'ha messo al 5° livello", "mi pagano come 6°": the level
 * the worker holds now is a fact of the case, not the answer. The job is classified from its tasks, and the
 * opening then says how the proposed level stands against the one held (same, higher, lower) with the
 * difference between the two minimums when both are in the knowledge base.
 */

// "nel contratto c'è scritto 7", "sulla lettera risulta il 5", "in busta è indicato 6 super": the level written on
// the worker's papers is the one held, said as a bare number.
const WRITTEN =
  /\b(?:(?:c'?\s?e|ce|e|hanno|ha) (?:scritt|indicat|mess)\w*|risulta(?:no)?) (?:il |al |livello |come )?(\d{1,2})(?: ?[°º])?( super| s\b)?(?!\d|[.,]\d|%| ?(?:euro|€|or[ae]\b|giorn|mes|ann|settiman))/u;

// Words that make a level the one held now, not one offered or asked about.
const HELD = new RegExp(
  String.raw`\binquadr\w*|\b(?:sono|sei|e|sta|stai|siamo|stiamo|resta|rimane|rimango) (?:ancora |da anni |sempre |tuttora )?(?:al|nel|in|come)\b|\b(?:mess[oiae]|mett\w*|ha messo|hanno messo|assunt\w*|pagat\w*|paga\w*) (?:\w+ )?(?:al|nel|in|come)\b|\b(?:ho|ha|hai|abbiamo) (?:il|un) (?:\d|livell)|\battualmente\b|\bin busta paga\b|${WRITTEN.source}`,
  'u',
);

/** A month of a year the turn names as the one looked at ("la busta di ottobre 2026"), not a hire or start. */
const MONTH_ASKED =
  /^(?!.*\b(?:as?sunt\w*|entrat\w*|iniziat\w*|dal|dall'|da)\b [^.?]{0,20}\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b)(?=.*\b(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) (?:del )?20\d\d\b)/;

// "non vogliamo farlo quadro", "non lo metterei al 2°": a level ruled out is neither held nor asked.
const LEVEL_RULED_OUT =
  /\bnon (?:(?:lo|la|li|le|gli|ci|vogliamo|voglio|intendiamo|possiamo|pensiamo di|vorremmo|vorrei) )*(?:far\w*|mett\w*|inquadr\w*|pass\w*|promuov\w*|assum\w*|e|è|sara|sarà)\s+(?:(?:a|al|come|nel|un|una|tra i)\s+)?(?:quadr[oi]\b|(?:livello\s+)?\d{1,2}\s?[°º]?(?:\s*livello)?)/giu;

/** The level the message says the worker holds now, when it is one of the agreement's. */
function heldLevel(ccnl: Ccnl, ctx: AgentContext): Level | undefined {
  const kept = ctx.message.replace(LEVEL_RULED_OUT, ' ');
  if (kept !== ctx.message) {
    // (The request's level may be the one ruled out: the level is read again on the words kept.)
    const { request: _ruledOut, ...rest } = ctx;
    return heldLevel(ccnl, { ...rest, message: kept });
  }
  const text = fold(ctx.message);
  // "secondo te dovrei essere al 4? che differenza c'è?" after "sono al 5° livello": the level held was told in
  // an earlier turn of the conversation, the latest that tells one.
  if (!HELD.test(text)) {
    const told = [...(ctx.history ?? [])].reverse().find((turn) => HELD.test(fold(turn)));
    const code = told ? levelIn(ccnl, told) : undefined;
    return code ? ccnl.levels.find((l) => l.level === code) : undefined;
  }
  const code = ctx.request?.slots.level ?? levelIn(ccnl, ctx.message);
  return code ? ccnl.levels.find((l) => l.level === code) : undefined;
}

// "mi pagano come 4°", "sono al 5 livello": a bare ordinal or number before "livello" is a level here; not one
// that counts something else ("al 3° anno" of a school, "dal 1° marzo", "il 2° scatto").
const ORDINAL_ALONE =
  /(\d)\s?[°ºª](?!\s*(?:liv|ann[oi]|mes[ei]|giorn|settiman|scatt|or[ae]\b|semestr|trimestr|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre))/giu;
const levelIn = (ccnl: Ccnl, message: string) => {
  const written = WRITTEN.exec(fold(message));
  return (
    findLevel(ccnl, message.replace(ORDINAL_ALONE, '$1° livello'), false) ??
    (written ? findLevel(ccnl, `${written[1]}°${written[2] ? ' super' : ''} livello`, false) : undefined)
  );
};

/** The sentence set after the proposed level, or '' when no level held is stated. */
export function statedLevelCheck(ccnl: Ccnl, proposed: Level, ctx: AgentContext, ordered: Level[]): string {
  const held = heldLevel(ccnl, ctx);
  if (!held) return '';
  if (held.level === proposed.level)
    return ` È lo stesso livello indicato (${held.name}): per le mansioni descritte l'inquadramento risulta coerente.`;
  const rank = (l: Level) => ordered.findIndex((o) => o.level === l.level);
  const higher = rank(proposed) > rank(held);
  // "guardo la busta di ottobre 2026": the month the question names picks the tables weighed, else today's.
  const at = (MONTH_ASKED.test(fold(ctx.message)) && ctx.request?.slots.date) || ctx.today;
  const pays = [levelPayAt(ccnl, proposed.level, at), levelPayAt(ccnl, held.level, at)];
  const gap =
    pays[0] && pays[1]
      ? ` (minimo mensile ${euro(pays[0].row.amount)} contro ${euro(pays[1].row.amount)}: ${euro(Math.abs(pays[0].row.amount - pays[1].row.amount))} ${higher ? 'in più' : 'in meno'})`
      : '';
  return higher
    ? ` È più alto ${heldWithArticle(held)}${gap}: per le mansioni descritte l'inquadramento attuale risulta inferiore.`
    : ` È più basso ${heldWithArticle(held)}${gap}: l'inquadramento attuale è già superiore a quello che le mansioni descritte richiedono.`;
}

// "è un inquadramento coerente?", "è corretto?", "va bene così?": the level held asked to be confirmed.
const CONFIRM_ASKED =
  /\b(?:e|risulta|sarebbe|sia) (?:un |il |l')?(?:inquadramento |livello )?(?:coerent|corrett|giust|congru|adeguat|in regola)\w*\b|\bva bene (?:cosi|questo|quel)|\b(?:mi )?confermi\w*\b/;

/**
 * "L'azienda mi ha inquadrato al D1: è coerente?": **Sì** when the tasks place the job at the level held, **No**
 * when they place it higher; '' when no level held is told, nothing is asked to be confirmed, or the level held
 * is above what the tasks need (then the sentence after the level says so).
 */
export function heldLevelVerdict(ccnl: Ccnl, proposed: Level, ctx: AgentContext, ordered: Level[]): string {
  const higherClaimed = HIGHER_CLAIMED.test(fold(ctx.message));
  if (!CONFIRM_ASKED.test(fold(ctx.message)) && !higherClaimed) return '';
  // ("il consulente ci ha detto CS, ma lei dice che le spetta di più": the level said is the one claimed against.)
  const said = higherClaimed ? ccnl.levels.find((l) => l.level === ctx.request?.slots.level) : undefined;
  const held = heldLevel(ccnl, ctx) ?? said;
  if (!held) return '';
  if (higherClaimed) return higherClaimVerdict(held, proposed, ordered);
  if (held.level === proposed.level) return "**Sì**, l'inquadramento è coerente con le mansioni descritte. ";
  const rank = (l: Level) => ordered.findIndex((o) => o.level === l.level);
  return rank(proposed) > rank(held) ? '**No**, le mansioni descritte valgono un livello più alto. ' : '';
}

// "lei dice che le spetta di più: ha ragione lei?", "dice che merita un livello superiore, ha ragione?": a higher
// level claimed by the worker against the one given, asked to be confirmed.
const HIGHER_CLAIMED =
  /\b(?:spett\w*|merit\w*|tocc\w*) (?:\w+ )?(?:di piu|un livello (?:piu alto|superiore))\b[^?]{0,80}\bha(?:nno)? ragione\b|\bha(?:nno)? ragione\b[^?]{0,20}\?[^?]{0,80}\b(?:spett\w*|merit\w*) (?:\w+ )?(?:di piu|un livello (?:piu alto|superiore))\b/;

/** The worker's claim of a higher level weighed: Sì when the tasks place the job higher, No when they do not. */
function higherClaimVerdict(held: Level, proposed: Level, ordered: Level[]): string {
  const rank = (l: Level) => ordered.findIndex((o) => o.level === l.level);
  if (rank(proposed) > rank(held))
    return `**Sì**, ha ragione: le mansioni descritte valgono il ${levelShort(proposed.level)}, più alto del ${levelShort(held.level)} indicato. `;
  return `**No**, le mansioni descritte non valgono un livello più alto del ${levelShort(held.level)} indicato. `;
}

/** "del 6° livello", "della Categoria B, posizione economica B1": the level held after "più alto/basso". */
function heldWithArticle(held: Level): string {
  return /^categoria|^area/i.test(held.name) ? `della ${held.name} indicata` : `del ${held.name} indicato`;
}

/**
 * "Mi hanno messo al 5° livello, è giusto?" with no task told: whether a level is right depends on the duties, so
 * the answer opens by asking for them and says what the level held is meant for (its definition); undefined when
 * the message holds no level.
 */
export function heldLevelWithoutTasks(ccnl: Ccnl, ctx: AgentContext): string | undefined {
  if (!HELD.test(fold(ctx.message))) return undefined;
  const held = heldLevel(ccnl, ctx);
  if (!held) return undefined;
  const meant = held.declaratoria ? `: nel ${ccnl.short_name} è il livello di «${held.declaratoria}»` : '';
  return `Per dire se il **${held.name}** è giusto servono le **mansioni** che svolgi${meant}, e il livello va confrontato con quello che fai davvero, non con il reparto o il nome del posto. Dalla sola indicazione del livello **non posso dire se l'inquadramento è corretto**.`;
}
