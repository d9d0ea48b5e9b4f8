import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { monthlyPaymentsCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';

/**
 * Session 30 (fixs30j): whether a pay item enters the 13th or 14th month ("nel FIPE gli scatti di anzianità entrano
 * nella quattordicesima oppure no?", "nella tredicesima della colf ci va anche il vitto e alloggio?"): read on the
 * agreement's own rule of its extra months, which lists what each is made of and what it leaves out (FIPE: the 14th
 * has the 13th's items "ma senza gli scatti di anzianità"). Undefined when the rule says nothing of the item for
 * that month: no verdict is guessed.
 */

interface Item {
  asked: RegExp;
  /** How the agreement's rule names it. */
  ruled: RegExp;
  /** As the answer says it, with its article, and whether it is plural. */
  name: string;
  plural: boolean;
  /** "degli scatti di anzianità": what the lower extra month lacks. */
  of: string;
}

const ITEMS: readonly Item[] = [
  {
    asked: /\bscatt\w*|\banzianita\b/,
    ruled: /scatt\w*/,
    name: 'gli scatti di anzianità',
    plural: true,
    of: 'degli scatti di anzianità',
  },
  {
    asked: /\bcontingenz\w*/,
    ruled: /contingenz\w*/,
    name: "l'indennità di contingenza",
    plural: false,
    of: "dell'indennità di contingenza",
  },
  {
    asked: /\bterzo elemento\b/,
    ruled: /terzo elemento/,
    name: 'il terzo elemento',
    plural: false,
    of: 'del terzo elemento',
  },
  {
    asked: /\bassegn\w* (?:al nucleo |per il nucleo )?familiar\w*|\banf\b/,
    ruled: /assegni familiari/,
    name: 'gli assegni familiari',
    plural: true,
    of: 'degli assegni familiari',
  },
  {
    asked: /\bvitto\b|\balloggio\b/,
    ruled: /vitto e alloggio|vitto|alloggio/,
    name: "l'indennità di vitto e alloggio",
    plural: false,
    of: "dell'indennità di vitto e alloggio",
  },
  {
    asked: /\bintegrativ\w* aziendal\w*/,
    ruled: /integrativi aziendali/,
    name: 'gli integrativi aziendali',
    plural: true,
    of: 'degli integrativi aziendali',
  },
];

const MONTHS = {
  13: { asked: /\btredicesim\w*|\b13\s?(?:a|esima|ma|ª)(?!\w)/, word: 'tredicesim', name: 'tredicesima' },
  14: {
    asked: /\bquattordicesim\w*|\b14\s?(?:a|esima|ma|ª)(?!\w)/,
    word: 'quattordicesim',
    name: 'quattordicesima',
  },
} as const;

// "entrano nella", "rientrano", "sono compresi", "si contano", "fanno parte", "ci vanno", "sono esclusi".
const INCLUSION_ASKED =
  /\b(?:(?:ri)?entr\w*|compres\w*|inclus\w*|includ\w*|(?:devo |va |vanno )?mett\w*|consider\w*|esclus\w*|cont\w* (?:anche )?(?:per|nella)|si calcol\w*|fanno parte|fa parte|ci (?:va|vanno|sono|e)|va(?:nno)? (?:anche )?(?:nella|in)|concorr\w*|si paga(?:no)? (?:anche )?(?:nella|sulla|con la))\b/;
const EXCLUSION = /\b(?:senza|esclus[oaie]|tranne|eccetto|ad eccezione d\w*)\b/g;
// "gli stessi elementi della tredicesima": a reference to the other month, not where its own rule starts.
const REFERENCE = /\b(?:della|dalla|alla|nella|come la)\s+$/;

/** Where each month's own rule starts in the text (its mentions that are not a reference to it). */
function ownMentions(rule: string, word: string): number[] {
  return [...rule.matchAll(new RegExp(`\\b${word}\\w*`, 'g'))]
    .map((m) => m.index)
    .filter((at) => !REFERENCE.test(rule.slice(Math.max(0, at - 12), at)));
}

/** The month whose own rule the position falls in: the last own mention of either before it. */
function monthAt(rule: string, at: number): 13 | 14 | undefined {
  const last = (word: string) => Math.max(-1, ...ownMentions(rule, word).filter((i) => i < at));
  const [t, q] = [last(MONTHS[13].word), last(MONTHS[14].word)];
  if (t < 0 && q < 0) return undefined;
  return t > q ? 13 : 14;
}

/** Whether the rule excludes (false) or names (true) the item in the month's own rule, else undefined. */
function ruledFor(rule: string, month: 13 | 14, item: Item): boolean | undefined {
  const ruled = new RegExp(item.ruled.source, 'g');
  for (const m of rule.matchAll(ruled)) {
    if (monthAt(rule, m.index) !== month) continue;
    const before = rule.slice(Math.max(0, m.index - 40), m.index);
    const excluded = [...before.matchAll(EXCLUSION)].some(
      (e) => !/[;()]/.test(before.slice(e.index)) && !/\bcompres\w*/.test(before.slice(e.index)),
    );
    return !excluded;
  }
  // "con gli stessi elementi della tredicesima ma senza …": the other month's items, less those excluded.
  const other = month === 14 ? 13 : 14;
  const own = ownMentions(rule, MONTHS[month].word)[0];
  if (own === undefined) return undefined;
  const sameAs = new RegExp(`stessi elementi della ${MONTHS[other].word}`).exec(rule.slice(own));
  return sameAs ? (ruledFor(rule, other, item) ? true : undefined) : undefined;
}

// The item asked to hold the month: "il terzo elemento comprende già la tredicesima" (the item, an active verb, the
// month) or "la tredicesima è compresa nel terzo elemento" (the month, a passive one, the item); not "gli assegni
// sono compresi nella quattordicesima", the item inside the month.
const HOLDS = /\b(?:comprend\w*|includ\w*|contien\w*|ingloba\w*)\b/;
const HELD = /\b(?:compres[oaie]|inclus[oaie]|contenut[oaie]) (?:gia |anche )?(?:nel|nello|nell'|in)\b/;

function holdsAsked(sentence: string, item: Item, month: RegExp): boolean {
  const i = sentence.search(item.asked);
  const m = sentence.search(month);
  if (i < 0 || m < 0) return false;
  return i < m ? HOLDS.test(sentence.slice(i, m)) : HELD.test(sentence.slice(m, i));
}

/** Whether the rule says the item holds the month: "il terzo elemento … comprende … ferie, tredicesima …". */
function holdsMonth(rule: string, item: Item, month: string): boolean {
  const at = rule.search(item.ruled);
  if (at < 0) return false;
  const after = rule.slice(at, at + 200).split(/[.;]/)[0] ?? '';
  return HOLDS.test(after) && after.includes(month);
}

// "quanto le spetta di tredicesima, considerando che va compreso il vitto e alloggio?": the amount asked, the
// inclusion its premise.
const PREMISE = /\bquant[oaie]\b[^?]*\b(?:considerando|tenendo \w+|visto|dato|sapendo|calcolando) che\b/;
// "quanto le spetta e gli scatti vanno compresi?" with the pay told: the amount first, the item's rule in it.
const AMOUNT_TOO = /\bquant[oaie]\b[^?]*\b(?:spett\w*|devo|dobbiamo|deve|tocca|matura\w*|fa|sono)\b/;

export function extraMonthItem(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length || req.slots.agreements.length > 1) return undefined;
  const text = readable(ctx.message);
  const sentence = text.match(/[^.!?]*\?/g)?.find((s) => INCLUSION_ASKED.test(s)) ?? '';
  const asked = ([13, 14] as const).filter((n) => MONTHS[n].asked.test(sentence));
  const item = ITEMS.find((i) => i.asked.test(sentence));
  // ("quando la pago e ci vanno dentro gli scatti?": the payment time is asked first, the month's own answer holds both)
  if (asked.length !== 1 || !item || /\bquando\b/.test(sentence) || PREMISE.test(sentence)) return undefined;
  if (AMOUNT_TOO.test(sentence) && req.slots.amounts.some((a) => a.kind === 'monthly_gross'))
    return undefined;
  const month = asked[0] as 13 | 14;
  const ccnl = agreementOf(ctx, req);
  const rule = ccnl?.monthly_payments.text;
  if (!ccnl || !rule) return undefined;
  // "il terzo elemento comprende già la tredicesima?": the month inside the item, as the rule says it or not at all.
  if (holdsAsked(sentence, item, MONTHS[month].asked)) {
    if (!holdsMonth(readable(rule), item, MONTHS[month].word)) return undefined;
    return compose({
      answer: `${bold('Sì')}: nel ${ccnl.short_name} ${item.name} comprende già la ${MONTHS[month].name}, che quindi non si paga a parte.`,
      steps: [`Mensilità del ${ccnl.short_name}: ${rule}`],
      citations: monthlyPaymentsCitations(ccnl),
      related: [`Quando si pagano tredicesima e quattordicesima nel ${ccnl.short_name}?`],
    });
  }
  const enters = ruledFor(readable(rule), month, item);
  if (enters === undefined) return undefined;
  const verb = item.plural ? 'entrano' : 'entra';
  const monthName = MONTHS[month].name;
  const answer = enters
    ? `${bold('Sì')}: nel ${ccnl.short_name} ${item.name} ${verb} nella ${monthName}.`
    : `${bold('No')}: nel ${ccnl.short_name} ${item.name} ${item.plural ? 'sono esclusi' : 'è esclusa'} dalla ${monthName}, non ${verb} nel suo calcolo.`;
  // ("la quattordicesima era più bassa di uno stipendio, circa 60 euro in meno": why, when the gap is told.)
  const lower =
    enters || !/\bpiu bass\w*|\bin meno\b|\bdifferenz\w*/.test(text)
      ? []
      : [
          `Per questo la ${monthName} può risultare più bassa della retribuzione del mese: la differenza è l'importo ${item.of}.`,
        ];
  return compose({
    answer,
    steps: [`Mensilità del ${ccnl.short_name}: ${rule}.`, ...lower],
    citations: monthlyPaymentsCitations(ccnl),
    related: [`Quando si pagano tredicesima e quattordicesima nel ${ccnl.short_name}?`],
  });
}
