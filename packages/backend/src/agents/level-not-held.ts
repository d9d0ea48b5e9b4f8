import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

// A level written as a letter and a digit ("D1", "livello c3"), not a driving licence's category ("patente C1").
const LEVEL_CODE =
  /(?<!\b(?:patente|patenti|categoria|cat\.?|cqc|lingua|inglese|tedesco|francese|spagnolo|formato|foglio|modello|autostrada|strada)\s?)\b([a-h][1-9])\b/g;

/** What the minimums' answer reads beside the question: the knowledge base's agreements, whose codes it may use. */
export interface OtherAgreementsKnown {
  /** Every agreement of the knowledge base: a level code of one may be said of another (level-not-held.ts). */
  agreements?: readonly Ccnl[];
  texts?: readonly string[];
}

/**
 * The former categories another agreement's level code replaced, when this agreement still numbers its levels by
 * those categories: "D1" of the Metalmeccanici industria is "(ex 1ª e 2ª categoria)", and the Confapi still has
 * a 1ª and a 2ª categoria. Undefined when no agreement names the code's former categories or this one lacks any.
 */
function formerCategories(
  ccnl: Ccnl,
  code: string,
  agreements: readonly Ccnl[],
): { owner: Ccnl; levels: string[] } | undefined {
  const held = new Set(ccnl.levels.map((l) => l.level.toLowerCase()));
  for (const owner of agreements) {
    if (owner.id === ccnl.id) continue;
    const level = owner.levels.find((l) => l.level.toLowerCase() === code);
    const said = level && /\(ex ([^)]*)\)/i.exec(level.name)?.[1];
    if (!said) continue;
    const levels = [...said.matchAll(/(\d{1,2})\s*[ª°a]?(\s+super)?/giu)].map(
      (m) => `${m[1]}${m[2] ? 's' : ''}`,
    );
    if (levels.length && levels.every((l) => held.has(l))) return { owner, levels };
  }
  return undefined;
}

/**
 * "il minimo del D1" in the Confapi: the D1 is the Metalmeccanici industria's code for the former 1ª and 2ª
 * categoria, which this agreement keeps; the minimums of those categories open the answer, the reading after them.
 */
function formerCategoriesSentence(
  ccnl: Ccnl,
  upper: string,
  former: { owner: Ccnl; levels: string[] },
  date: string,
): string | undefined {
  const pays = former.levels.map((l) => ({ l, pay: levelPayAt(ccnl, l, date) }));
  if (pays.some((p) => !p.pay)) return undefined;
  const figures = pays.map((p) => `${bold(euro(p.pay?.row.amount ?? 0))} in ${p.l}ª categoria`);
  const from = pays[0]?.pay?.table.effective_from ?? date;
  const categories = former.levels.map((l) => `${l}ª`).join(' e ');
  const which =
    former.levels.length > 1
      ? ' Quale delle categorie si applichi lo dice la categoria scritta in busta paga o nella lettera di assunzione.'
      : '';
  return `Nel ${ccnl.short_name} la sigla ${upper} non c'è: il minimo mensile lordo che le corrisponde è ${figures.join(' e ')} (tabella in vigore dal ${italianDate(from)}). La sigla ${upper} è del ${former.owner.short_name}, dove ${former.levels.length > 1 ? `raccoglie le ex ${categories} categoria` : `corrisponde alla ex ${categories} categoria`}; il ${ccnl.short_name} inquadra ancora per categorie (${ccnl.levels.map((l) => l.level).join(', ')}), con minimi propri.${which}`;
}

/**
 * "CCNL metalmeccanici PMI Confapi … un operaio inquadrato D1: qual è il minimo tabellare del D1?": the level code
 * said is none of this agreement's levels in the knowledge base (Confapi numbers its categories from 1ª to 9ª in
 * the pages read; the D1 is another agreement's code). When another agreement of the knowledge base says which
 * former categories the code replaced and this one keeps them, their minimums open the answer; otherwise the
 * minimum of a level the knowledge base lacks is no figure of it: the answer says so, without claiming the agreement
 * has no such level, and names the levels it holds. Undefined when the agreement has the code.
 */
export function levelNotHeldSentence(
  ccnl: Ccnl,
  known: OtherAgreementsKnown,
  date: string,
): string | undefined {
  const question = known.texts?.[0];
  if (!question) return undefined;
  const held = new Set(ccnl.levels.map((l) => l.level.toLowerCase()));
  const codes = [...readable(question).matchAll(LEVEL_CODE)].map((m) => m[1] ?? '');
  const code = codes.find((c) => !held.has(c));
  if (!code || ccnl.levels.some((l) => /^[a-h]\d/i.test(l.level))) return undefined;
  const list = ccnl.levels.map((l) => l.level).join(', ');
  const upper = code.toUpperCase();
  const former = formerCategories(ccnl, code, known.agreements ?? []);
  const mapped = former && formerCategoriesSentence(ccnl, upper, former, date);
  if (mapped) return mapped;
  return `Nel ${ccnl.short_name} ${bold(`il livello ${upper} non è nella base di conoscenza`)}: le fonti lette danno a questo contratto livelli propri (${list}), con minimi propri, e la sigla ${upper} è di un altro inquadramento. Se il contratto applicato usa davvero la sigla ${upper} (un inquadramento che le fonti lette non riportano), il suo minimo manca; altrimenti serve la categoria in cui il lavoratore è inquadrato qui.`;
}
