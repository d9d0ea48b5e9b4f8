/**
 * A leave balance a payslip states as a count, not in euro ("Ferie residue gg 11,5", "Permessi residui ore 22",
 * "ROL residui ore 40", "Ferie godute 2026 gg 14 - residue gg 12"), read when the question asks it ("quante
 * ferie mi restano?", "quanti permessi ho ancora?"): the document's own count is the answer, not the
 * agreement's yearly entitlement.
 */
import type { Passage } from '../kb/passages.js';
import { normalise } from '../kb/text.js';

/** Lower case without accents, punctuation kept ("11,5" stays a figure). */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

export interface LeaveBalance {
  /** ferie, permessi, rol, ex festività. */
  kind: string;
  /** residue, godute, maturate. */
  state: string;
  count: string;
  unit: 'giorni' | 'ore';
  passage: Passage;
}

const KIND = /\b(ferie|permessi|rol|par|ex festivita|festivita soppresse)\b/;
const STATE = /\b(residu\w*|godut\w*|maturat\w*|spettant\w*|fruit\w*)\b/;
// "<kind> <state> [year] gg|giorni|ore <count>", or a state alone after a dash, of the kind before it.
const ENTRY = /([a-z][a-z ]{2,40}?)\s+(?:20\d\d\s+)?(gg\.?|giorni|ore|h)\s+(\d{1,3}(?:,\d{1,2})?)(?![\d,.])/g;
// The count before its unit: "FERIE - maturate anno 21,67 gg | godute 14,00 gg | residue 9,50 gg", "ROL residui: 38 ore".
const ENTRY_AFTER =
  /([a-z][a-z ]{2,40}?):?\s+(?:20\d\d\s+)?(\d{1,3}(?:,\d{1,2})?)\s*(gg\.?|giorni|ore|h)(?![\p{L}\d])/gu;
// A pay line for leave not taken ("Indennità ferie non godute 6,67 gg 60,77 405,34") is no balance (the count
// before its unit read only: "Residuo ferie non godute gg 12" is one).
const PAID_LINE = /\bnon godut|\bindennit/;

// A row headed by its kind and unit ("FERIE (gg):", "PERMESSI ROL (ore):", and without brackets "FERIE GG:",
// "PERMESSI ORE:"), anywhere in a passage (a payslip's lines are joined into one passage): its states run up to
// the next row's heading.
const ROW =
  /\b(ferie|permessi|rol|par|ex festivita)\b[^:(\n]{0,20}?(?:\((gg|giorni|ore|h)\)\s*:?|\b(gg|giorni|ore|h)\.?\s*:)/g;
const ROW_SPAN = 160;
const ROW_STATE =
  /\b(residu\w*|godut\w*|maturat\w*|spettant\w*|fruit\w*)\s+(\d{1,3}(?:,\d{1,2})?)(?![\d,.])/g;

/** Every balance the passages state, in document order. */
export function leaveBalances(passages: readonly Passage[]): LeaveBalance[] {
  const out: LeaveBalance[] = [];
  for (const passage of passages) {
    let kind: string | undefined;
    for (const line of passage.text.split(/\r?\n/)) {
      const folded = fold(line);
      let lastEnd = 0;
      const entries = [
        ...[...folded.matchAll(ENTRY)].map((m) => ({ m, unit: m[2], count: m[3], after: false })),
        ...[...folded.matchAll(ENTRY_AFTER)].map((m) => ({ m, unit: m[3], count: m[2], after: true })),
      ].sort((a, b) => (a.m.index ?? 0) - (b.m.index ?? 0));
      for (const { m, unit, count, after } of entries) {
        const label = m[1] ?? '';
        if (after && PAID_LINE.test(label) && !/\bresidu/.test(label)) continue;
        // "Riepilogo ferie: maturate gg 6,50 - … Permessi retribuiti: maturati ore 26,00": a kind heading the states
        // after it, written since the previous entry, is theirs.
        const heading = KIND.exec(folded.slice(lastEnd, m.index))?.[1];
        lastEnd = m.index + m[0].length;
        kind = KIND.exec(label)?.[1] ?? heading ?? kind;
        const state = STATE.exec(label)?.[1];
        if (!kind || !state) continue;
        const entry = {
          kind,
          state,
          count: count ?? '',
          unit: /^(?:ore|h)$/.test(unit ?? '') ? ('ore' as const) : ('giorni' as const),
          passage,
        };
        if (!after || !out.some((b) => same(b, entry))) out.push(entry);
      }
      kind = undefined;
    }
    // A row headed by its kind and unit, the states in columns: "FERIE (gg): Res. A.P. 4,00 Maturate 23,83
    // Godute 18,00 Residuo 9,83", "PERMESSI ROL (ore): maturati 33,33 - goduti 11,33 - residui 22,00" (the
    // previous year's "Res. A.P." is no state of this year).
    for (const entry of [...gridBalances(passage), ...columnBalances(passage)])
      if (!out.some((b) => same(b, entry))) out.push(entry);
    const text = fold(passage.text);
    const rows = [...text.matchAll(ROW)];
    rows.forEach((row, i) => {
      const from = (row.index ?? 0) + row[0].length;
      const to = Math.min(rows[i + 1]?.index ?? text.length, from + ROW_SPAN);
      for (const pair of text.slice(from, to).matchAll(ROW_STATE)) {
        const entry = {
          kind: row[1] ?? '',
          state: pair[1] ?? '',
          count: pair[2] ?? '',
          unit: /^(?:ore|h)$/.test(row[2] ?? row[3] ?? '') ? ('ore' as const) : ('giorni' as const),
          passage,
        };
        if (!out.some((b) => same(b, entry))) out.push(entry);
      }
    });
  }
  return out;
}

const same = (a: LeaveBalance, b: LeaveBalance) =>
  a.passage === b.passage && a.kind === b.kind && a.state === b.state;

// A table drawn in cells ("| ISTITUTO | RES.A.P. | MATURATO | GODUTO | SALDO |" over "| FERIE (gg) | 3,00 | 19,50 |
// 15,00 | 7,50 |"): each column named by its header, the balance being the "saldo" or "residuo" one; the previous
// year's remainder ("Res. A.P.", "anno prec.") is no state of this year.
const CELL_STATE: readonly [RegExp, string][] = [
  [/\bres\w*\.? ?a\.? ?p\.?$|\banno prec\w*|\bprecedent\w*/, ''],
  [/\bsaldo\b|\bresidu\w*|\bda godere\b|\bdisponibil\w*/, 'residue'],
  [/\bgodut\w*|\bfruit\w*|\busufruit\w*/, 'godute'],
  [/\bmaturat\w*|\bspettant\w*/, 'maturate'],
];
const CELL_COUNT = /^-?\d{1,3}(?:,\d{1,2})?$/;

function gridBalances(passage: Passage): LeaveBalance[] {
  // (A payslip's lines are joined into one passage: the rows are told apart by the empty cell or the border
  // between them.)
  // (The text before the first cell is no cell of the table.)
  const rows: string[][] = [[]];
  for (const cell of passage.text
    .split('|')
    .slice(1)
    .map((c) => fold(c).trim()))
    if (/^[+\-=\s]*$/.test(cell)) rows.push([]);
    else rows.at(-1)?.push(cell);
  const out: LeaveBalance[] = [];
  let header: string[] | undefined;
  for (const cells of rows) {
    const states = cells.map((c) => CELL_STATE.find(([re]) => re.test(c))?.[1]);
    if (states.filter((s) => s !== undefined).length >= 2) {
      header = states.map((s) => s ?? '');
      continue;
    }
    const kind = KIND.exec(cells[0] ?? '')?.[1];
    if (!header || !kind) continue;
    const unit = /\((?:ore|h)\)|\bore\b/.test(cells[0] ?? '') ? ('ore' as const) : ('giorni' as const);
    cells.forEach((cell, i) => {
      const state = header?.[i];
      if (i && state && CELL_COUNT.test(cell)) out.push({ kind, state, count: cell, unit, passage });
    });
  }
  return out;
}

// A table aligned with spaces, its columns named on a header line ("Residuo 2025   Maturato 2026   Goduto 2026
// Saldo" over "Ex festivita' (ore)   8,00   29,33   10,00   27,33", "PAR (ROL + ex festività)  24,00 …"; the index
// joins the lines): each figure read
// under its column, the balance being the last column that says what is left ("Saldo"); a remainder column
// before it is last year's.
const COLUMN = String.raw`(?:saldo|residu\w*|res\.? ?a\.? ?p\.?|da godere|disponibil\w*|maturat\w*|spettant\w*|godut\w*|fruit\w*)(?: (?:20\d\d|anno prec\w*|a\.? ?p\.?|anno))?`;
const HEADER = new RegExp(String.raw`\b${COLUMN}(?: ${COLUMN})+(?![\p{L}])`, 'gu');
const COUNT = String.raw`-?\d{1,3}(?:,\d{1,2})?`;
const TABLE_ROW = new RegExp(
  String.raw`\b(ferie|permessi(?: \w+)?|rol|par|ex festivita'?|festivita soppresse)( ?\([^)\d]{1,40}\))? ((?:${COUNT} )*${COUNT})(?![\d,])`,
  'g',
);

function columnBalances(passage: Passage): LeaveBalance[] {
  const text = fold(passage.text).replace(/\s+/g, ' ');
  const out: LeaveBalance[] = [];
  const headers = [...text.matchAll(HEADER)];
  headers.forEach((header, h) => {
    const names = header[0].match(new RegExp(COLUMN, 'g')) ?? [];
    const states = names.map((c) => CELL_STATE.find(([re]) => re.test(c))?.[1] ?? '');
    const last = states.lastIndexOf('residue');
    const columns = states.map((st, i) => (st === 'residue' && i !== last ? '' : st));
    const from = (header.index ?? 0) + header[0].length;
    const body = text.slice(from, headers[h + 1]?.index ?? text.length);
    // The unit the table's title gives its rows ("PROGRESSIVI FERIE E PERMESSI (ore)" over the header).
    const titled = /\((gg|giorni|ore|h)\)\s*$/.exec(text.slice(0, header.index ?? 0))?.[1];
    for (const row of body.matchAll(TABLE_ROW)) {
      const counts = (row[3] ?? '').split(' ');
      if (counts.length !== columns.length) continue;
      const kind = KIND.exec(row[1] ?? '')?.[1];
      if (!kind) continue;
      // ("PAR (ROL + ex festività) 24,00 …": a bracket that names what the row sums is no unit.)
      const own = /^ ?\((gg|giorni|ore|h)\)$/.exec(row[2] ?? '')?.[1];
      const unit = /ore|h/.test(own ?? titled ?? '') ? ('ore' as const) : ('giorni' as const);
      counts.forEach((count, i) => {
        const state = columns[i];
        if (state) out.push({ kind, state, count, unit, passage });
      });
    }
  });
  return out;
}

// "quante ferie mi restano", "quanti permessi ho ancora", "residuo ferie", "ferie non godute".
// At leaving, "quanti giorni di ferie mi devono pagare" asks the ones left too.
// (Typed in a hurry too: "resdue", "risidui", "ankora".)
const ASKS_LEFT =
  /\b(?:saldo|rest\w*|riman\w*|avanz\w*|residu\w*|resdu\w*|risidu\w*|ancora|ankora|non godut\w*|da godere|da smaltire|a disposizione|da pagare|(?:mi|gli|le|ci) (?:devono|dovranno|deve|dovra) (?:pagare|liquidare|monetizzare))\b/;
// ("qunte", "qante" typed in a hurry are "quante".)
const ASKS_COUNT = /\bq(?:u?a|u)?nt[aeio]\b|\bqual\b|\bquale\b|\bresidu\w*|\bresdu\w*/;
const KIND_ASKED: readonly [RegExp, RegExp][] = [
  [/\bferie\b/, /^ferie$/],
  [
    /\bpermess\w*|\brol\b|\bpar\b|\bex festivita\b/,
    /^(?:permessi|rol|par|ex festivita|festivita soppresse)$/,
  ],
];
// One kind of permit named ("le ore di ex festività", "i ROL") without permits in general: that kind only, when
// the document states it apart.
const ONE_PERMIT: readonly [RegExp, RegExp][] = [
  [/\bex festivita\b|\bfestivita soppresse\b/, /^(?:ex festivita|festivita soppresse)$/],
  [/\brol\b/, /^rol$/],
  [/\bpar\b/, /^par$/],
];

const KIND_WORD = String.raw`(ferie|rol|par|ex festivita|festivita soppresse|permess\w*)`;
// "solo i ROL", "solamente le ferie": the one kind asked, wherever the question says it.
const ONLY = new RegExp(
  String.raw`\b(?:solo|solamente|soltanto) (?:i |le |gli |l |per i |per le )?(?:ore (?:di |dei |delle |degli )?)?${KIND_WORD}\b`,
);
// "non mi interessa delle ferie", "a parte le ferie", "tranne i permessi": a kind the question sets aside.
const SET_ASIDE = new RegExp(
  String.raw`\b(?:non mi interess\w* (?:per ora |adesso |ora )?(?:delle |le |di |dei |degli |i )?|a parte (?:le |i |gli )?|tranne (?:le |i |gli )?|escluse (?:le )?|esclusi (?:i )?)${KIND_WORD}\b`,
);

/**
 * The words that say which balance is asked: the kind said "solo", else the part after the story's colon ("la
 * tabella con ferie e permessi: quante ore di ROL mi restano?") when it names a kind, less a kind set aside.
 */
function focusOf(asking: string, question: string): string {
  const whole = normalise(question);
  const only = ONLY.exec(whole)?.[1];
  if (only) return only;
  const tail = normalise(asking.slice(asking.lastIndexOf(':') + 1));
  const focus = KIND_ASKED.some(([q]) => q.test(tail)) ? tail : normalise(asking);
  const aside = SET_ASIDE.exec(whole)?.[1];
  return aside ? focus.replace(new RegExp(String.raw`\b${aside}\b`, 'g'), ' ') : focus;
}

/** The balances a question asks (the remaining ones), or none. */
export function askedBalances(question: string, passages: readonly Passage[]): LeaveBalance[] {
  // The sentences that ask (with a question mark) say what is asked: a story's "maturate, godute e residue"
  // before "quante ore di PAR matura in un anno?" asks no balance.
  // (Words a caller adds after the question mark, "… permessi? residui" for an elliptic ask, are kept.)
  const marked = question.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const after = question.slice(question.lastIndexOf('?') + 1);
  const asked = normalise(marked.length ? `${marked.join(' ')} ${after}` : question);
  if (!ASKS_COUNT.test(asked) || !ASKS_LEFT.test(asked)) return [];
  const focus = focusOf(marked.length ? `${marked.join(' ')} ${after}` : question, question);
  const kinds = KIND_ASKED.filter(([q]) => q.test(focus)).map(([, k]) => k);
  if (!kinds.length) return [];
  const left = leaveBalances(passages).filter(
    (b) => /^residu/.test(b.state) && kinds.some((k) => k.test(b.kind)),
  );
  const one = /\bpermess\w*/.test(focus) ? [] : ONE_PERMIT.filter(([q]) => q.test(focus)).map(([, k]) => k);
  const own = left.filter(
    (b) =>
      !/^(?:permessi|rol|par|ex festivita|festivita soppresse)$/.test(b.kind) ||
      one.some((k) => k.test(b.kind)),
  );
  return one.length && own.some((b) => b.kind !== 'ferie') ? own : left;
}

/** The answer line stating the balances asked, each in bold. */
export function balanceLine(balances: readonly LeaveBalance[]): string {
  const files = [...new Set(balances.map((b) => `«${b.passage.fileName}»`))].join(', ');
  const parts = balances.map((b) => `${b.kind} ${b.state} **${b.count} ${b.unit}**`);
  return `Dal documento ${files}: ${parts.join('; ')}.`;
}
