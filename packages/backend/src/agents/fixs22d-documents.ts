import { euro, italianDate } from '../kb/format.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readQuestion } from '../reader/read.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentResult } from './agents.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { documentAgreement } from './document-facts.js';
import { documentText, levelOf } from './document-request.js';
import { levelName } from './shared/levels.js';

/**
 * Session 22 (fixs22d): uploaded documents whose facts the question leaves to them.
 */

const APPRENTICESHIP = /\bapprendist\w*/;
// "quanto prende al mese lordo?", "come sale la percentuale?", "che paga gli spetta?".
const PAY_ASKED =
  /\bquant\w*\b[^?]{0,40}\b(?:prend\w*|guadagn\w*|lord\w*|pag\w*|spett\w*|stipendio)\b|\bpercentual\w*/;

/**
 * "Questo è il contratto di mio figlio. Quanto prende al mese lordo nei primi 12 mesi?" beside an apprenticeship
 * contract: the contract gives the agreement, the final level and the hiring day, so the question is the
 * apprentice's pay, read on the contract's words with the question's (the share of the final level's minimum for
 * the period asked, and the shares after it).
 */
export function apprenticeContractRequest(ctx: AgentContext, req: TypedRequest): TypedRequest | undefined {
  if (!ctx.documents.length || req.intent === 'apprenticeship') return undefined;
  const text = documentText(ctx);
  const question = readable(ctx.message);
  if (!APPRENTICESHIP.test(readable(text)) || !PAY_ASKED.test(question)) return undefined;
  const read = readQuestion({
    kb: ctx.kb,
    message: `${text}\n${ctx.message}`,
    history: [],
    categories: ctx.categories,
    today: ctx.today,
  });
  if (read.intent !== 'apprenticeship' || read.slots.agreements.length !== 1) return undefined;
  // "livello finale: 3°": the contract's level line, read as the document's level.
  const ccnl = ctx.kb.byCategory(read.slots.agreements[0] ?? -1);
  const level =
    read.slots.level ??
    (ccnl ? (levelOf(ccnl, text) ?? levelOf(ccnl, text.replace(/:\s*/g, ' '))) : undefined);
  return level ? { ...read, slots: { ...read.slots, level } } : undefined;
}

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8 };
// "Livello di inquadramento: IV", "livello finale: 3°", "Livello: 4° super".
const LEVEL_LINE =
  /\blivello(?: di inquadramento| finale| di destinazione| di arrivo)?\s*:\s*([ivx]{1,4}|\d)\b/i;

/** The level a document states on its level line, Roman numerals and "livello finale: 3°" included. */
export function statedLevel(ccnl: Ccnl, text: string): string | undefined {
  const own = levelOf(ccnl, text);
  if (own) return own;
  const said = LEVEL_LINE.exec(text)?.[1]?.toLowerCase();
  if (!said) return undefined;
  const n = ROMAN[said] ?? Number(said);
  return Number.isFinite(n) ? findLevel(ccnl, `${n}° livello`) : undefined;
}

// "deve aumentare? di quanto?", "di quanto sale?", "quanto aumenta?".
const RISE_ASKED =
  /\bdi quanto\b[^?]{0,30}(?:aument\w*|sal\w*|\?)|\bquanto\b[^?]{0,20}\b(?:aument\w*|sal[ei]\w*)\b|\baument\w*\b[^?]{0,30}\?\s*(?:e )?di quanto\b/;
const MONTHLY_PAY =
  /\bretribuzione\b[^:\n]{0,40}:\s*(?:euro|€)?\s*(\d{1,3}(?:\.\d{3})*,\d{2}|\d{3,4},\d{2})\b/i;

/**
 * "La paga scritta rispetta il minimo? E a dicembre 2026 deve aumentare? Di quanto?" beside a hiring letter: the
 * minimum of the letter's level at the later date against the pay the letter writes, the rise said as a figure.
 */
export function withDocumentRise(answer: AgentResult, ctx: AgentContext, req: TypedRequest): AgentResult {
  const date = req.slots.date;
  const level = req.slots.level;
  const ccnl = ctx.kb.byCategory(req.slots.agreements[0] ?? -1);
  if (!ccnl || !level || !date || date <= ctx.today || !RISE_ASKED.test(readable(ctx.message))) return answer;
  const written = MONTHLY_PAY.exec(documentText(ctx))?.[1];
  if (!written) return answer;
  const given = Number(written.replace(/\./g, '').replace(',', '.'));
  const later = levelPayAt(ccnl, level, date);
  const now = levelPayAt(ccnl, level, ctx.today);
  if (!later || !now || later.table.effective_from === now.table.effective_from) return answer;
  const rise = cents(later.row.amount - given);
  const from = italianDate(later.table.effective_from);
  const line =
    rise > 0
      ? `Dal ${from} il minimo del ${levelName(ccnl, level)} sale a ${euro(later.row.amount)}: la retribuzione della lettera (${euro(given)}) deve aumentare di ${bold(euro(rise))} al mese (${euro(later.row.amount)} − ${euro(given)}).`
      : `Dal ${from} il minimo del ${levelName(ccnl, level)} sale a ${euro(later.row.amount)}: la retribuzione della lettera (${euro(given)}) resta pari o superiore, quindi nessun aumento è dovuto per il minimo.`;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((l) => l.trim() !== '');
  if (at < 0 || answer.text.includes(line)) return answer;
  lines.splice(at + 1, 0, line);
  return { ...answer, text: lines.join('\n') };
}

// "che livello mi hanno dato?", "ke livello mi hanno messo", "a che livello sono?", "qual è il mio livello?".
const OWN_LEVEL_ASKED =
  /\b(?:che|quale|ke) livell\w*\b[^?]{0,20}\b(?:mi|ci|le|gli|l'|ti) ?(?:hanno|ha|avete)\b|\ba (?:che|quale) livello (?:sono|mi|l'hanno|ho)\b|\bqual ?e'? il mio livello\b|\bche livello ho\b/;

/**
 * "ke livello mi hanno dato e qnte ore faccio? la prova di 60 giorni è regolare?" beside a hiring letter: the level
 * the letter states opens the answer when the rest (the hours, the probation weighed) left it unsaid.
 */
export function withDocumentLevel(answer: AgentResult, ctx: AgentContext, req: TypedRequest): AgentResult {
  if (!ctx.documents.length || !OWN_LEVEL_ASKED.test(readable(ctx.message))) return answer;
  const text = documentText(ctx);
  const ccnl = documentAgreement(ctx.kb, req, text);
  const level = ccnl ? statedLevel(ccnl, text) : undefined;
  if (!ccnl || !level) return answer;
  const name = levelName(ccnl, level);
  const opening = answer.text.split('\n').slice(0, 3).join('\n');
  // (Said as the worker's level, not as one row of a ladder: "4° e 5° livello: 60 giorni".)
  if (opening.includes(`**${name}**`) || new RegExp(`\\b(?:al|il|nel|del) ${name}`).test(opening))
    return answer;
  const file = ctx.documents[0]?.fileName;
  const line = `Il documento${file ? ` «${file}»` : ''} ti inquadra al ${bold(name)} del ${ccnl.short_name}.`;
  return { ...answer, text: `${line}\n${answer.text}` };
}
