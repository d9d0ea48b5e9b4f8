import { askedVerdict, askingSentences, withVerdictWord } from '../documents/asked-verdict.js';
import { ITEMS, monthOf, statedItem } from '../documents/component-check.js';
import { statedShare } from '../documents/item-share.js';
import { indexOf } from '../kb/documents.js';
import { euro, figureValue, italianDate } from '../kb/format.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { levelShort } from './shared/levels.js';

/**
 * "paga base, contingenza e terzo elemento insieme fanno il minimo del mio livello?" on an uploaded payslip: the
 * items named, as the payslip states them, summed, against the level's whole minimum in the agreement's table in
 * force in the payslip's month (Terziario 4° from 1 November 2025: 1.257,46 + 524,22 + 2,07 = 1.783,75). Seniority
 * increments and a superminimum are on top of the minimum, not part of it. Undefined when fewer than two items are
 * named, the minimum is not asked, or an item, the agreement or the level cannot be read.
 */

// The items summed against the minimum: "insieme fanno", "sommati danno", "in totale arrivano al minimo".
const SUM_ASKED =
  /\b(?:insieme|somm\w*|in totale|totale|complessiv\w*)\b[^?]{0,60}\bminim\w*|\bminim\w*\b[^?]{0,40}\b(?:insieme|somm\w*|in totale)\b|\b(?:fanno|formano|compongono|danno|arrivano a|raggiungono)\b[^?]{0,20}\bminim\w*/;

// The items a level's minimum is made of, as payslips label them; an alias is the same item ("3° elemento").
const MINIMUM_ITEMS = [
  'paga base',
  'retribuzione tabellare',
  'minimo tabellare',
  'minimo conglobato',
  'minimo contrattuale',
  'contingenza',
  'terzo elemento',
  '3° elemento',
];
const SAME: Record<string, string> = { '3° elemento': 'terzo elemento', 'terzo elemento': 'terzo elemento' };

// "la paga base è solo 1.136 … il minimo del quinto livello è più alto: mi pagano meno del dovuto?": the base
// doubted against the minimum, which the payslip states in parts (base, contingency, third element).
const BELOW_MINIMUM =
  /\bminim\w*\b[^?]{0,40}\b(?:piu alt\w*|superior\w*|maggior\w*)|\b(?:meno|sotto) (?:del|di quanto) (?:dovut\w*|previst\w*|spett\w*)|\bsotto (?:il |al )?minim\w*|\bsottopagat\w*/;

// Session 30 (fixs30j): "il minimo e la contingenza sono giusti o mi spetta di più?", "la paga base e il totale
// sono giusti per novembre?": the minimum's items doubted as right or wrong, which the payslip states in parts.
// (Two of them at least: "la paga base è corretta?" alone is the base item's check, component-check.ts.)
const MINIMUM_NAMED = [
  /\bminim[oi]\b|\btabellare\b/,
  /\bpaga base\b/,
  /\bconting\w*/,
  /\bterzo elemento\b/,
  /\btotale\b/,
];
const DOUBT =
  /\bgiust[oaie]\b|\bcorrett\w*|\baggiornat\w*|\bconform\w*|\bin regola\b|\bspetta(?:no)? di piu\b|\bsbagliat\w*/;
// Withholdings, overtime or the 13th/14th doubted beside the minimum are other checks (document-route.ts).
const OTHER_ITEMS =
  /\binps\b|\bcontribut\w*|\birpef\b|\bnetto\b|\bstraordinar\w*|\btredicesim\w*|\bquattordicesim\w*|\bscatt\w*|\bferie\b|\btfr\b/;

/** The minimum's items doubted in a sentence that asks ("…sono giusti?"), and nothing else of the payslip. */
function minimumDoubted(question: string): boolean {
  const asking = askingSentences(question);
  return (
    asking.some((s) => MINIMUM_NAMED.filter((named) => named.test(s)).length > 1 && DOUBT.test(s)) &&
    !asking.some((s) => OTHER_ITEMS.test(s))
  );
}

export function documentItemsSum(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = fold(readable(ctx.message));
  const belowMinimum = BELOW_MINIMUM.test(question);
  const doubted = minimumDoubted(question);
  if (!SUM_ASKED.test(question) && !belowMinimum && !doubted) return undefined;
  const named = ITEMS.filter((item) => question.includes(fold(item)));
  if (named.length < (belowMinimum || doubted ? 1 : 2) && !doubted) return undefined;
  const passages = ctx.documents.flatMap((d) => indexOf(d).passages);
  // The items named, and the payslip's other items of the minimum ("3° elemento" beside "paga base più
  // contingenza"): the minimum is their sum, whichever the question lists.
  const all = passages.map((p) => p.text).join('\n');
  // (In the payslip's order: "minimo contrattuale + contingenza", whichever the question names first.)
  const stated = [...new Set([...named, ...MINIMUM_ITEMS])]
    .map((item) => ({ item, stated: statedItem(item, passages) }))
    .filter(
      (s, i, all) =>
        s.stated &&
        all.findIndex((o) => o.stated && (SAME[o.item] ?? o.item) === (SAME[s.item] ?? s.item)) === i,
    );
  if (named.some((item) => !stated.some((s) => s.item === item))) return undefined;
  stated.sort((a, b) => all.indexOf(a.stated?.value ?? '') - all.indexOf(b.stated?.value ?? ''));
  // (One item doubted: weighed as the sum only when the payslip states the minimum in parts.)
  if (stated.length < 2) return undefined;
  const text = all;
  // (A part-timer's payslip is weighed against the minimum at its share: part-time-share-check.ts.)
  if (statedShare(text) !== undefined) return undefined;
  // (The agreement the payslip names on its "CCNL" line comes before a job word of the story: "faccio le pulizie
  // in una panetteria" beside a Terziario payslip is no Multiservizi.)
  const onPayslip = /\bccnl\b/i.test(text) ? statedAgreement(ctx.kb, text) : undefined;
  const ccnl =
    ctx.categories.map((id) => ctx.kb.byCategory(id)).find(Boolean) ??
    onPayslip ??
    ctx.kb.recognise(ctx.message)[0] ??
    ctx.kb.recognise(text)[0];
  const level = ccnl && (findLevel(ccnl, ctx.message) ?? findLevel(ccnl, text));
  if (!ccnl || !level) return undefined;
  const date = monthOf(text) ?? ctx.today;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay) return undefined;
  const values = stated.map((s) => figureValue(s.stated?.value ?? '0'));
  // (A label that states the whole minimum beside its parts, "Minimo contrattuale 1.783,75": no sum of parts.)
  if (values.some((v) => v > pay.row.amount * 0.9)) return undefined;
  const sum = cents(values.reduce((a, b) => a + b, 0));
  const due = pay.row.amount;
  const gap = cents(sum - due);
  const verdict =
    Math.abs(gap) < 0.01
      ? bold('corrisponde')
      : gap < 0
        ? bold(`è inferiore di ${euro(-gap)}`)
        : `è superiore di ${euro(gap)} (più di quanto il contratto impone)`;
  const file = stated[0]?.stated?.passage.fileName ?? 'documento';
  const summed = stated.map((s, i) => `${s.item} ${euro(values[i] ?? 0)}`).join(' + ');
  const parts = pay.row.components ?? [];
  const name = levelShort(level);
  const table = `tabella minimi dal ${italianDate(pay.table.effective_from)}`;
  const line = withVerdictWord(
    `Dal documento «${file}»: ${summed} = ${bold(euro(sum))}; nel ${ccnl.short_name} il minimo del ${name} in vigore a ${italianDate(date).replace(/^1° /, '')} (${table}) è ${bold(euro(due))}${parts.length > 1 ? ` (${parts.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')})` : ''}: la somma ${verdict}${gap < 0 ? ' al mese' : ''}.`,
    askedVerdict(question, gap > -0.005),
  );
  const first = stated[0]?.stated?.passage;
  return compose({
    answer: line,
    assumptions: [
      'Scatti di anzianità e superminimo si aggiungono al minimo del livello: non ne fanno parte e non vanno contati per raggiungerlo.',
    ],
    citations: [
      ...(first ? [citePassage(first, `Documento caricato: ${file}`)] : []),
      ...citeSources(ccnl, `${name}: minimo ${euro(due)}`, table, pay.table.sources, 1),
    ],
    related: [],
  });
}
