import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { letterFigure } from './letter-figure.js';
import { levelShort } from './shared/levels.js';
import { termOfYearAsked } from './term-year.js';

/**
 * Figures of a renewal beside its increases, asked outright: the montante ("quanto fa in tutto il montante nel
 * triennio?", "il montante del rinnovo") and what the renewal changes for the pension fund ("per la previdenza
 * complementare cosa cambia?", "il contributo al fondo pensione aumenta col rinnovo?"), from the agreement's
 * `validity.renewal_figures`. Where the knowledge base has no such figure, the answer says so plainly and gives
 * no amount. The welfare a renewal grants ("c'è anche una quota di welfare ogni anno?") and an EDR it sets ("nel
 * 2027 c'è anche un EDR?") are answered only where the agreement has that figure: elsewhere the question is
 * another answer's (pay, net, a payslip). Undefined when none is asked.
 */

const MONTANTE = /\bmontant\w*/;
const MONTANTE_SAID =
  /\bsommando (?:tutti )?gli anni\b|\bimpatto complessivo\b|\bnell'intera vigenza\b|\bin tutto (?:il|l') (?:periodo|arco)\b/;
const PENSION =
  /\bprevidenza complementare\b|\bfond\w* (?:di )?(?:pension\w*|previdenz\w*|negozial\w*|di categoria)\b|\bfondo [a-z]+ (?:plastica|chimici|cometa)\b|\bfonchim\b|\bcometa\b/;
// What the renewal changes: "cosa cambia", "novità", "aumenta", or a conversation about the renewal.
const CHANGE = /\bcambi\w*|\bnovit\w*|\baument\w*|\bsal(?:e|gono)\b|\bcresc\w*|\brinnov\w*|\bdi piu\b/;
const RENEWAL_TALK = /\brinnov\w*|\baument\w*|\btranche\b|\bmontant\w*/;

const WELFARE = /\bwelfare\b|\bflex\w{0,6} ?benefit\w*|\bbenefit flessibil\w*|\bbuon\w* welfare\b/;
// A figure's own rules asked beside it or after it: when it is due ("entro quando vanno messi a disposizione?",
// "le tempistiche", "la scadenza") and whether it can be paid as money ("glieli diamo in busta come soldi?").
const TERM_ASKED: Record<TermKind, RegExp> = {
  scadenza:
    // (A deadline told in the story, "se non li usa entro la scadenza", asks none.)
    // ("fino a quando li posso spendere?", "entro quando vanno usati?", "e la scadenza?")
    /\bentro (?:quando|che (?:data|giorno|mese))\b|\bfino a (?:quando|che (?:data|giorno|mese))\b[^.?!]{0,30}?\b(?:us|utilizz|spend|spes|sfrutt|consum|god)\w*|\be (?:la|le) scadenz\w*\s*(?:\?|$)|\btempistic\w*|\bquando scad\w*|\b(?:qual|quali|che) (?:e |sono )?(?:la |le )?scadenz\w*|\bquando (?:vanno|devono|si devono|va|deve) (?:\w+ )?(?:dat|mess|erogat|assegnat|usat|utilizzat|spes)\w*/,
  monetizzazione:
    /\bmonetizz\w*|\bin (?:denaro|contanti|soldi)\b|\bcome soldi\b|\bconvert\w* in (?:denaro|soldi)|\bpagar\w* in busta\b|\bin busta come\b/,
  // ("sono part time al 50%, me ne spetta la metà?", "a una dipendente part-time", "riproporzionato?")
  part_time: /\bpart[- ]?time\b|\btempo parziale\b|\briproporzion\w*/,
};
// "e se non li usa …?", "glieli possiamo dare in busta?": the figure of the turn before, pointed back to.
// ("e si possono convertire in denaro?": a turn opening with "e" follows the one before.)
const POINTED_BACK = /\b(?:li|le|glieli|gliele|questi|quelli|quei soldi|me ne|ne spetta)\b|^e\b/;
const AGREEMENT_SWITCH =
  /^(?:e|ma) (?:se )?(?:invece|nel|con il|per il|col)\b[^?]{0,90}\b(?:contratt\w*|ccnl)\b[^?]{0,60}\??\s*$/;
const EDR = /\bedr\b|\belemento distinto (?:della|dalla) retribuzione\b/;

type Topic = 'montante' | 'previdenza_complementare' | 'welfare' | 'edr';
type TermKind = 'scadenza' | 'monetizzazione' | 'part_time';

const WHAT: Record<Topic, string> = {
  montante: 'il montante del rinnovo (quanto si riceve in tutto dalle tranche nel periodo di vigenza)',
  previdenza_complementare: 'la modifica del rinnovo alla previdenza complementare',
  welfare: 'il welfare previsto dal rinnovo',
  edr: "l'elemento distinto della retribuzione (EDR) del rinnovo",
};

const hasFigure = (ccnl: Ccnl, topic: Topic) =>
  (ccnl.validity.renewal_figures ?? []).some((f) => f.topic === topic);

function topicsAsked(ctx: AgentContext, ccnl: Ccnl): Topic[] {
  const text = readable(ctx.message);
  const previous = readable(ctx.history?.at(-1) ?? '');
  const asked: { topic: Topic; at: number }[] = [];
  // ("quanto prende in più in tutto, sommando tutti gli anni?": the montante in other words, where the KB has one.)
  const montante = MONTANTE.exec(text) ?? (hasFigure(ccnl, 'montante') ? MONTANTE_SAID.exec(text) : null);
  if (montante) asked.push({ topic: 'montante', at: montante.index });
  const pension = PENSION.exec(text);
  if (pension && (CHANGE.test(text) || RENEWAL_TALK.test(previous)))
    asked.push({ topic: 'previdenza_complementare', at: pension.index });
  const welfare = WELFARE.exec(text);
  if (welfare && hasFigure(ccnl, 'welfare')) asked.push({ topic: 'welfare', at: welfare.index });
  else if (
    hasFigure(ccnl, 'welfare') &&
    (WELFARE.test(previous) || WELFARE.test(readable(ctx.history?.at(-2) ?? ''))) &&
    POINTED_BACK.test(text) &&
    termsAsked(text).length
  )
    asked.push({ topic: 'welfare', at: 0 });
  // "E se invece l'azienda applica il contratto Confapi?": the welfare of the turn before, for another agreement.
  else if (hasFigure(ccnl, 'welfare') && WELFARE.test(previous) && AGREEMENT_SWITCH.test(text))
    asked.push({ topic: 'welfare', at: 0 });
  const edr = EDR.exec(text);
  if (edr && hasFigure(ccnl, 'edr')) asked.push({ topic: 'edr', at: edr.index });
  if (!asked.length && ctx.history?.length && WHY_BACK.test(text) && !OWN_SUBJECT.test(text))
    return topicsAsked(
      { ...ctx, message: ctx.history.at(-1) ?? '', history: ctx.history.slice(0, -1) },
      ccnl,
    );
  return asked.sort((a, b) => a.at - b.at).map((a) => a.topic);
}

/**
 * Session 58 (fixs58g): a follow-up that asks why or doubts the answer before ("perché no? non era già previsto
 * nel rinnovo?", "come mai? pensavo fosse già dovuto") and names no subject of its own: the figure of the turn
 * before is asked again, with when it applies from.
 */
const WHY_BACK =
  /^(?:ma )?(?:perche|come mai|davvero|sicur[oa])\b|\bnon (?:era|e) gia\b|\bpensavo (?:che )?(?:fosse|era)\b|\bgia previst\w*/;
const OWN_SUBJECT =
  /\b(?:ferie|permess\w*|malatti\w*|preavvis\w*|prova|straordinar\w*|tfr|tredicesim\w*|quattordicesim\w*)\b/;

function figureLine(ccnl: Ccnl, topic: Topic, level: string | undefined, lead: boolean): string {
  const figure = (ccnl.validity.renewal_figures ?? []).find((f) => f.topic === topic);
  const what = WHAT[topic];
  if (!figure)
    return `Nel ${ccnl.short_name} ${what} ${bold('non è nella base di conoscenza')}: le fonti lette sul rinnovo non lo indicano, e non lo ricavo da altre cifre.`;
  // The sources' own sentence, its first amount bold when it opens the answer.
  const said = figure.text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  const amount = /\d{1,3}(?:\.\d{3})*(?:,\d+)?\s*(?:euro|€)/.exec(said)?.[0];
  const opening = `Nel ${ccnl.short_name} ${lead && amount ? said.replace(amount, bold(amount)) : said}`;
  // A level asked that is not the one the sources give it for: said, not recomputed.
  const other =
    topic === 'montante' && level && figure.level && level !== figure.level
      ? ` Le fonti lo danno solo per il ${levelShort(figure.level)}: per il ${levelShort(level)} non è nella base di conoscenza.`
      : '';
  return `${opening}${other}`;
}

const termsAsked = (text: string): TermKind[] =>
  (Object.keys(TERM_ASKED) as TermKind[]).filter((kind) => TERM_ASKED[kind].test(text));

// What a month's tranche brings, asked outside the EDR's own clause ("a luglio cosa arriva? ho sentito anche di un EDR").
const TRANCHE_ASKED =
  /\bcosa (?:arriva|arrivera|cambia|c'e|ci sara|prevede|porta)\b|\baument\w*|\btranche\b|\bsal(?:e|gono|ira)\b|\bminim\w*/;

/**
 * The EDR named beside the tranche of a month asked ("e a luglio dell'anno prossimo cosa arriva? ho sentito
 * parlare anche di un EDR"): the tranche opens the renewal's answer and the EDR's figure follows it, so the EDR
 * does not stand for the whole answer. Undefined when the EDR alone is asked, or no month.
 */
export function edrBesideTranche(
  ctx: AgentContext,
  req: TypedRequest,
): { line: string; citations: Citation[] } | undefined {
  const ccnl = targetAgreements(ctx).agreements[0];
  if (!ccnl || !req.slots.date || topicsAsked(ctx, ccnl).join() !== 'edr') return undefined;
  const others = readable(ctx.message).replace(/[^.?!]*(?:\bedr\b|\belemento distinto\b)[^.?!]*[.?!]?/g, ' ');
  const figure = (ccnl.validity.renewal_figures ?? []).find((f) => f.topic === 'edr');
  if (!figure || !TRANCHE_ASKED.test(others)) return undefined;
  const level =
    req.slots.level && ccnl.levels.some((l) => l.level === req.slots.level) ? req.slots.level : undefined;
  return {
    line: figureLine(ccnl, 'edr', level, false),
    citations: citeSources(ccnl, `Rinnovo del ${ccnl.short_name}: ${figure.text}`, null, figure.sources, 1),
  };
}

/** "a tempo parziale al 60%": the part-time percentage the message tells beside its name. */
const toldPercent = (message: string): number | undefined => {
  const m = /\b(?:part[- ]?time|tempo parziale)\D{0,12}(\d{1,2})\s*%/.exec(readable(message));
  return m?.[1] ? Number(m[1]) : undefined;
};

/** A part-timer's share of the figure, from the percentage told: reduced in proportion, or the whole amount. */
function partTimeShare(
  term: { kind: string; pro_rata?: boolean },
  figures: { amount?: number }[],
  pct: number | undefined,
): string | undefined {
  const amount = figures[0]?.amount;
  if (term.kind !== 'part_time' || term.pro_rata === undefined || !amount || !pct || pct >= 100)
    return undefined;
  if (!term.pro_rata)
    return `Con un part-time al ${pct}% spetta quindi l'intero importo: ${bold(euro(amount))}.`;
  return `Con un part-time al ${pct}%: ${euro(amount)} × ${pct}% = ${bold(euro(Math.round(amount * pct) / 100))}.`;
}

export function renewalFigureAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl = targetAgreements(ctx).agreements[0];
  if (!ccnl || edrBesideTranche(ctx, req)) return undefined;
  const topics = topicsAsked(ctx, ccnl);
  if (!topics.length) return undefined;
  const level =
    req.slots.level && ccnl.levels.some((l) => l.level === req.slots.level) ? req.slots.level : undefined;
  const figures = (ccnl.validity.renewal_figures ?? []).filter((f) => topics.includes(f.topic));
  // The rules asked of a figure (its deadline, whether it is paid as money), from its published terms; asked of
  // the figure of the turn before, the rule opens, the amount follows.
  const asked = termsAsked(readable(ctx.message));
  const terms = figures.flatMap((f) => (f.terms ?? []).filter((t) => asked.includes(t.kind)));
  const pointedBack = !WELFARE.test(readable(ctx.message)) && terms.length > 0;
  const lines = topics.map((t, i) => figureLine(ccnl, t, level, i === 0 && !pointedBack));
  // An uploaded letter on the figure: its own amount and deadline lead, its year dates the terms (letter-figure.ts).
  const letter = letterFigure(ctx);
  const termLines = terms.flatMap((t) => {
    const dated = termOfYearAsked(letter?.message ?? ctx.message, t.text, ctx.today);
    return dated ? [t.text, dated] : [t.text];
  });
  // A part-timer's share told ("part-time al 50%") leads: it is the amount asked.
  const shares = terms.flatMap((t) => {
    const share = partTimeShare(t, figures, req.slots.partTimePercent ?? toldPercent(ctx.message));
    return share ? [`Nel ${ccnl.short_name}, ${share.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`] : [];
  });
  const said = [...shares, ...(pointedBack ? [...termLines, ...lines] : [...lines, ...termLines])];
  return compose({
    answer: (letter?.lead ? [letter.lead, '', ...said] : said).join('\n'),
    citations: [
      ...figures.flatMap((f) =>
        citeSources(ccnl, `Rinnovo del ${ccnl.short_name}: ${f.text}`, null, f.sources, 2),
      ),
      ...terms.flatMap((t) => citeSources(ccnl, `${ccnl.short_name}: ${t.text}`, null, t.sources, 2)),
    ],
    related: [
      `Quali sono le tranche di aumento del ${ccnl.short_name}?`,
      `Fino a quando vale il ${ccnl.short_name}?`,
    ],
  });
}

// The EDR asked with when it starts or what it comes to ("da quando cambia l'EDR della D1 e a quanto arriva?").
const EDR_WHEN =
  /\b(?:edr|elemento distinto della retribuzione)\b[^.?!]{0,80}\b(?:da quando|quando (?:cambia|arriva|torna|scatta|parte|decorre|sale)|a quanto (?:arriva|sale|passa))\b|\b(?:da quando|quando) (?:cambia|arriva|torna|scatta|parte|decorre|sale)\b[^.?!]{0,40}\b(?:edr|elemento distinto)\b/;

/**
 * A renewal's EDR asked outright with its start or amount, whatever else the story names (a budget, the cost of
 * labour, a year): the agreement's figure answers before any intent's own reading, where the KB has it.
 */
export function edrFigureAsked(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const ccnl = targetAgreements(ctx).agreements[0];
  if (!ccnl || !hasFigure(ccnl, 'edr') || !EDR_WHEN.test(readable(ctx.message))) return undefined;
  return renewalFigureAnswer(ctx, req);
}
