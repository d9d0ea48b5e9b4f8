// Scores the rule reader on the corpus of real questions (real-questions.json): each question's expected
// reading (intent and slots, written before the reader was run on it) against what the reader returns.
// Shared by `pnpm eval:reader` (accuracy.mjs, on the built backend) and the floor test (accuracy.test.mjs).
import { readFileSync } from 'node:fs';

/** The day every question is read at, so that "assunta a maggio" always means the same year. */
export const TODAY = '2026-11-22';

/** The corpus files, read in order: the first two passes, then the third (ids `rq3-`, 2026-11-22). */
const CORPUS_FILES = ['./real-questions.json', './real-questions-3.json'];

export function loadCorpus() {
  return CORPUS_FILES.flatMap((file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')));
}

/**
 * The scope corpus (scope-questions.json): everyday questions outside work, workers' stories that end in an ask
 * outside work, labour-adjacent questions that are in scope, and agreements the knowledge base does not hold,
 * named every way people name them. Each question lists the slots it is scored on (`slots`).
 */
export function loadScopeCorpus() {
  return JSON.parse(readFileSync(new URL('./scope-questions.json', import.meta.url), 'utf8'));
}

/** The reader's input for one corpus question: the default chat (main-agent), as a forum user would ask. */
export function readerInput(kb, question) {
  return {
    kb,
    message: question.question,
    history: question.history ?? [],
    documents: question.documents ?? 0,
    agent: 'main-agent',
    today: TODAY,
  };
}

// Slots scored on every question (absent in the expectation means the reader must not read one).
const ALWAYS = ['agreements', 'unknownAgreements', 'level', 'amounts'];

const fold = (text) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
const words = (name) =>
  fold(name)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4 && w !== 'ccnl');

function sameAmounts(expected = [], actual = []) {
  if (expected.length !== actual.length) return false;
  const left = [...actual];
  for (const e of expected) {
    const at = left.findIndex((a) => a.kind === e.kind && Math.abs(a.value - e.value) < 0.005);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/** Whether the reader's value for one slot is the expected one. */
export function slotMatches(slot, expected, actual) {
  switch (slot) {
    case 'agreements': {
      const a = new Set(actual ?? []);
      return (expected ?? []).length === a.size && (expected ?? []).every((id) => a.has(id));
    }
    case 'unknownAgreements': {
      const e = expected ?? [];
      const a = actual ?? [];
      if (!e.length || !a.length) return e.length === a.length;
      // A name not in the knowledge base matches when a significant word is shared ("Credito ABI" ~ "CCNL Credito"),
      // in singular or plural ("Elettrici" ~ "Settore elettrico"): words compare on their first six letters.
      const stem = (w) => w.slice(0, 6);
      const got = new Set(a.flatMap(words).map(stem));
      return e.some((name) => words(name).some((w) => got.has(stem(w))));
    }
    case 'level':
      return fold(String(expected ?? '')) === fold(String(actual ?? ''));
    case 'amounts':
      return sameAmounts(expected, actual);
    case 'dependants':
      return (
        Boolean(expected?.spouse) === Boolean(actual?.spouse) &&
        (expected?.children ?? 0) === (actual?.children ?? 0)
      );
    default:
      return expected === actual;
  }
}

/**
 * Reads every question with `read(question)` and scores it. Returns the intent accuracy (overall and per
 * intent), the confusions (expected → read, with the ids) and the accuracy of each slot.
 */
export function scoreCorpus(questions, read) {
  const perIntent = new Map();
  const confusions = new Map();
  const perSlot = new Map();
  const misses = [];
  let right = 0;
  for (const question of questions) {
    const request = read(question);
    const { intent, ...expectedSlots } = question.expect;
    const row = perIntent.get(intent) ?? { asked: 0, right: 0 };
    row.asked++;
    if (request.intent === intent) {
      row.right++;
      right++;
    } else {
      const key = `${intent} → ${request.intent}`;
      confusions.set(key, [...(confusions.get(key) ?? []), question.id]);
    }
    perIntent.set(intent, row);
    const slots = new Set(question.slots ?? [...ALWAYS, ...Object.keys(expectedSlots)]);
    for (const slot of slots) {
      const expected = expectedSlots[slot];
      const actual = request.slots[slot];
      const cell = perSlot.get(slot) ?? { scored: 0, right: 0 };
      cell.scored++;
      if (slotMatches(slot, expected, actual)) cell.right++;
      else misses.push({ id: question.id, slot, expected, actual });
      perSlot.set(slot, cell);
    }
  }
  const slotCells = [...perSlot.values()];
  return {
    asked: questions.length,
    right,
    intentAccuracy: right / questions.length,
    perIntent,
    confusions: [...confusions.entries()].sort((a, b) => b[1].length - a[1].length),
    perSlot,
    slotAccuracy: slotCells.reduce((n, c) => n + c.right, 0) / slotCells.reduce((n, c) => n + c.scored, 0),
    misses,
  };
}

const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`;

/** The report `pnpm eval:reader` prints. */
export function formatReport(result, { verbose = false } = {}) {
  const lines = [
    `Lettore: ${result.right}/${result.asked} intenti giusti (${pct(result.right, result.asked)}); slot giusti ${(100 * result.slotAccuracy).toFixed(1)}%`,
    '',
    'Intento                    domande  giusti  %',
  ];
  for (const [intent, row] of [...result.perIntent.entries()].sort((a, b) => a[0].localeCompare(b[0])))
    lines.push(
      `${intent.padEnd(26)} ${String(row.asked).padStart(7)} ${String(row.right).padStart(7)}  ${pct(row.right, row.asked)}`,
    );
  lines.push('', 'Slot                 valutati  giusti  %');
  for (const [slot, cell] of [...result.perSlot.entries()].sort((a, b) => a[0].localeCompare(b[0])))
    lines.push(
      `${slot.padEnd(20)} ${String(cell.scored).padStart(8)} ${String(cell.right).padStart(7)}  ${pct(cell.right, cell.scored)}`,
    );
  lines.push('', 'Confusioni (atteso → letto):');
  for (const [pair, ids] of result.confusions) lines.push(`  ${pair}: ${ids.length} (${ids.join(', ')})`);
  if (verbose) {
    lines.push('', 'Slot sbagliati:');
    for (const m of result.misses)
      lines.push(
        `  ${m.id} ${m.slot}: atteso ${JSON.stringify(m.expected)}, letto ${JSON.stringify(m.actual)}`,
      );
  }
  return lines.join('\n');
}
