import { documentTexts } from '../documents/summed-items.js';
import { euro, italianDate } from '../kb/format.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import {
  type AgentAnswer,
  AI_NOTICE,
  finishAnswer,
  levelMinimumCitations,
  monthlyPaymentsCitations,
} from './answer.js';
import type { AgentContext } from './context.js';
import { startDate } from './document-request.js';
import { levelShort } from './shared/levels.js';

/**
 * Two job offers, letters or draft contracts in one upload ("OFFERTA A … OFFERTA B …", "PROPOSTA 1 … PROPOSTA
 * 2 …", "LETTERA 1 … LETTERA 2 …"), each under its own agreement: the question is asked of each, never of the
 * first agreement alone. A pay weighed is computed side by side (the monthly minimum, and the yearly one on the
 * agreement's monthly payments when asked); any other subject is each offer's own answer, joined.
 */
// (Headings are read anywhere: an indexed upload's passages join a document's lines.)
const HEADING =
  /\b(?:OFFERTA|PROPOSTA|LETTERA|CONTRATTO|POSIZIONE|OPZIONE|BOZZA(?: DI)?(?: CONTRATTO)?|Offerta|Proposta|Lettera|Opzione|Bozza(?: di)?(?: contratto)?) (?:[A-Z]|\d{1,2})\b(?=\s*[-:–(])/g;

export interface Offer {
  label: string;
  text: string;
  ccnl: Ccnl;
}

/** The offers one uploaded document lists, each naming an agreement; undefined unless there are two or more. */
export function offersIn(ctx: AgentContext): Offer[] | undefined {
  if (ctx.documents.length !== 1) return undefined;
  const text = documentTexts(ctx.documents)[0]?.text ?? '';
  const starts = [...text.matchAll(HEADING)].map((m) => m.index ?? 0);
  if (starts.length < 2) return undefined;
  const offers: Offer[] = [];
  for (const [i, start] of starts.entries()) {
    const part = text.slice(start, starts[i + 1] ?? text.length).trim();
    const ccnl = ctx.kb.recognise(part)[0];
    const label = /^[^\n:,(-]*?\b(?:[A-Z]|\d{1,2})\b/.exec(part)?.[0]?.trim();
    if (!ccnl || !label) return undefined;
    offers.push({
      label: label.replace(/^(\p{L})(\p{L}*)/u, (_, a, b) => a + b.toLowerCase()),
      text: part,
      ccnl,
    });
  }
  return offers;
}

// The pay weighed: "quale paga di più", "il minimo mensile", "quale conviene", "l'annuo lordo".
const PAY_WEIGHED =
  /\bpaga di piu\b|\bpagano di piu\b|\bguadagn\w* di piu\b|\bminim\w* (?:mensil\w*|annu\w*|lord\w*|retributiv\w*)|\bconvien\w*|\bstipendi\w*|\bretribuzion\w* (?:piu alt|maggior|mensil|annu)|\bannu\w* lord\w*/;
// Hours, probation, notice… asked ("sotto il minimo" of the hours is no pay).
const OTHER_SUBJECT = /\bprova\b|\bpreavviso\b|\bferie\b|\bore\b|\borario\b|\bpermess\w*|\brol\b/;
const ANNUAL = /\bannu\w*|\ball'anno\b|\bl'anno\b|\bmensilita\b|\bral\b/;

interface OfferPay {
  offer: Offer;
  level: string;
  monthly: number;
  payments: number;
  citations: ReturnType<typeof levelMinimumCitations>;
  from: string;
}

function payOf(offer: Offer, today: string): OfferPay | undefined {
  const level = findLevel(offer.ccnl, offer.text);
  // (A yearly figure needs the agreement's monthly payments: none known, the offers are answered one by one.)
  const payments = offer.ccnl.monthly_payments.value;
  if (!level || payments === null) return undefined;
  // The minimum of the day the job starts, when the offer states a start still to come.
  const start = startDate(offer.text);
  const at = start && start > today ? start : today;
  const pay = levelPayAt(offer.ccnl, level, at, /alberghi/i.test(offer.text) ? 'alberghi' : undefined);
  if (!pay) return undefined;
  return {
    offer,
    level,
    monthly: pay.row.amount,
    payments,
    from: pay.table.effective_from,
    citations: levelMinimumCitations(offer.ccnl, levelShort(level), pay.row.amount, pay.table),
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;
const named = (p: OfferPay) => `${p.offer.label} (${p.offer.ccnl.short_name}, ${levelShort(p.level)})`;

function payAnswer(pays: OfferPay[], question: string): AgentAnswer {
  const annual = ANNUAL.test(question);
  const byMonth = [...pays].sort((a, b) => b.monthly - a.monthly);
  const byYear = [...pays].sort((a, b) => b.monthly * b.payments - a.monthly * a.payments);
  const [top, other] = byMonth as [OfferPay, OfferPay];
  const [yearTop, yearOther] = byYear as [OfferPay, OfferPay];
  const year = (p: OfferPay) => cents(p.monthly * p.payments);
  const gap = cents(year(yearTop) - year(yearOther));
  const yearGap = gap > 0 ? `, **${euro(gap)}** in più all'anno` : '';
  const opening =
    top.monthly === other.monthly
      ? `Il minimo mensile lordo è lo stesso: **${euro(top.monthly)}** in ${named(top)} e in ${named(other)}.`
      : `Come minimo mensile lordo paga di più ${named(top)}: **${euro(top.monthly)}** contro **${euro(other.monthly)}** di ${named(other)}, **${euro(cents(top.monthly - other.monthly))}** in più al mese.`;
  const yearly = annual
    ? yearTop === top
      ? ` Anche su base annua: **${euro(year(yearTop))}** (${yearTop.payments} mensilità) contro **${euro(year(yearOther))}** (${yearOther.payments} mensilità)${yearGap}.`
      : ` Su base annua invece è più alto ${named(yearTop)}: **${euro(year(yearTop))}** (${euro(yearTop.monthly)} × ${yearTop.payments} mensilità) contro **${euro(year(yearOther))}** (${euro(yearOther.monthly)} × ${yearOther.payments} mensilità)${yearGap}.`
    : '';
  const header = annual
    ? [
        '| Offerta | CCNL | Livello | Minimo mensile | Mensilità | Minimo annuo |',
        '| --- | --- | --- | ---: | ---: | ---: |',
      ]
    : ['| Offerta | CCNL | Livello | Minimo mensile |', '| --- | --- | --- | ---: |'];
  const rows = pays.map(
    (p) =>
      `| ${p.offer.label} | ${p.offer.ccnl.short_name} | ${levelShort(p.level)} | ${euro(p.monthly)} (dal ${italianDate(p.from)}) |${annual ? ` ${p.payments} | ${euro(year(p))} |` : ''}`,
  );
  const body = [
    `${opening}${yearly}`,
    '',
    ...header,
    ...rows,
    '',
    'Ipotesi:',
    '- Minimi tabellari del contratto a tempo pieno, senza superminimi, scatti di anzianità né voci aziendali.',
    ...(annual
      ? [
          '- Minimo annuo = minimo mensile × mensilità del contratto (tredicesima e, dove prevista, quattordicesima).',
        ]
      : []),
  ];
  const citations = pays.flatMap((p) => [
    ...p.citations,
    ...(annual ? monthlyPaymentsCitations(p.offer.ccnl) : []),
  ]);
  return finishAnswer(body, citations, [
    ...pays.map(
      (p) => `Quanto dura il periodo di prova per il ${levelShort(p.level)} nel ${p.offer.ccnl.short_name}?`,
    ),
  ]);
}

const VERDICT = /^\*\*(Sì|No)\*\*[,:]?\s*/;
const bodyOf = (text: string) => text.split(/\n\nFonti:\n/)[0] ?? text;
const sourcesOf = (text: string) =>
  (/\n\nFonti:\n([\s\S]*?)\n\n/.exec(text)?.[1] ?? '').split('\n').filter((l) => l.startsWith('- '));

// Whether each offer's own answer finds its term in line with the agreement, read on its words: its Sì or No
// follows the polarity of the clause it answered ("vanno bene o una ha messo troppi giorni?").
const OUT_OF_LINE =
  /\bnon (?:e |è )?(?:conforme|in regola|regolare)\b|\bnon rispetta\b|\bsono troppi\b|\blo supera\b|\bin meno del minimo\b|\bsotto il minimo\b|\beccede\b/i;
const IN_LINE = /\b(?:è )?conforme\b|\brispetta il minimo\b|\brientra(?:no)? nel massimo\b|\bin regola\b/i;
// The question asks whether the terms are right ("vanno bene?", "sono conformi?") or whether one is wrong.
const ASKS_RIGHT =
  /\bvanno bene\b|\bva bene\b|\bconform\w*|\bregolar\w*|\bin regola\b|\brispett\w*|\bcorrett\w*|\bgiust\w*|\bok\b/;

/** Each offer's own answer, joined under one opening that says which offers are out of line. */
function joinedAnswer(offers: Offer[], answers: AgentAnswer[], question: string): AgentAnswer {
  const openings = answers.map((a) =>
    (bodyOf(a.text).split('\n')[0] ?? '').replace(/\s*(?:\[\d+\])+/g, '').replace(VERDICT, ''),
  );
  const inLine = openings.map((o) => (OUT_OF_LINE.test(o) ? false : IN_LINE.test(o) ? true : undefined));
  const name = (o: Offer) => `${o.label} (${o.ccnl.short_name})`;
  const lines = offers.map(
    (o, i) =>
      `- ${name(o)}: ${inLine[i] === undefined ? '' : inLine[i] ? 'in regola; ' : 'non in regola; '}${openings[i]}`,
  );
  // The offers out of line, each with its own answer's words (the agreement's figure the term misses).
  const failing = offers.flatMap((o, i) => (inLine[i] === false ? [`${name(o)}: ${openings[i]}`] : []));
  const every = `tutte e ${offers.length}`;
  const notInLine =
    failing.length > 1 ? `non sono in regola ${failing.join('; ')}` : `non è in regola ${failing.join('')}`;
  const opening = inLine.some((v) => v === undefined)
    ? `Ecco la risposta per ciascuno dei ${offers.length} documenti.`
    : ASKS_RIGHT.test(question)
      ? failing.length
        ? `**No**, non ${every}: ${notInLine}`
        : `**Sì**, sono in regola ${every}.`
      : failing.length
        ? `**Sì**: ${notInLine}`
        : `**No**: sono in regola ${every}.`;
  const sources = [...new Set(answers.flatMap((a) => sourcesOf(a.text)))];
  const text = [opening, '', ...lines, '', 'Fonti:', ...sources, '', AI_NOTICE].join('\n');
  return {
    text,
    riferimenti: answers.flatMap((a) => a.riferimenti),
    relatedQuestions: answers.flatMap((a) => a.relatedQuestions).slice(0, 4),
    showAction: false,
    calcolaField: false,
    brief: [opening, ...lines].join('\n'),
  };
}

/** The question asked of each offer of the upload; undefined when the upload holds fewer than two. */
export function offersSideBySide(
  ctx: AgentContext,
  each: (ctx: AgentContext) => AgentAnswer,
): AgentAnswer | undefined {
  const offers = offersIn(ctx);
  if (!offers) return undefined;
  const question = readable(ctx.message);
  if (offers.length === 2 && PAY_WEIGHED.test(question) && !OTHER_SUBJECT.test(question)) {
    const pays = offers.map((o) => payOf(o, ctx.today));
    if (pays.every((p): p is OfferPay => p !== undefined)) return payAnswer(pays, question);
  }
  const document = ctx.documents[0];
  if (!document) return undefined;
  const answers = offers.map((o) =>
    each({
      ...ctx,
      documents: [
        // (Only the offer's own text: the whole upload's stored passages would answer for both.)
        {
          fileId: `${document.fileId}-${o.label}`,
          fileName: `${document.fileName} (${o.label})`,
          text: o.text,
        },
      ],
    }),
  );
  return joinedAnswer(offers, answers, question);
}
