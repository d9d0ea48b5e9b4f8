import { LEVEL_ORDINALS } from '../kb/text.js';
import { ORDINARY_HOURS_ASKED } from './ordinary-hours-asked.js';
import type { Intent, TypedRequest } from './request.js';

/**
 * What a small employer asks last, after a story that names another subject (eval/questions/88-g21-realemp8.json):
 * - an apprentice's cost in the story and the month's pay asked last ("voglio capire quanto mi costa: nei primi
 *   dodici mesi quanto devo dargli lordo al mese?"): the apprentice's pay (the share of the final level's minimum),
 *   not the yearly cost, whose reduced contribution rates the knowledge base lacks;
 * - the worker's level stated in the story and the increase asked ("è inquadrata BS … a gennaio 2027 di quanto
 *   sale il suo minimo?", "al 4° livello: quanto aumenta lo stipendio col rinnovo?"): the renewal's tranche, not a
 *   classification of the job;
 * - the most overtime allowed asked in words about hours ("quante ore extra all'anno al massimo?", "limite
 *   settimanale dell'orario comprensivo dello straordinario"): the overtime ceiling, not the weekly schedule.
 */
const APPRENTICE = /\bapprendist\w*/;
const NEGATED_APPRENTICE = /\b(?:non|senza|niente|nessun\w*)\b[^.?;!]{0,40}?\bapprendist/;
const COST = /\bquanto (?:mi |ci )?(?:costa|costerebbe|costera|viene a costare)\b|\bcosto\b/;
/** The month's pay asked: "quanto devo dargli", "quanto gli spetta lordo al mese", "quanto lo pago al mese". */
const MONTH_PAY =
  /\bquanto (?:(?:gli|le|lo|la) )?(?:devo |dovro |dobbiamo |dovremo )?(?:dar(?:gli|le|e)?|do|diamo|pagar(?:lo|la|gli|le|e)?|pago|paghiamo|spetta|prende|prendera)\b[^?]{0,40}?(?:\bal mese\b|\bmensil\w*|\blord[oi]\b)|\b(?:stipendio|paga|retribuzione) (?:lord[ao] )?(?:mensile|al mese)\b[^?]{0,20}\?/;

const FINAL_LEVEL =
  /\b(?:livello|liv\.?) (?:finale|di arrivo|d'arrivo|di destinazione) (?:e |il |al )?(primo|secondo|terzo|quarto|quinto|sesto|settimo|[1-7])\b/;

function apprenticePayAskedLast(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'employer_cost' || !APPRENTICE.test(text) || NEGATED_APPRENTICE.test(text))
    return {};
  const cost = COST.exec(text);
  const pay = MONTH_PAY.exec(text);
  if (!cost || !pay || pay.index < cost.index) return {};
  // "livello di arrivo terzo", "liv finale 4": the final level the share is taken of, when not read already.
  const final = FINAL_LEVEL.exec(text)?.[1];
  const level = request.slots.level ?? (final ? (LEVEL_ORDINALS[final] ?? final) : undefined);
  return {
    intent: 'apprenticeship',
    alsoAsked: request.alsoAsked.filter((intent) => intent !== 'apprenticeship'),
    ...(level && level !== request.slots.level ? { slots: { ...request.slots, level } } : {}),
  };
}

/** A level stated, not asked: "è inquadrata BS", "inquadrato al 4° livello", "nel contratto è al livello C". */
const LEVEL_STATED =
  /\binquadra\w*\s+(?:come\s+|al\s+|nel\s+|a\s+)?(?:livello\s+|liv\.?\s*)?(?:[a-d]s?|q|[1-7]°?|[a-d][1-3]|primo|secondo|terzo|quarto|quinto|sesto|settimo)\b|\b(?:e|sta|lavora) (?:al|nel) (?:[1-7]|primo|secondo|terzo|quarto|quinto|sesto|settimo)°? livello\b/;
/** An increase asked: "di quanto sale", "quanto aumenta", "l'aumento di gennaio". */
const INCREASE_ASKED =
  /\bdi quanto (?:sale|salira|aumenta|aumentera|cresce|crescera|sal\w+|aument\w+)\b|\bquanto (?:sale|salira|aumenta|aumentera|cresce)\b|\b(?:l'|un |l')?aument[oi] (?:di|del|da|a) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/;
/** The job's level asked: "che livello", "quale livello", "come la inquadro". */
const LEVEL_ASKED = /\b(?:che|quale|quali) (?:livello|inquadramento)\b|\bcome (?:la |lo )?inquadr\w*/;

function increaseAskedWithLevel(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'classification' || !request.alsoAsked.includes('renewal')) return {};
  if (!LEVEL_STATED.test(text) || !INCREASE_ASKED.test(text) || LEVEL_ASKED.test(text)) return {};
  return {
    intent: 'renewal' as Intent,
    alsoAsked: request.alsoAsked.filter((intent) => intent !== 'renewal'),
  };
}

/** The most overtime allowed ("quante ore extra all'anno al massimo", "quante ore max in un anno", "orario comprensivo
 * dello straordinario"). */
const OVERTIME = /\bstraordinar\w*|\bore extra\b/;
const LIMIT_ASKED = /\b(?:al massimo|massim[oi]|max|limit[ei]|tetto|non (?:si )?(?:puo|possono) superare)\b/;
const PAY_ASKED = /maggiora|percentual|%|quanto (?:vale|valgono|pag|viene|vengono|costa)|in euro|\bpagat/;

// ("quante ore in più posso chiedere a un magazziniere?": the most extra hours an employer may ask, a full-timer's.)
const EXTRA_ALLOWED =
  /\bquante ore in piu (?:(?:gli|le) )?(?:posso|possiamo|si possono|puo|si puo) (?:chiedere|richiedere|far fare|fare)\b/;

function overtimeLimitAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  const extra = EXTRA_ALLOWED.test(text) && !/part[- ]?time|supplementar/.test(text);
  if (request.intent !== 'working_hours' || !((OVERTIME.test(text) && LIMIT_ASKED.test(text)) || extra))
    return {};
  if (PAY_ASKED.test(text) || ORDINARY_HOURS_ASKED.test(text)) return {};
  return { intent: 'overtime_value' };
}

export function employerLastAsk(request: TypedRequest, text: string): Partial<TypedRequest> {
  for (const read of [apprenticePayAskedLast, increaseAskedWithLevel, overtimeLimitAsked]) {
    const out = read(request, text);
    if (out.intent) return out;
  }
  return {};
}
