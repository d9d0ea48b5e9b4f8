/**
 * Figures a structured document states against a label — a payslip's "Imponibile fiscale ...... 1.619,82", a
 * hiring letter's "Retribuzione lorda mensile: 1.850,00" — read so that "qual è l'imponibile fiscale?" is
 * answered with the figure itself, not with the sentence around it (dot leaders break sentences apart).
 */
import type { Passage } from '../kb/passages.js';
import { terms } from '../kb/text.js';
import { withoutBenefits } from '../reader/benefit-words.js';
import { expandShorthand } from '../reader/shorthand.js';

export interface LabelledValue {
  /** The label as written (an all-caps label in lower case). */
  label: string;
  /** The figure as written ("1.619,82"). */
  value: string;
  /** The unit written right after it: the figure is a count, not euro ("Ferie: maturate 13,33 gg"). */
  unit?: 'giorni' | 'ore';
  /** The quantity written before it in a column layout (hours or days: "6,00"). */
  quantity?: string;
  /** The unit rate written between the quantity and the amount ("12,3516" €/h). */
  rate?: string;
  /** The base a rate row states before its amount ("su imponibile 1.818,75"). */
  base?: string;
  /** The surcharge column between the rate and the amount ("3,00 10,20 50% 45,90": "50%"). */
  surcharge?: string;
  passage: Passage;
}

// A figure after dot leaders or a colon: "..... 1.619,82", ": € 1.850,00"; or, in a payslip exported in
// columns (its spacing lost when lines are joined), right after the label's last word or rate: "NETTO DA
// CORRISPONDERE 1.412,36", "Contributi IVS c/dipendente 9,19% 158,21", an abbreviated label "Contributo IVS
// c/dip. 167,14"; after a closing bracket ("Scatti anzianità (n. 2) 41,32", "IRPEF (senza detrazioni) 259,28")
// or a ratio of months ("Tredicesima mensilità 9/12 1.783,75 1.337,81", "Addizionale regionale rata 10/11
// 18,50"). A rate ("9,19%") is no figure. Two dots before a figure lead to it too ("9,19% .. 71,13").
const FIGURE =
  /(?:\.{3,}|\.{2}(?=[ \t]*(?:€|euro|eur)?[ \t]*-?\d)|:|(?<=[\p{L}%)]|\p{L}\.|(?<![\d/])\d{1,2}\/\d{1,2})[ \t]+)[ \t]*(?:€|euro|eur)?[ \t]*(-?\d{1,3}(?:\.\d{3})*,\d{2}|-?\d+,\d{2})(?![\d,])(?![ \t]*%)/giu;
// A quantity column before the amount ("Straordinario diurno 25% 6,00 71,53": 6 hours, 71,53 €), its unit
// written after it or not ("Lav. straord. 30% 2,00 h 33,24").
// A unit rate may stand between them, written with more decimals ("Straordinario 15% 6,00 h 12,3516 74,11").
const AMOUNT_AFTER =
  /^[ \t]+(?:(?:h|ore|gg|giorni)\.?[ \t]+)?(?:(\d+,\d{3,5})[ \t]+)?(-?\d{1,3}(?:\.\d{3})*,\d{2}|-?\d+,\d{2})(?![\d,])(?![ \t]*%)/;
// A third figure on the row after quantity and rate ("Ore supplementari 4,00 11,36 45,44"): the amount.
// ("Straordinario notturno 3,00 10,20 50% 45,90": a surcharge column may stand before it.)
const THIRD_FIGURE =
  /^(?:[ \t]+(\d{1,3}(?:,\d{1,2})?[ \t]*%))?[ \t]+(-?\d{1,3}(?:\.\d{3})*,\d{2}|-?\d+,\d{2})(?![\d,])(?![ \t]*%)/;
// A count's unit right after the figure ("13,33 gg,", "38 ore").
const COUNT_UNIT = /^[ \t]*(gg|giorni|ore|h)\b/i;
// The result of a row's sum written after an equals sign ("9,19% su 2.361,43 = 217,02").
const RESULT = /^[ \t]*=[ \t]*(?:€[ \t]*)?(-?\d{1,3}(?:\.\d{3})*,\d{2}|-?\d+,\d{2})(?![\d,])(?![ \t]*%)/;
// A label closing on its rate and base's name ("… 9,19% su imponibile", "… 14,20% su"), and the amount written after
// that base by dot leaders or spaces.
const RATE_BASE = /(\d%)[ \t]+su\b[\p{L} ']{0,30}$/iu;
const BASE_THEN_AMOUNT =
  /^(?:[ \t]*\.{2,}[ \t]*|[ \t]+)(?:€[ \t]*)?(-?\d{1,3}(?:\.\d{3})*,\d{2}|-?\d+,\d{2})(?![\d,])(?![ \t]*%)/;
// A whole quantity in that column ("Straordinario 15%   6   74,70") is written as the decimal ones are.
const WHOLE_QUANTITY = /([\p{L}%][ \t]+)(\d{1,3})([ \t]+-?\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,%]))/gu;
// A section heading run into the label when the lines were joined ("TRATTENUTE FISCALI Imponibile fiscale").
const HEADING = /^(?:[A-ZÀ-Ý]{2,}[ \t]+)+(?=[A-ZÀ-Ý][a-zà-ÿ])/;
// Two or more words in capitals ending a label after a lower-case word or a number: a line of its own.
const CAPS_TAIL = /[a-zà-ÿ\d°)][ \t]+((?:[A-ZÀ-Ý]{4,}[.']?)(?:[ \t]+[A-ZÀ-Ý]{1,}[.']?)+)$/;
const PAYROLL_CODE = /^(?:0\d{3}|[A-Z]\d{3})[ \t]+/;
// The document named by its kind ("dal prospetto paga allegato", "nella busta paga"): its "paga" asks no item.
const DOCUMENT_NAME = /\b(?:prospett[oi]|bust[ae]|cedolin[oi]|libro unico|foglio) (?:paga|del lavoro)\b/gi;
const EMPLOYER_BORNE = /\ba carico (?:dell'|della |del )?(?:azienda|datore(?: di lavoro)?)\b/gi;
const NOTICE_NOT_GIVEN =
  /\bpreavviso (?:non (?:dato|fatto|lavorato|dati|rispettato|dato)|mancato)\b|\bmancato preavviso\b/gi;
// Words of withholding labels that name no item: who bears it and that it was withheld.
const WEAK = new Set(
  terms(
    'trattenuto trattenuta trattenuti trattenute carico lavoro lavoratore lavoratrice dipendente ivs c dip',
  ),
);
// Words every label may share with a question without saying which figure it asks.
const GENERIC = new Set(terms('mese mensile importo totale euro documento cedolino allegato file'));
const WHOLE_ASKED = /\btotal\w*|\bin tutto\b|\bcomplessiv\w*|\btutt[ei] (?:le )?trattenut/i;

function cleanLabel(raw: string): string {
  const line = (raw.split('\n').at(-1) ?? raw).replace(/\s+/g, ' ').trim();
  // Lines joined into one passage: the label starts with a capital after the previous entry's figure or
  // punctuation ("… Ore ordinarie: 168 VOCI RETRIBUTIVE Paga base").
  // A full stop after a short capitalised word ends an abbreviation ("Contr. IVS c/dip."), not an entry.
  const starts = [...line.matchAll(/(?:\d|[:;!?)]|(?<!\b[A-ZÀ-Ý][a-zà-ÿ]{1,6})\.)\s+(?=[A-ZÀ-Ý])/g)];
  const last = starts.at(-1);
  const tail = last ? line.slice((last.index ?? 0) + last[0].length) : line;
  // Joined lines keep their section headings and previous lines inline ("… Confcommercio COMPETENZE Paga
  // base", "… di assunzione Retribuzione lorda"): the label starts at the last capitalised word after a
  // capitals run or a lower-case word.
  const inline = raw.includes('\n')
    ? []
    : [...tail.matchAll(/(?:\b[A-ZÀ-Ý]{2,}|[a-zà-ÿ])\s+(?=[A-ZÀ-Ý][a-zà-ÿ])/g)];
  const cut = inline.at(-1);
  // A semicolon or the previous figure's unit ends the entry before ("… 1.818,75 euro; superminimo assorbibile",
  // "… 1.950,00 euro - Buoni pasto").
  const own = (cut ? tail.slice((cut.index ?? 0) + cut[0].length) : tail)
    .replace(/^.*;\s+/, '')
    .replace(/^(?:euro|eur|€)\s+(?:[-–]\s+)?/i, '');
  // A line in capitals run after the previous line's words ("… impiegato 3° livello TOTALE COMPETENZE").
  const caps = CAPS_TAIL.exec(own);
  // A payroll code before the label ("0003 3° Elemento", "Z004 Aumenti periodici") is no word of it; a form's
  // numbered box ("Punto 21 - Ritenute IRPEF", "Rigo 4: Reddito") is named by its label.
  const label = (caps?.[1] ?? own)
    .replace(HEADING, '')
    .replace(PAYROLL_CODE, '')
    .replace(/^(?:punto|rigo|casella|box)\s+\d+\s*[-–:.]\s*/i, '')
    .trim();
  return label === label.toUpperCase() ? label.toLowerCase() : label;
}

/** The quantity a figure match holds, without the decimals added to a whole one. */
function quantityAsWritten(match: RegExpMatchArray, whole: ReadonlySet<number>): string {
  const quantity = match[1] ?? '';
  const at = (match.index ?? 0) + match[0].length - quantity.length;
  return whole.has(at) ? quantity.replace(/,00$/, '') : quantity;
}

/** Every labelled figure of the passages, in document order. */
export function labelledValues(passages: readonly Passage[]): LabelledValue[] {
  const out: LabelledValue[] = [];
  for (const passage of passages) {
    let from = 0;
    // Where a whole quantity was given decimals, so that it is shown as written.
    const whole = new Set<number>();
    let added = 0;
    const text = passage.text.replace(
      WHOLE_QUANTITY,
      (_all, before: string, n: string, after: string, at: number) => {
        whole.add(at + added + before.length);
        added += 3;
        return `${before}${n},00${after}`;
      },
    );
    for (const match of text.matchAll(FIGURE)) {
      const at = match.index ?? 0;
      if (at < from) continue;
      const label = cleanLabel(text.slice(from, at));
      from = at + match[0].length;
      // A row that writes its own sum ("Contributi IVS 9,19% su 2.361,43 = 217,02"): the result is its figure.
      const result = RESULT.exec(text.slice(from));
      if (result) {
        from += result[0].length;
        // ("Straordinario 25% ore 6,00 = 99,30": the figure after the unit word is the row's hours.)
        const counted = QUANTITY_UNIT.test(label) ? { quantity: quantityAsWritten(match, whole) } : {};
        if (label && /\p{L}{3}/u.test(label) && label.length <= 80)
          out.push({ label, value: result[1] ?? '', ...counted, passage });
        continue;
      }
      // "Contributi IVS 9,19% su imponibile 1.818,75 .... 167,14": the figure after the base is the row's amount;
      // the base stays readable under the label that names it.
      const owed = RATE_BASE.test(label) ? BASE_THEN_AMOUNT.exec(text.slice(from)) : null;
      if (owed && label.length <= 80) {
        from += owed[0].length;
        const base = `${(RATE_BASE.exec(label)?.[0] ?? '').replace(/^\d%[ \t]+/, '')} ${match[1] ?? ''}`;
        out.push({ label: label.replace(RATE_BASE, '$1'), value: owed[1] ?? '', base, passage });
        out.push({ label, value: match[1] ?? '', passage });
        continue;
      }
      const amount = AMOUNT_AFTER.exec(text.slice(from));
      if (amount) from += amount[0].length;
      const third = amount && !amount[1] ? THIRD_FIGURE.exec(text.slice(from)) : null;
      if (third) from += third[0].length;
      const rate = third ? amount?.[2] : amount?.[1];
      const unit = amount
        ? undefined
        : (COUNT_UNIT.exec(text.slice(from))?.[1] ?? (HOURS_LABEL.test(label ?? '') ? 'ore' : undefined));
      if (label && /\p{L}{3}/u.test(label) && label.length <= 80)
        out.push({
          label,
          value: third?.[2] ?? amount?.[2] ?? match[1] ?? '',
          ...(amount ? { quantity: quantityAsWritten(match, whole) } : {}),
          ...(rate ? { rate } : {}),
          ...(unit ? { unit: /^(?:ore|h)$/i.test(unit) ? ('ore' as const) : ('giorni' as const) } : {}),
          ...(third?.[1] ? { surcharge: third[1].replace(/\s+/g, '') } : {}),
          passage,
        });
    }
  }
  return out;
}

// A rate in the label ("9,19%") is not a word the question must repeat.
// Payslip labels are read as the question is ("Contributo IVS c/dipendente" is the INPS).
const specific = (text: string) =>
  new Set(terms(expandShorthand(text)).filter((t) => !GENERIC.has(t) && !/^\d+$/.test(t)));

const ITEM_BREAK = /\s*(?:[+,;&]|\s(?:e|ed|o|oppure|più)\s)\s*/i;
const BREAK = '|';

/**
 * The words of a label the question asks as that label: its first word asked, and each of its other words asked
 * right after the one before it, as the label has them ("IRPEF netta" in "qual è l'IRPEF netta?"). A word asked
 * apart ("netto + IRPEF?") is an item of its own, which another label ("Netto in busta") may answer.
 */
function boundTerms(own: readonly string[], shared: readonly string[], asked: readonly string[]): string[] {
  const first = shared.find((t) => t === own[0]) ?? shared[0];
  if (first === undefined) return [];
  const bound = [first];
  let at = asked.indexOf(first);
  for (const t of own.slice(own.indexOf(first) + 1)) {
    if (!shared.includes(t)) continue;
    const next = asked.indexOf(t, at + 1);
    if (next !== at + 1) break;
    bound.push(t);
    at = next;
  }
  return bound;
}

// The base a withholding is computed on, asked without its name: "su che base?", "su quale importo è calcolata?",
// "la base di calcolo".
const BASE_ASKED =
  /\bsu (?:che|quale|quali|cosa) (?:base|importo|cifra|imponibile)\b|\bsu quanto (?:e|è|sono|viene|vengono) (?:calcolat\w*|applicat\w*)|\bbase (?:di calcolo|imponibile)\b|\bcalcolat\w* su (?:che|quale|quanto)\b/i;
const SOCIAL = /\binps\b|\bcontribut\w*|\bprevidenz\w*|\bivs\b/i;
const TAX = /\birpef\b|\btass[ae]\b|\bimpost\w*|\britenut\w* fiscal\w*/i;
const SOCIAL_BASE = /\bimponibil\w* (?:previdenz|contribut|inps|ivs)\w*/i;
const TAX_BASE = /\bimponibil\w* (?:fiscal|irpef)\w*/i;
const GROSS_BASE = /^(?:totale (?:competenze|lordo|retribuzione)|lordo|retribuzione lorda)\b/i;

/**
 * "quanto mi hanno trattenuto di INPS e su che base?": the base is named by the label the document gives it — the
 * contribution base for contributions ("Imponibile previdenziale"), the taxable income for the IRPEF, else the
 * gross total the contributions are computed on — never a pay item that has "base" in its name ("Paga base").
 */
function withBaseNamed(question: string, values: readonly LabelledValue[]): string {
  if (!BASE_ASKED.test(question)) return question;
  const social = SOCIAL.test(question);
  const pattern = social ? SOCIAL_BASE : TAX.test(question) ? TAX_BASE : undefined;
  if (!pattern) return question;
  const label =
    values.find((v) => pattern.test(v.label))?.label ??
    (social ? values.find((v) => GROSS_BASE.test(v.label))?.label : undefined);
  return label ? question.replace(BASE_ASKED, ` e ${label}`) : question;
}

/**
 * The labelled figures a question asks, in the order it asks them: each label shares at least half its words
 * with the question, and one whose shared words another chosen label already covers ("imponibile
 * previdenziale" beside "imponibile fiscale") is left out.
 */
/**
 * The net said as what reaches the worker ("quanto mi entra sul conto?", "quanto mi resta in tasca?", "quanto mi
 * accreditano?"): the payslip's net.
 */
// ("in banca ore" is the hours bank, no account.)
// (An employer's words too: "quanto le devo dare netto questo mese?" over a domestic sheet's "Netto da corrispondere".)
export const NET_SAID =
  /\bsul (?:mio |tuo |suo )?conto\b|\bin tasca\b|\bin banca\b(?! (?:delle |dell'|d')?ore\b)|\b(?:mi|ci|le|gli|ti) accredit\w*|\bpulit[oi] in mano\b|\bquanto (?:le|gli|ti|vi) (?:devo|dobbiamo|deve|devono) (?:dare|pagare|dar|corrispondere|versare) (?:di )?nett\w*/i;

// Holidays not taken said in the worker's words ("le ferie che non ho fatto", "ferie non usate"): a payslip's
// "ferie non godute" line.
const UNTAKEN_SAID =
  /\bferie (?:che )?non (?:l[ea] )?(?:(?:ho|hai|ha|abbiamo|hanno|avevo|aveva) (?:mai )?)?(?:fatt|pres|usat|utilizzat|consumat|godut)\w*/gi;
// "quante ore mi restano in banca ore?": what is left is the balance a sheet states ("Saldo banca ore", "residue").
const LEFT_SAID =
  /\b(?:(?:mi|ti|gli|le|ci) )?(?:restano|resta|rimangono|rimane|avanzano|avanza)\b(?: ancora\b)?/gi;
const BALANCE_LABEL = /\bsaldo\b|\bresidu\w*/i;
// A label that counts hours by its own words ("Saldo banca ore", "Ferie residue (ore)"): its figure is hours.
const HOURS_LABEL = /\bbanca (?:delle |dell')?ore\b|\((?:ore|h)\)|\bsaldo ore\b/i;
// "quanto mi hanno pagato per le ferie …": the verb before the item named, not the pay's own line.
const PAID_FOR = /\bpagat[oaie] (?=(?:per|di) (?:le |i |gli |la |il |l')?\p{L})/giu;

export function askedValues(question: string, values: readonly LabelledValue[]): LabelledValue[] {
  // The words asked, with a break where the question lists one item after another ("IRPEF e netto",
  // "netto + IRPEF", "IRPEF, netto"): words either side of it are two items, never one label's.
  const asked = expandShorthand(
    withBaseNamed(withoutBenefits(question), values)
      .replace(NET_SAID, ' netto ')
      .replace(UNTAKEN_SAID, ' ferie non godute ')
      .replace(LEFT_SAID, ' saldo residuo ')
      .replace(PAID_FOR, ' ')
      .replace(DOCUMENT_NAME, ' ')
      // "a carico dell'azienda", "che paga il datore": the payslip's "c/ditta" line ("Integrazione maternità c/ditta").
      .replace(EMPLOYER_BORNE, (said) => `${said} ditta `)
      // "per il preavviso non dato": a final payslip's "indennità mancato preavviso" line.
      .replace(NOTICE_NOT_GIVEN, ' indennità mancato preavviso ')
      // The contributions withheld are the INPS, as a payslip's "Contributi IVS c/dip." line reads.
      .replace(/\bcontribut[oi]\b(?![^?.;:]{0,30}\b(?:inps|ivs)\b)/gi, (word) => `${word} INPS`),
  )
    .split(ITEM_BREAK)
    .flatMap((part, i) => (i ? [BREAK, ...terms(part)] : terms(part)));
  const askedSet = new Set(asked);
  // Two stages of one item equally asked ("IRPEF lorda", "IRPEF netta"): the gross one when the question says
  // gross, else the net one, which is what was withheld or paid.
  const grossAsked = /\blord/i.test(question);
  const stage = (value: LabelledValue) => ((grossAsked ? GROSS_STAGE : NET_STAGE).test(value.label) ? 1 : 0);
  const scored = values
    .map((value) => {
      // The unit word before a quantity column ("Lavoro notturno ore") is not a word the question must repeat.
      const own = specific(value.quantity ? value.label.replace(QUANTITY_UNIT, '') : value.label);
      const shared = [...own].filter((t) => askedSet.has(t));
      // Words naming who bears a withholding or its fund ("IVS", "dipendente") need not be asked with its item.
      const needed = [...own].filter((t) => !WEAK.has(t) || askedSet.has(t)).length;
      return {
        value,
        shared,
        bound: boundTerms([...own], shared, asked),
        ratio: needed ? shared.length / needed : 0,
        head: [...own][0],
      };
    })
    // A label asked by its first word alone, a word no other label has ("il superminimo" of "superminimo
    // individuale assorbibile"), is asked too.
    .filter(
      (s) =>
        s.shared.length > 0 &&
        (s.ratio >= 0.5 ||
          (s.head !== undefined &&
            !WEAK.has(s.head) &&
            s.shared.includes(s.head) &&
            values.filter((v) => specific(v.label).has(s.head as string)).length === 1)),
    )
    // A label met only in words every withholding shares ("trattenuti", "lavoratore") is asked only when all its
    // words are ("Contributi a carico del lavoratore trattenuti" is not "quanta IRPEF mi hanno trattenuto").
    .filter((s) => s.ratio === 1 || s.shared.some((t) => !WEAK.has(t)));
  // "la trattenuta per i contributi": the withholding named in the same item as another label's own word is
  // that label's ("Contributi IVS"), not the total of withholdings, unless a total is asked ("in tutto").
  const item = (t: string) => {
    const at = asked.indexOf(t);
    return asked.slice(0, at).filter((w) => w === BREAK).length;
  };
  const named = new Set(scored.flatMap((s) => s.shared.filter((t) => !WEAK.has(t))).map((t) => item(t)));
  const ranked = scored
    .filter(
      (s) =>
        WHOLE_ASKED.test(question) ||
        s.shared.some((t) => !WEAK.has(t)) ||
        !s.shared.every((t) => named.has(item(t))),
    )
    .sort(
      (a, b) => b.shared.length - a.shared.length || b.ratio - a.ratio || stage(b.value) - stage(a.value),
    );
  let chosen: typeof scored = [];
  for (const s of ranked) if (!chosen.some((c) => s.shared.every((t) => c.bound.includes(t)))) chosen.push(s);
  // "quante ore mi restano in banca ore?": the balance line that names most of the ask, not the hours banked or used.
  const balances = new RegExp(LEFT_SAID.source, 'i').test(question)
    ? chosen.filter((s) => BALANCE_LABEL.test(s.value.label))
    : [];
  if (balances.length) {
    const most = Math.max(...balances.map((s) => s.shared.length));
    chosen = balances.filter((s) => s.shared.length === most);
  }
  const position = (s: (typeof scored)[number]) => Math.min(...s.bound.map((t) => asked.indexOf(t)));
  return chosen.sort((a, b) => position(a) - position(b)).map((s) => s.value);
}

// A terse ask of payslip items, without a question word ("netto + IRPEF?", "contrib. INPS c/dip. in busta?"):
// a few words and a question mark, asking neither how, why, when nor whether it is right.
const TERSE_WORDS = 8;
const NOT_TERSE =
  /\b(?:come|perche|quando|dove|chi|cosa|cos|posso|devo|puo|bene|ok|giust\w*|corrett\w*|torna\w*|sbagliat\w*|errat\w*|regolar\w*|conform\w*|rispett\w*|linea|minim\w*|sotto|sopra|spett\w*|dovrebbe\w*|verific\w*|controll\w*|se)\b/;

/** Whether a lower-case, accent-free message asks payslip items tersely ("netto + IRPEF?"). */
export function asksTersely(folded: string): boolean {
  const text = folded.trim();
  if (!text.endsWith('?') || NOT_TERSE.test(text)) return false;
  const words = text.split(/[^\p{L}\d]+/u).filter(Boolean);
  return words.length > 0 && words.length <= TERSE_WORDS;
}

// The unit word a label ends with before its quantity column ("Straordinario 25% ore").
export const QUANTITY_UNIT = /\s+(ore|h|gg|giorni)\.?$/i;
const NET_STAGE = /\bnett[oa]\b/i;
const GROSS_STAGE = /\blord[oa]\b/i;
