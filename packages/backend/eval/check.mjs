// Asking the questions as the clients do, and summing the outcomes into the tables `pnpm eval` prints.
import { grade, OUTCOMES } from './grade.mjs';

export { loadQuestions } from './questions.mjs';

/** Sends one turn and returns the streamed text and the message the history stored for it. */
async function turn(api, userId, session, q, message, vectorStoreId) {
  let text = '';
  for await (const chunk of api.streamAgent({
    message,
    user_id: userId,
    session_id: session,
    agent_name: q.agent,
    categories: q.categories ?? [],
    perimetri_lavoro: q.perimetri ?? [],
    ...(vectorStoreId ? { vector_store_id: vectorStoreId } : {}),
  }))
    text += chunk;
  const history = await api.conversationHistory(userId, session);
  return { text, stored: history.at(-1), turns: history.filter((m) => m.role === 'user').length };
}

/**
 * Asks one question in a fresh conversation: payslip fields and the uploaded document first, then the earlier
 * turns (`before`) in the same session, as a user following up would, then the question itself, which is
 * graded. For a suggested follow-up, the product's own suggestions after the earlier turns are recorded.
 */
export async function askOne(api, userId, q) {
  const session = await api.createEmptySession(userId);
  for (const [field, value] of Object.entries(q.payslip ?? {}))
    await api.updatePayslipField(session, field, value);
  const vectorStoreId = q.upload
    ? (
        await api.uploadDocuments(session, [
          { name: q.upload.name, data: new Blob([q.upload.text], { type: 'text/plain' }) },
        ])
      ).vector_store_id
    : null;
  let suggestions = [];
  for (const earlier of q.before ?? []) {
    await turn(api, userId, session, q, earlier, vectorStoreId);
    if (q.suggested) suggestions = await api.relatedQuestions(session).catch(() => []);
  }
  const started = performance.now();
  const { text, stored, turns } = await turn(api, userId, session, q, q.question, vectorStoreId);
  const ms = Math.round(performance.now() - started);
  const verdict = grade(q, {
    text,
    showAction: stored?.showAction,
    calcola_field: stored?.calcola_field,
  });
  return {
    id: q.id,
    intent: q.intent,
    agent: q.agent,
    style: q.style,
    expect: q.expect,
    multiTurn: (q.before ?? []).length > 0,
    ...verdict,
    sameSession: turns === (q.before ?? []).length + 1,
    references: (stored?.riferimenti ?? []).length,
    suggestions,
    ms,
    question: q.question,
    answer: text,
  };
}

export async function askAll(api, userId, questions, onResult = () => {}) {
  const results = [];
  for (const q of questions) {
    const result = await askOne(api, userId, q).catch((error) => ({
      id: q.id,
      intent: q.intent,
      agent: q.agent,
      style: q.style,
      expect: q.expect,
      multiTurn: (q.before ?? []).length > 0,
      outcome: 'wrong',
      missing: q.facts,
      reasons: [`errore: ${error instanceof Error ? error.message : String(error)}`],
      sameSession: false,
      references: 0,
      suggestions: [],
      ms: 0,
      question: q.question,
      answer: '',
    }));
    onResult(result);
    results.push(result);
  }
  return results;
}

/** The targets: the share of right answers, and no invented figure at all. */
export const TARGET = { right: 0.95, invented: 0 };

const pct = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/d');

function countBy(results, keyOf) {
  const rows = new Map();
  for (const r of results) {
    const key = keyOf(r);
    const row = rows.get(key) ?? { key, asked: 0, right: 0, wrong: 0, gap: 0, invented: 0 };
    row.asked += 1;
    row[r.outcome] += 1;
    rows.set(key, row);
  }
  return [...rows.values()];
}

function table(title, rows, total) {
  const width = Math.max(title.length, ...rows.map((r) => r.key.length), 'totale'.length) + 2;
  const line = (r) =>
    `${r.key.padEnd(width)}${[r.asked, r.right, r.wrong, r.gap, r.invented].map((n) => String(n).padStart(10)).join('')}${pct(r.right, r.asked).padStart(10)}`;
  return [
    `${title.padEnd(width)}${['domande', 'giuste', 'errate', 'lacuna', 'inventate'].map((h) => h.padStart(10)).join('')}${'% giuste'.padStart(10)}`,
    ...rows.map(line),
    line({ ...total, key: 'totale' }),
  ].join('\n');
}

/** Tables per intent, per agent and per phrasing, the overall rate against the target, and the verdict. */
export function summarise(results, intentOrder = []) {
  const order = (key) => {
    const i = intentOrder.indexOf(key);
    return i === -1 ? intentOrder.length : i;
  };
  const byIntent = countBy(results, (r) => r.intent).sort((a, b) => order(a.key) - order(b.key));
  const byAgent = countBy(results, (r) => r.agent);
  const byStyle = countBy(results, (r) => r.style);
  const byTurns = countBy(results, (r) => (r.multiTurn ? 'seguito di conversazione' : 'domanda singola'));
  const [total] = countBy(results, () => 'totale');
  const totals = total ?? { key: 'totale', asked: 0, right: 0, wrong: 0, gap: 0, invented: 0 };
  const rate = totals.asked ? totals.right / totals.asked : 0;
  const met = totals.asked > 0 && rate >= TARGET.right && totals.invented <= TARGET.invented;
  const text = [
    table('intento', byIntent, totals),
    '',
    table('agente', byAgent, totals),
    '',
    table('formulazione', byStyle, totals),
    '',
    table('conversazione', byTurns, totals),
    '',
    `Giuste ${totals.right}/${totals.asked} (${pct(totals.right, totals.asked)}), obiettivo ≥ ${TARGET.right * 100}%: ${rate >= TARGET.right ? 'raggiunto' : 'NON raggiunto'}.`,
    `Cifre inventate ${totals.invented}, obiettivo ${TARGET.invented}: ${totals.invented <= TARGET.invented ? 'raggiunto' : 'NON raggiunto'}.`,
  ].join('\n');
  return { byIntent, byAgent, byStyle, byTurns, totals, rate, met, text, outcomes: OUTCOMES };
}
