import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { tableCitations } from './calcolo-parts.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { conversationGroup } from './worker-group.js';

/**
 * Where an agreement gives manual workers no increments but a lump "anzianità forfettaria di settore" after a run of
 * months in the sector (Multiservizi: "operai: nessuno scatto, ma un importo di anzianità forfettaria di settore
 * dopo 48 mesi … (2° 54,39 €…)"), a question that asks for that sum, or the month's pay with it, is answered with the
 * level's amount added to its minimum: the months count in the sector, not in the firm that hired last.
 */
const ASKED = /\banzianita (?:forfettari\w*|di settore|settoriale)\b/;
// "quindi niente anzianità forfettaria", "senza anzianità di settore": the story rules the lump out, the question
// asks something else (the month's pay, on the table alone).
const RULED_OUT =
  /\b(?:niente|senza|nessuna|non (?:ha|le spetta|gli spetta|spetta|matura|ha diritto a(?:ll')?)) (?:l')?anzianita (?:forfettari\w*|di settore|settoriale)\b/g;
const RULE =
  /anzianit[àa] forfettaria di settore dopo (\d+) mesi(?: di anzianit[àa] nel settore)?([^()]*)\(([^)]*)\)/i;
// "6° livello 82,99 €, 5° 66,77 €": each level's amount in the rule's brackets.
const AMOUNT = /\b(\d{1,2})°(?:\s*livello)?\s+(\d{1,3}(?:\.\d{3})*,\d{2})\s*€/g;
// "da 6 anni nel settore", "da 30 mesi": the service told, when the reader did not count it.
const MONTHS_TOLD = /\bda (\d{1,3}) mesi\b/;

// "gli spetta qualcosa per l'anzianità?", "niente scatti?", "quanto al mese per gli anni di servizio?".
const SENIORITY_WORDS = /\banzianita\b|\bscatt[oi]\b|\banni di servizio\b/;

/**
 * An operaio's seniority asked in an agreement that gives operai the sector lump: that lump is the answer for
 * the level told, not the whole clause (every level's amount, the clerks' increments).
 */
function operaioSeniorityAsked(ctx: AgentContext, req: TypedRequest): boolean {
  if (req.intent !== 'seniority' || req.slots.seniorityIncrements !== undefined) return false;
  const texts = [ctx.message, ...(ctx.history ?? []).toReversed()].map(readable);
  // ("Gli spetta qualcosa? Quanto al mese?": a part of the question keeps the subject its story named.)
  return texts.some((t) => SENIORITY_WORDS.test(t)) && conversationGroup(texts) === 'operai';
}

const parseEuro = (figure: string) => Number(figure.replace(/\./g, '').replace(',', '.'));

/** The level's lump, the months it needs and the rule's words; undefined when the agreement has no such rule. */
function sectorLump(ccnl: Ccnl, level: string) {
  const text = ccnl.seniority_increments.text ?? '';
  const rule = RULE.exec(text);
  if (!rule) return undefined;
  const amount = [...(rule[3] ?? '').matchAll(AMOUNT)].find((m) => m[1] === level)?.[2];
  if (!amount) return undefined;
  const secondHand = /lettura di terzi/.test(rule[3] ?? '');
  return {
    months: Number(rule[1]),
    condition: (rule[2] ?? '').trim(),
    amount: parseEuro(amount),
    secondHand,
  };
}

export function sectorSeniorityPay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const level = req.slots.level;
  if (!level || !(ASKED.test(text.replace(RULED_OUT, ' ')) || operaioSeniorityAsked(ctx, req)))
    return undefined;
  const lump = sectorLump(ccnl, level);
  const date = req.slots.date ?? ctx.today;
  const pay = levelPayAt(ccnl, level, date);
  if (!lump || !pay) return undefined;
  const told =
    req.slots.seniorityYears !== undefined
      ? req.slots.seniorityYears * 12
      : Number(MONTHS_TOLD.exec(text)?.[1] ?? Number.NaN);
  const due = Number.isNaN(told) ? undefined : told >= lump.months;
  const total = cents(pay.row.amount + lump.amount);
  const rule = `nel ${ccnl.short_name} gli operai non hanno scatti ma un'${bold('anzianità forfettaria di settore')} dopo ${lump.months} mesi di anzianità nel settore ${lump.condition}: per il ${level}° livello ${bold(`${euro(lump.amount)} al mese`)}`;
  const opening =
    due === false
      ? `${bold('Non ancora')}: ${rule}; con ${told} mesi nel settore la soglia non è raggiunta.`
      : `${due ? `${bold('Sì, spetta')}: ` : ''}${due ? rule : rule.charAt(0).toUpperCase() + rule.slice(1)}. Con il minimo del ${level}° livello fa ${bold(`${euro(total)} lordi al mese`)} al ${italianDate(date)}.`;
  const steps = [
    ...table([
      [
        `minimo del ${level}° livello (tabella dal ${italianDate(pay.table.effective_from)})`,
        euro(pay.row.amount),
      ],
      ['anzianità forfettaria di settore', euro(lump.amount)],
      [bold('Totale mensile lordo'), bold(euro(total))],
    ]),
    '',
    `Conta l'anzianità nel settore, non nell'impresa: le assunzioni presso imprese diverse del settore (come nei passaggi per cambio d'appalto) non la azzerano se il lavoro nel settore prosegue ${lump.condition || 'senza interruzione'}; "nuova assunta" nell'ultima impresa non basta a negarla.`,
  ];
  const assumptions = [
    'Tempo pieno; per il part-time gli importi vanno riproporzionati all’orario.',
    ...(lump.secondHand
      ? [
          `Gli importi per livello dell'anzianità forfettaria sono da lettura di terzi del contratto: verificali sul testo del ${ccnl.short_name}.`,
        ]
      : []),
  ];
  const rules = ccnl.seniority_increments;
  return compose({
    answer: opening,
    steps,
    assumptions,
    citations: [
      ...tableCitations(ccnl, date),
      ...citeSources(ccnl, `Anzianità: ${rules.text}`, rules.article ?? null, rules.sources, 1),
    ],
    related: [`Quanto dura il periodo di prova nel ${ccnl.short_name}?`],
  });
}
