import { euro } from '../kb/format.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import type { Cell, Measure } from './compare-cells.js';

/**
 * A comparison asked as a yes/no question or a claim about one of the agreements compared: the verdict opens it.
 * - sameness: "il geometra dice che lo straordinario è col 25% come in fabbrica, è giusto?", "anche da noi gli
 *   scatti sono triennali come nel commercio?", "devo pagare anche lì la quattordicesima?" → Sì when the
 *   agreements' figures agree, No when they differ;
 * - a loss on a move: "passo dall'alimentare alla logistica: perdo giorni di ferie?" → No when the agreement
 *   moved to gives as much, Sì when it gives less (the agreement named later is the one moved to);
 * - a payment said to be missing: "il capo dice che da noi la 14esima non c'è" → Sì when the agreement spoken of
 *   (the one named last before the claim) has no full fourteenth.
 * A question asking what or how much ("quali sono…", "come si differenzia…") is no yes/no question.
 */
const WH_ASK = /\b(?:quant[oaie]|qual[ei]?|quando|come si|cosa|che cosa|dove|chi|perche)\b/;
const CLAIMED =
  /\b(?:dice|dicono|detto|sostien\w*|afferm\w*|mi pare|mi sembra|e vero|e giusto|e corretto|giusto|vero)\b|\banche (?:li|la|qui|da noi|noi|nel|nella|nello|in|per)\b/;
const SAME =
  /\bcome (?:in|nel|nella|nello|da|al|alla|per|a|noi|voi|loro|me|quell[ioae])\b|\banche (?:li|la|qui|da noi|noi|nel|nella|nello|in|per)\b|\buguale\b|\bstess[oaie]\b/;
// "con la stessa anzianità", "allo stesso livello": the case the figures are read for, no same-as claim.
// ("e il preavviso se uno si dimette, stesso livello?": the case kept from the turn before, said bare.)
const CASE_KEPT =
  /\b(?:(?:con|a|allo|alla|al|per|nello|nella|nel|di) )?(?:la |lo |il )?stess[oa] (?:anzianita|livello|inquadramento|mansion\w*|qualifica)\b/g;
const CONFIRM = /\bconferm\w*|\bverific\w*|\bha ragione\b|\bhanno ragione\b/;
// A yes/no that only asks whether the claim told before holds ("ha ragione?", "è davvero così?").
const BARE_CONFIRM = /\b(?:ha|hanno) ragione\b|\be (?:davvero |proprio |veramente )?(?:cosi|vero)\b/;
// ("lasciando perdere gli straordinari", "lasciamo perdere": an item set aside, no loss asked.)
const LOSS = /\b(?<!\blasci\w* )(?:perd[oiea]\w*|ci rimett\w*|rimett[oi]\w*)\b/;
// ("la quattordicesima non l'ho mai vista", "non me la danno": the asker's own payment said to be missing.)
const MISSING =
  /\bnon (?:c ?'? ?e|ce|spetta|esiste|e prevista|la (?:pagano|danno|prevede))\b(?: proprio)?|\bniente (?:14|quattordicesima)|\bnon (?:l ?'? ?ho|la ho|l ?'? ?abbiamo) mai (?:vist|pres|ricevut|avut)[ao]\b|\bnon me la (?:danno|pagano|hanno mai (?:dat|pagat)a)\b/;

// "lui ce l'ha e io no", "noi sì e loro no": one side said to have what the other lacks.
const DIFFERENCE_CLAIMED =
  /\b(?:e|ma) (?:io|noi|tu|voi|lui|lei|loro|lo|la) no\b|\b(?:io|noi|lui|lei|loro) si e (?:io|noi|lui|lei|loro) no\b/;
const DIFFERENT = /\bdivers[oaie]\b|\bdifferent[ei]\b/;
const FOURTEENTH = /quattordicesim|\b14\s?(?:esima|a\b|ª)/;
// "ce l'hanno anche i metalmeccanici?": the agreement named right after "anche" is the one asked about.
const ALSO = /\b(?:anche|pure)\b((?:\s+[\w']+){1,4})/g;
// "i metalmeccanici prendono la 14esima come noi del commercio": the one named before "come" is asked about.
const LIKE =
  /\bcome (?:noi|voi|loro|me|quell[ioae]|in|nel|nella|nello|da|al|alla|per|a|i|gli|le|il|lo|la|l')(?=\W)/;

/**
 * Session 29 (fixs29a): whether one agreement pays the fourteenth, asked beside another ("io prendo la
 * quattordicesima, lui no? o ce l'hanno anche i metalmeccanici?", "è vero che i metalmeccanici prendono la
 * 14esima come noi del commercio?"): the agreement asked about is the one after "anche", else the one named
 * before "come"; its own count decides.
 */
function fourteenthOf(
  text: string,
  agreements: Ccnl[],
  recognise: (t: string) => Ccnl[],
): Verdict | undefined {
  if (!FOURTEENTH.test(text)) return undefined;
  const split = splitClaim(text, agreements, recognise);
  if (split) return split;
  const also = [...text.matchAll(ALSO)]
    .map((m) => agreements.filter((c) => recognise(m[1] ?? '').includes(c)))
    .filter((found) => found.length === 1)
    .at(-1)?.[0];
  const like = LIKE.exec(text);
  const at = like ? mentionsAt(text, agreements, recognise) : [];
  const before = like
    ? agreements.filter((_, k) => (at[k] ?? -1) >= 0 && (at[k] as number) <= like.index)
    : [];
  const after = like ? agreements.filter((_, k) => (at[k] ?? -1) > like.index) : [];
  // ("la colf mi chiede la quattordicesima come la commessa", the shop's agreement named in an earlier turn: the
  // one agreement this message names, before "come", is asked about.)
  const unnamed = agreements.filter((_, k) => (at[k] ?? -1) < 0);
  const asked =
    also ??
    (before.length === 1 && (after.length === 1 || (!after.length && unnamed.length === 1))
      ? before[0]
      : undefined) ??
    clauseAsked(text, agreements, recognise);
  const value = asked?.monthly_payments.value;
  if (!asked || value == null) return undefined;
  return value >= 14
    ? { word: 'Sì', why: `anche il ${asked.short_name} prevede la quattordicesima (${value} mensilità).` }
    : {
        word: 'No',
        why: `nel ${asked.short_name} la quattordicesima non è prevista: le mensilità sono ${value}${value === 13 ? ', con la sola tredicesima' : ''}.`,
      };
}

// "nel commercio ho la quattordicesima e nei metalmeccanici no": the agreement before "no" is said to lack it.
const AND_NOT =
  /\be (?:nei|nel|nella|negli|nelle|con i|con il|per i|per il|ai|al|i|il)\s+((?:[\w']+\s+){0,3}?[\w']+)\s+no\b/;

/**
 * Session 33: one agreement said to pay the fourteenth and the other not ("è vero che nel commercio ho la
 * quattordicesima e nei metalmeccanici no?"): Sì when the counts bear it out, No with the one that differs.
 */
function splitClaim(text: string, agreements: Ccnl[], recognise: (t: string) => Ccnl[]): Verdict | undefined {
  const found = AND_NOT.exec(text);
  if (!found || agreements.length !== 2) return undefined;
  const without = agreements.filter((c) => recognise(found[1] ?? '').includes(c));
  if (without.length !== 1) return undefined;
  const lacking = without[0] as Ccnl;
  const having = agreements.find((c) => c !== lacking) as Ccnl;
  const [has, lacks] = [having.monthly_payments.value, lacking.monthly_payments.value];
  if (has == null || lacks == null) return undefined;
  if (has >= 14 && lacks < 14)
    return {
      word: 'Sì',
      why: `nel ${having.short_name} le mensilità sono ${has}, con la quattordicesima; nel ${lacking.short_name} sono ${lacks}, senza.`,
    };
  return {
    word: 'No',
    why: `nel ${having.short_name} le mensilità sono ${has}; nel ${lacking.short_name} ${lacks}.`,
  };
}

// "nel CCNL Confapi c'è anche la quattordicesima?": the existence asked of the agreement its own clause names.
const EXISTS_ASKED =
  /\b(?:c ?'? ?e|esiste|spett\w*|(?:e )?previst[ao]|prevede|hanno|ha)\b(?: (?:anche|pure|ancora))? (?:la |una )?$/;

/**
 * Session 32 (fixs32f): "Rispetto ai metalmeccanici Federmeccanica, nel CCNL Confapi c'è anche la quattordicesima?":
 * the one agreement the clause before the fourteenth names (after the last comma of its sentence) is asked about.
 */
function clauseAsked(text: string, agreements: Ccnl[], recognise: (t: string) => Ccnl[]): Ccnl | undefined {
  const sentence = text.split(/(?<=[.!?])\s+/).find((s) => FOURTEENTH.test(s) && /\?/.test(s));
  const at = sentence ? FOURTEENTH.exec(sentence) : null;
  if (!sentence || !at) return undefined;
  const head = sentence.slice(0, at.index);
  if (!EXISTS_ASKED.test(head)) return undefined;
  const clause = head.split(/[,;:]/).at(-1) ?? '';
  const named = agreements.filter((c) => recognise(clause).includes(c));
  return named.length === 1 ? named[0] : undefined;
}

type Verdict = { word: 'Sì' | 'No'; why: string };

/** The unit after a figure's one number ("60 giorni" → giorni, "1.692,69 €" → €); none for a range. */
function unitOf(figure: string): string | undefined {
  if (/\bda \d[^a-z]*\w+ a \d/.test(figure) || (figure.match(/\d+(?:[.,]\d+)*/g) ?? []).length !== 1)
    return undefined;
  return /\d(?:[\d.,]*)\s*(€|%|[a-zà-ù]+)/i.exec(figure)?.[1]?.toLowerCase();
}

// "la prova sarebbe più corta?", "il minimo è più alto lì?", "prenderei di meno?": one way asked, answered as asked.
const LESS = /\bpiu (?:cort[oaie]|brev[ei]|bass[oaie]|poch[ei])\b|\binferior[ei]\b|\bminor[ei]\b|\bdi meno\b/;
const MORE =
  /\bpiu (?:lung[oaie]|lungh[ei]|alt[oaie]|tant[ei])\b|\bsuperior[ei]\b|\bmaggior[ei]\b|\bdi piu\b/;

/**
 * One way asked of one agreement ("e se fosse assunto con il Turismo, la prova sarebbe più corta?"): Sì when its
 * figure goes that way against the other's, No when it does not. The agreement asked about is the one the
 * question names (the last before the comparative when it names both).
 */
function comparativeVerdict(
  asks: string,
  agreements: Ccnl[],
  cells: Cell[],
  recognise: (t: string) => Ccnl[],
): Verdict | undefined {
  const less = LESS.exec(asks);
  const more = MORE.exec(asks);
  if (!/\?/.test(asks) || (less && more) || !(less ?? more)) return undefined;
  const way = (less ?? more) as RegExpExecArray;
  const at = mentionsAt(asks, agreements, recognise)
    .map((i, k) => ({ i, k }))
    .filter((x) => x.i >= 0);
  const subject = at.length === 1 ? at[0] : at.filter((x) => x.i <= way.index).sort((a, b) => b.i - a.i)[0];
  const values = cells.map(numberOf);
  // ("da 1 mese a 6 mesi" against "60 giorni": a range, or another unit, is no figure to weigh.)
  const units = cells.map((c) => (typeof c.value === 'number' ? '' : unitOf(c.figure ?? '')));
  if (!subject || values.some((v) => v === undefined) || units.some((u) => u !== units[0] || u === undefined))
    return undefined;
  const [own, other] = [values[subject.k] as number, values[1 - subject.k] as number];
  const [name, otherName] = [subject.k, 1 - subject.k].map((k) => (agreements[k] as Ccnl).short_name);
  const figures = `${cells[subject.k]?.figure} nel ${name} contro ${cells[1 - subject.k]?.figure} nel ${otherName}`;
  if (own === other) return { word: 'No', why: `è uguale nei due contratti (${figures}).` };
  return (less ? own < other : own > other)
    ? { word: 'Sì', why: `${figures}.` }
    : { word: 'No', why: `${figures}.` };
}

/** Where the text first names each agreement (the shortest beginning of it that names it). */
function mentionsAt(text: string, agreements: Ccnl[], recognise: (t: string) => Ccnl[]): number[] {
  const ends = [...text.matchAll(/\b\w+\b/g)].map((m) => m.index + m[0].length);
  return agreements.map((c) => ends.find((end) => recognise(text.slice(0, end)).includes(c)) ?? -1);
}

/** A cell's figure as a number: its value, or the first number its figure states ("13,5 mensilità" → 13.5). */
function numberOf(cell: Cell): number | undefined {
  if (typeof cell.value === 'number') return cell.value;
  const n = /\d+(?:[.,]\d+)?/.exec(cell.figure ?? '')?.[0];
  return n === undefined ? undefined : Number(n.replace(/\./g, '').replace(',', '.'));
}

// A figure of several bands or cases ("giorni 1–3: 100%; giorni 4–20: 75%"): its first number is no measure of it.
const manyNumbers = (c: Cell) =>
  typeof c.value !== 'number' && (c.figure?.match(/\d+(?:[.,]\d+)*/g) ?? []).length > 1;

const same = (cells: Cell[]): boolean => {
  if (cells.some(manyNumbers)) return cells.every((c) => c.figure === cells[0]?.figure);
  const values = cells.map(numberOf);
  if (values.every((v) => v !== undefined)) return values.every((v) => v === values[0]);
  return cells.every((c) => c.figure === cells[0]?.figure);
};

// The last day a period states: "dal 1° luglio 2024 al 31 dicembre 2027" → "31 dicembre 2027".
const LAST_DAY = /(\d{1,2}°? [a-z]+ \d{4})(?!.*\d{1,2}°? [a-z]+ \d{4})/;

/**
 * Whether the cells state the same: their values when numbers, else their figures as written (two periods); only
 * the periods' last days when the expiry is what is asked ("scadono in date diverse?").
 */
const sameFigures = (cells: Cell[], expiry: boolean): boolean => {
  const key = (c: Cell) =>
    typeof c.value === 'number'
      ? String(c.value)
      : expiry
        ? (LAST_DAY.exec(c.figure ?? '')?.[1] ?? c.figure)
        : c.figure;
  return cells.every((c) => key(c) === key(cells[0] as Cell));
};

// A figure that spans the agreement's levels: "da 1.328,50 € (1) a 2.352,60 € (Q) al mese".
const LEVEL_RANGE = /^\s*da\s+[\d.,]+\s*€\s*\([^)]+\)\s+a\s+[\d.,]+\s*€/;

export function comparisonVerdict(
  text: string,
  agreements: Ccnl[],
  cells: Cell[],
  mensilita: boolean,
  recognise: (t: string) => Ccnl[],
): Verdict | undefined {
  if (agreements.length !== 2 || cells.length !== 2 || cells.some((c) => !c.figure)) return undefined;
  const asks = text.slice(Math.max(0, text.lastIndexOf('.', text.length - 2) + 1));
  const polar = /\?/.test(text) || CLAIMED.test(text);
  if (!polar) return undefined;
  const missing = MISSING.exec(text);
  if (mensilita && missing && /quattordicesim|14\s?(?:esima|a\b|ª)/.test(text)) {
    const at = mentionsAt(text, agreements, recognise);
    const before = at.map((i, k) => ({ i, k })).filter((x) => x.i >= 0 && x.i <= missing.index);
    const spoken = before.sort((a, b) => b.i - a.i)[0];
    // (The agreement's own count, not a number read in its text: "tredicesima entro il 20 dicembre".)
    const value = spoken ? (agreements[spoken.k]?.monthly_payments.value ?? undefined) : undefined;
    if (!spoken || value === undefined) return undefined;
    const name = (agreements[spoken.k] as Ccnl).short_name;
    return value < 14
      ? { word: 'Sì', why: `nel ${name} la quattordicesima non è prevista.` }
      : { word: 'No', why: `anche il ${name} prevede la quattordicesima.` };
  }
  if (mensilita) {
    const fourteenth = fourteenthOf(text, agreements, recognise);
    if (fourteenth) return fourteenth;
  }
  // (A side partly missing from the knowledge base is neither the same nor different: no verdict.)
  if (cells.some((c) => c.partial)) return undefined;
  // "il direttore sostiene che il preavviso è lo stesso: mi confermate quanti giorni…?": the claim is to confirm.
  const confirmed = CONFIRM.test(asks) && SAME.test(text) && CLAIMED.test(text);
  if (WH_ASK.test(asks.replace(/\b(?:quanti|quante) ne\b.*$/, '')) && !confirmed) {
    // "perdo giorni di ferie?? quanti ne ho in uno e nell'altro": the loss is still asked first.
    if (!LOSS.test(text)) return undefined;
  }
  if (LOSS.test(text)) {
    const at = mentionsAt(text, agreements, recognise);
    const [a, b] = cells as [Cell, Cell];
    if (same(cells)) return { word: 'No', why: 'non ne perdi: è uguale nei due contratti.' };
    // (Two ranges of levels, "da 1.328,50 € (1) a 2.352,60 € (Q)": who gains depends on the level held and the one
    // given, which ranges do not tell.)
    if (cells.some((c) => LEVEL_RANGE.test(c.figure ?? ''))) return undefined;
    const [x, y] = [numberOf(a), numberOf(b)];
    if (x === undefined || y === undefined || at.some((i) => i < 0)) return undefined;
    const [from, to] = (at[0] as number) <= (at[1] as number) ? [x, y] : [y, x];
    return to < from
      ? { word: 'Sì', why: 'il contratto di arrivo ne prevede di meno.' }
      : { word: 'No', why: 'il contratto di arrivo ne prevede almeno altrettanti.' };
  }
  // "… da noi il preavviso è più lungo che negli alberghi. Ha ragione?": the claim told before a bare "is it so?".
  const comparative =
    comparativeVerdict(asks, agreements, cells, recognise) ??
    (BARE_CONFIRM.test(asks) && CLAIMED.test(text)
      ? comparativeVerdict(
          `${text.slice(0, text.length - asks.length).replace(/\?/g, ' ')} ?`,
          agreements,
          cells,
          recognise,
        )
      : undefined);
  if (comparative) return comparative;
  // "lui prende lo stipendio pieno e io no. È vero?": a difference claimed, Sì when the figures differ.
  if (DIFFERENCE_CLAIMED.test(text) && CLAIMED.test(text))
    return same(cells)
      ? { word: 'No', why: 'è uguale nei due contratti.' }
      : { word: 'Sì', why: 'non è uguale nei due contratti.' };
  // ("i metalmeccanici fanno 40 ore come noi?": a same-as asked is a claim too.)
  if (SAME.test(text.replace(CASE_KEPT, ' ')) && (CLAIMED.test(text) || /\?/.test(asks)))
    return same(cells)
      ? { word: 'Sì', why: 'è uguale nei due contratti.' }
      : { word: 'No', why: 'non è uguale nei due contratti.' };
  // (After a claim told as the same, which that weighs: "è giusto o è diverso?".)
  // "scadono in date diverse?", "le ferie sono diverse?": Sì when the figures differ, No when they agree.
  if (DIFFERENT.test(asks) && /\?/.test(asks))
    return sameFigures(cells, /\bscad\w*|\bfinisc\w*|\bterminan\w*/.test(asks))
      ? { word: 'No', why: 'è uguale nei due contratti.' }
      : { word: 'Sì', why: 'non è uguale nei due contratti.' };
  return undefined;
}

// "lì il minimo è più alto o più basso?", "è superiore o inferiore?": which way one agreement's figure goes is asked.
const DIRECTION_ASKED =
  /\bpiu alt[oaie] o (?:piu )?bass[oaie]\b|\bpiu bass[oaie] o (?:piu )?alt[oaie]\b|\bsuperiore o inferiore\b|\binferiore o superiore\b|\bmaggiore o minore\b|\bminore o maggiore\b|\bdi piu o di meno\b|\bdi meno o di piu\b/;

/**
 * The direction asked, for the agreement spoken of ("ho anche un'offerta da un ristorante che applica il fipe: lì
 * il minimo è più alto o più basso?"), against the other one compared, with its figure.
 */
function directionOpening(
  kb: KnowledgeBase,
  text: string,
  agreements: Ccnl[],
  measure: Measure,
  cells: Cell[],
): string {
  const asked = DIRECTION_ASKED.exec(text);
  if (agreements.length !== 2 || cells.length !== 2 || !asked) return '';
  const values = cells.map(numberOf);
  const spoken = mentionsAt(text, agreements, (t) => kb.recognise(t))
    .map((i, k) => ({ i, k }))
    .filter((x) => x.i >= 0);
  // The last named before the ask ("nel turismo il minimo è più alto o più basso che nel commercio?"), else the
  // first named after it ("è più alto o più basso il minimo del turismo rispetto al commercio?").
  const before = spoken.filter((x) => x.i <= asked.index).sort((a, b) => b.i - a.i);
  const subject = before[0] ?? spoken.sort((a, b) => a.i - b.i)[0];
  if (values.some((v) => v === undefined) || !subject) return '';
  const k = subject.k;
  const [own, other] = [values[k] as number, values[1 - k] as number];
  const name = (agreements[k] as Ccnl).short_name;
  const otherName = (agreements[1 - k] as Ccnl).short_name;
  const what = measure === 'minimi' ? 'il minimo' : 'il valore';
  const way = own === other ? 'uguale' : own < other ? 'più basso' : 'più alto';
  const gap = Math.round(Math.abs(own - other) * 100) / 100;
  const euros = measure === 'minimi' || measure === 'annuo';
  const by =
    euros && gap > 0
      ? `, ${euro(gap)} ${own < other ? 'in meno' : 'in più'} al mese rispetto ai`
      : ', contro';
  return `Nel ${name} ${what} è **${way}**: **${cells[k]?.figure}**${by} ${cells[1 - k]?.figure} del ${otherName}. `;
}

/** The verdict the comparison opens with ("**No**, non è uguale nei due contratti. "), or nothing. */
export function claimOpening(
  kb: KnowledgeBase,
  text: string,
  agreements: Ccnl[],
  measure: Measure | undefined,
  cells: Map<Measure, Cell[]>,
): string {
  if (!measure) return '';
  const said = comparisonVerdict(text, agreements, cells.get(measure) ?? [], measure === 'mensilita', (t) =>
    kb.recognise(t),
  );
  return said
    ? `**${said.word}**, ${said.why} `
    : directionOpening(kb, text, agreements, measure, cells.get(measure) ?? []);
}
