import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { fourteenthRule } from './fourteenth.js';
import { paymentsCountMissing } from './payments-count-gap.js';

/**
 * Session 32 (fixs32f): whether the agreement pays a fourteenth at all, asked outright or reported
 * ("c'è o non c'è la quattordicesima nel nostro contratto?", "la dipendente chiede se anche a lei spetta la
 * quattordicesima, o se c'è solo la tredicesima", "è prevista la 14ª?"): the answer opens with **Sì** or **No**
 * from the agreement's own rule (fourteenth.ts), then says what it is and when it is paid. A group's case
 * (apprentices, part-timers, fixed-term, "solo per …") and an amount said are left to the other verdicts.
 */
const FOURTEENTH = String.raw`(?:quattordicesim\w*|14 ?(?:a|ª|esim\w*|ma)\b|mensilita aggiuntiva di (?:giugno|luglio))`;
const EXISTS_ASKED = new RegExp(
  [
    String.raw`\bc'? ?e o non c'? ?e\b`,
    String.raw`\b(?:c'? ?e|esiste|spett\w*|tocc\w*|(?:e |sia )?previst[ao]|prevede|ha(?:nno)? diritto (?:a|alla)|(?:ce )?l'(?:ha|hanno|abbiamo)|prend(?:e|ono|o|iamo)|pag(?:a|ano|hiamo))\b(?: (?:anche|pure|ancora|davvero|proprio))?(?: (?:a|per) (?:lei|lui|me|noi|loro|voi))?(?: (?:anche|pure))? (?:la |una )?${FOURTEENTH}`,
    String.raw`\b(?:la |una )?${FOURTEENTH} (?:(?:mi|ti|gli|le|ci|vi) )?(?:c'? ?e|esiste|spett\w*|tocc\w*|(?:e|sia) previst[ao])\b`,
  ].join('|'),
);
const A_GROUP =
  /\bsolo (?:per|a|ai|agli|alle)\b|\bo solo\b|\banche (?:agli|ai|alle)\b|\bapprendist|\bpart[- ]?time\b|\bdetermin|\bmaternit|\bmalatti|\bdimess|\bdimission|\blicenzi|\bcessa|\bin prova\b|\bstagional/;
/** A sentence asking when, how much or how it accrues is not asking whether the fourteenth exists. */
const NOT_EXISTENCE =
  /\bquand\w*|\bquant[oaie]\b|\bin che mese|\bmatur\w*|\brate[oi]\b|\bdodicesim|\bcalcol\w*|\bsi paga\b|\bassunt|\bcontratto dal\b/;
const OPENS_WITH_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no|in parte|non posso confermarlo)(?![\p{L}])/iu;

/** Whether the message asks if the fourteenth exists for the worker (no group, no amount). */
export function asksFourteenthExists(message: string): boolean {
  const text = readable(message);
  const asking = text.split(/(?<=[.!?])\s+/).filter((s) => new RegExp(FOURTEENTH).test(s));
  return asking.some(
    (s) =>
      EXISTS_ASKED.test(s) &&
      !A_GROUP.test(s) &&
      (!NOT_EXISTENCE.test(s) || /\bc'? ?e o non c'? ?e\b/.test(s)) &&
      !/\d+[.,]\d{2}\b|€|\beuro\b/.test(s),
  );
}

/** The verdict line on the fourteenth's existence in the agreement, or undefined when its rule is unread. */
export function fourteenthExistsLine(ccnl: Ccnl): string | undefined {
  if (!ccnl.monthly_payments.text) return undefined;
  const rule = fourteenthRule(ccnl);
  // (No 14th read where the count itself is missing: no verdict, the gap answers, payments-count-gap.ts.)
  if (rule.exists === 'some' || (rule.exists === false && paymentsCountMissing(ccnl))) return undefined;
  const value = ccnl.monthly_payments.value;
  if (rule.exists === false)
    return `**No**: nel ${ccnl.short_name} la quattordicesima non è prevista${value ? `: le mensilità sono ${value}, solo la tredicesima e nessuna quattordicesima` : ''}.`;
  const share = rule.share === 1 ? '' : `, pari a **metà di una mensilità (50%)**`;
  return `**Sì**: nel ${ccnl.short_name} la quattordicesima c'è${share}${value ? ` (${String(value).replace('.', ',')} mensilità)` : ''}.`;
}

/** The answer opened by the fourteenth's existence when the message asks it and no verdict opens it yet. */
export function withFourteenthExists<T extends AgentAnswer>(
  answer: T,
  message: string,
  ccnl: Ccnl | undefined,
): T {
  if (!ccnl || !asksFourteenthExists(message)) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const opening = lines[at];
  if (at < 0 || opening === undefined || OPENS_WITH_VERDICT.test(opening)) return answer;
  const head = fourteenthExistsLine(ccnl);
  if (!head) return answer;
  lines.splice(at, 0, head, '');
  return { ...answer, text: lines.join('\n') };
}
