import { MONTH_NAMES } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

const NAMES = {
  tredicesima: /tredicesim|\b13(?:a|ma|esima)\b|gratifica natalizia/,
  quattordicesima: /quattordicesim|\b14(?:a|ma|esima)\b/,
};
const ASKS_WHEN = /(?<!\bda )\bquando\b|in che mese|che mese|\bentro\b|\bmese\b.*\bpag/;
const MONTH = `(?:${MONTH_NAMES}|natale)`;
const PAID = new RegExp(
  `(?:si paga|si pagano|pagat[ao]|erogat[ao]|corrispost[ao]|viene pagata)\\s+((?:il |a |in |entro il |con (?:la|il) )?[^;.]*?\\b${MONTH}\\b[^;.]*)`,
  'i',
);
const WITH = new RegExp(
  `(con la (?:retribuzione|busta paga|mensilità|paga) di ${MONTH}|in occasione del natale|a natale(?: \\(dicembre\\))?|(?:a|in|entro) ${MONTH})`,
  'i',
);
const ACCRUES = /(matur\w*\s+(?:da\s+\w+\s+a\s+\w+|dal?\s[^;,.]+))/i;

type Name = keyof typeof NAMES;

/** The words of the agreement's text about one payment: from its name to the other payment's name. */
function segment(text: string, name: Name): string | undefined {
  const other: Name = name === 'tredicesima' ? 'quattordicesima' : 'tredicesima';
  const lower = text.toLowerCase();
  const at = lower.indexOf(name);
  if (at < 0) return undefined;
  const end = lower.indexOf(other, at + name.length);
  return text.slice(at + name.length, end > at ? end : undefined);
}

/**
 * "Quando si paga la 14ª nel turismo?": when the payment asked about is paid opens the answer, from the
 * agreement's extra payments data (or its text), and how it accrues comes next; undefined when the data does
 * not say, so the usual monthly payments answer is given.
 */
export function paymentTimingAnswer(ctx: AgentContext, req: TypedRequest) {
  const text = readable(ctx.message);
  const named = (t: string) => (Object.keys(NAMES) as Name[]).filter((n) => NAMES[n].test(t));
  // A short follow-up ("ma entro quando va pagata?") asks about the payment the conversation named last.
  const earlier =
    text.split(/\s+/).length <= 16
      ? (ctx.history ?? [])
          .toReversed()
          .map((h) => named(readable(h)))
          .find((n) => n.length === 1)
      : undefined;
  const asked = named(text).length ? named(text) : (earlier ?? []);
  // Asked with its amount or accrual too ("e quanto matura?"), the 14th month's own rule answers all of it.
  if (asked.length !== 1 || !ASKS_WHEN.test(text) || /\bmatur|\bquanto\b|\bvale\b|\bimport/.test(text))
    return undefined;
  const name = asked[0] as Name;
  const ccnl = agreementOf(ctx, req);
  const fact = ccnl?.monthly_payments;
  if (!ccnl || !fact?.text) return undefined;
  // 13,5 mensilità (Cooperative sociali) is a 14th at half a month: the rule below answers when it is paid.
  if (name === 'quattordicesima' && fact.value !== null && fact.value <= 13)
    return compose({
      answer: `Il ${ccnl.short_name} prevede ${bold(`${fact.value} mensilità`)}: la quattordicesima non è prevista.`,
      steps: [fact.text],
      citations: citeSources(ccnl, fact.text, fact.article ?? null, fact.sources),
      related: [],
    });
  const extra = fact.extra?.find((e) => e.name === name && e.paid);
  const part = segment(fact.text, name) ?? '';
  const when = extra?.paid ?? PAID.exec(part)?.[1]?.trim() ?? WITH.exec(part)?.[1]?.trim();
  if (!when) return undefined;
  // The data's "dicembre" or "1° luglio" read as a sentence: "a dicembre", "il 1° luglio".
  const phrase = /^\d/.test(when)
    ? `il ${when}`
    : new RegExp(`^${MONTH}`, 'i').test(when)
      ? `a ${when}`
      : when;
  const accrues = ACCRUES.exec(part)?.[1];
  const steps = [
    ...(accrues ? [`La ${name} ${accrues.trim()}.`] : []),
    `Nel ${ccnl.short_name}: ${fact.text}.`,
  ];
  return compose({
    // A 14th of half a month (13,5 mensilità) says so first: "è intera?" is what such a question doubts.
    answer:
      name === 'quattordicesima' && fact.value === 13.5
        ? `Nel ${ccnl.short_name} la quattordicesima vale ${bold('metà di una mensilità (50%)')} e si paga ${bold(phrase.replace(/^si paga\s+/i, ''))}.`
        : `Nel ${ccnl.short_name} la ${name} si paga ${bold(phrase.replace(/^si paga\s+/i, ''))}.`,
    steps,
    citations: citeSources(ccnl, fact.text, fact.article ?? null, fact.sources),
    related: [
      `Quanto matura di ${name} chi è assunto in corso d'anno nel ${ccnl.short_name}?`,
      `Quante mensilità prevede il ${ccnl.short_name}?`,
    ],
  });
}

/** A follow-up that asks only when a payment is paid ("ma entro quando va pagata?"), not its amount. */
export function asksWhenPaid(ctx: AgentContext): boolean {
  const text = readable(ctx.message);
  return (
    Boolean(ctx.history?.length) && ASKS_WHEN.test(text) && !/\bmatur|\bquanto\b|\bvale\b|\bimport/.test(text)
  );
}
