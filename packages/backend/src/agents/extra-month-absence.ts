import { FOURTEENTH } from '../reader/asked-topic.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * "quel periodo di malattia glielo tolgo dalla tredicesima?", "la quattordicesima me l'hanno tagliata per il congedo
 * di paternità: matura lo stesso?": whether an extra month accrues during an absence is the agreement's own clause
 * on it (the domestic 13th accrues during sickness; FIPE's 14th during maternity and paternity leave, parental leave
 * from 1 December 2027), not the absence's pay rules. Undefined when the question names no extra month and no
 * absence, or the agreement's clause on extra months says nothing of that absence.
 */

const THIRTEENTH = /\btredicesim\w*|\b13 ?(?:a|ª|esim\w*|ma)(?!\w)/;
// The absences a clause on extra months names, the most specific first ("maternità facoltativa" is parental leave).
const ABSENCES: readonly [RegExp, RegExp, string][] = [
  [/\bparental\w*|\bmaternita facoltativ\w*|\bfacoltativ\w*/, /parental/, 'congedo parentale'],
  [/\bpaternita\b/, /paternit/, 'congedo di paternità'],
  [/\bmaternita\b/, /maternit/, 'maternità'],
  [/\binfortun\w*/, /infortun/, 'infortunio'],
  [/\bmalatti\w*/, /malatti/, 'malattia'],
];
// The accrual doubted: cut, reduced, taken away, or asked whether it still accrues.
const ACCRUAL_ASKED =
  /\bmatur\w*|\b(?:tol(?:go|gono|to|ta|gliere)|togli\w*|tagli\w*|riduc\w*|ridur\w*|ridott\w*|decurt\w*|scal(?:o|are|ano|ato|ata)|trattien\w*|sottra\w*|conta|contano)\b/;
const CUT_ASKED =
  /\b(?:tol(?:go|gono|gliere)|togli\w*|tagli\w*|riduc\w*|ridur\w*|ridott\w*|decurt\w*|scal(?:o|are|ano)|sottra\w*)\b/;
const ACCRUES = /\bmatur\w*|\bconta\b|\bcontano\b|\bintera\b|\bper intero\b/;

export function extraMonthInAbsence(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const ccnl = agreementOf(ctx, req);
  const fourteenth = FOURTEENTH.test(text);
  if (!ccnl || (!fourteenth && !THIRTEENTH.test(text)) || !ACCRUAL_ASKED.test(text)) return undefined;
  const absence = ABSENCES.find(([asked]) => asked.test(text));
  if (!absence) return undefined;
  const [, named, label] = absence;
  const month = fourteenth ? 'quattordicesima' : 'tredicesima';
  const other = fourteenth ? THIRTEENTH : FOURTEENTH;
  const fact = ccnl.monthly_payments;
  const clauses = (fact.text ?? '')
    .split(/(?<=\.)\s+(?=\p{Lu})/u)
    // A sentence that names the extra month asked, or none of the agreement's two (the domestic "matura anche …").
    .filter((sentence) => /tredicesim|quattordicesim/.test(readable(sentence)))
    .flatMap((sentence) => sentence.split(/;\s+/))
    .filter((clause) => named.test(readable(clause)) && ACCRUES.test(readable(clause)));
  const own = clauses.filter((c) => readable(c).includes(month));
  const chosen = own.length ? own : clauses.filter((c) => !other.test(readable(c)));
  const clause = chosen[0]?.replace(/\.$/, '');
  if (!clause) return undefined;
  const verdict = verdictOf(text, accruesNow(clause, named, ctx.today));
  const lead = `${verdict ? `${bold(verdict)}: ` : ''}nel ${ccnl.short_name}, sulla ${month} e il periodo di ${label}: ${bold(clause)}.`;
  return compose({
    answer: lead.charAt(0).toUpperCase() + lead.slice(1),
    steps: [`Cosa dice il CCNL sulle mensilità aggiuntive: ${fact.text ?? ''}`],
    citations: citeSources(ccnl, fact.text ?? '', fact.article ?? null, fact.sources),
    related: [],
  });
}

/** The absence counts today: its part of the clause names no start in a later year ("il congedo parentale dal 1° dicembre 2027"). */
function accruesNow(clause: string, named: RegExp, today: string): boolean {
  const part = clause.split(/,\s+/).find((p) => named.test(readable(p))) ?? clause;
  const year = /\b(20\d{2})\b/.exec(part)?.[1];
  return !year || Number(year) <= Number(today.slice(0, 4));
}

/**
 * Sì or No on what the question asks: whether it accrues ("matura lo stesso?"), else whether it may be cut ("glielo
 * tolgo?"); none on a negation asked to be confirmed ("non matura: è così?"), which the clause answers.
 */
function verdictOf(text: string, accrues: boolean): string | undefined {
  if (/\bnon (?:mi |gli |le |ci |vi )?matur/.test(text)) return undefined;
  if (/\bmatur/.test(text)) return accrues ? 'Sì' : 'No';
  return CUT_ASKED.test(text) ? (accrues ? 'No' : 'Sì') : undefined;
}
