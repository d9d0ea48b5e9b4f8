// The eval's questions and how an answer is judged; shared by `pnpm eval` (run.mjs) and its smoke test.
import { readFileSync } from 'node:fs';

/** @typedef {{ id: string, agent: string, question: string, categories?: number[], perimetri?: number[], payslip?: Record<string, string>, level?: string, field?: string, facts: string[] }} Question */

/** @returns {Question[]} */
export function loadQuestions() {
  const file = new URL('./questions.json', import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')).questions;
}

const oneLine = (text) => text.replace(/\s+/g, ' ');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Asks one question in a fresh conversation, as the clients do (payslip fields first, then the streamed
 * answer), and judges it: every fact present, references given, the expected level first (inquadra), the
 * expected field asked for (calcolo).
 */
export async function askOne(api, userId, q) {
  const session = await api.createEmptySession(userId);
  for (const [field, value] of Object.entries(q.payslip ?? {}))
    await api.updatePayslipField(session, field, value);
  let text = '';
  for await (const chunk of api.streamAgent({
    message: q.question,
    user_id: userId,
    session_id: session,
    agent_name: q.agent,
    categories: q.categories ?? [],
    perimetri_lavoro: q.perimetri ?? [],
  }))
    text += chunk;
  const history = await api.conversationHistory(userId, session);
  const answer = history.at(-1);
  const flat = oneLine(text);
  const missing = q.facts.filter((fact) => !flat.includes(oneLine(fact)));
  const references = (answer?.riferimenti ?? []).length > 0;
  const firstLine = text.split('\n')[0] ?? '';
  const top1 =
    q.level === undefined
      ? null
      : new RegExp(`^Livello proposto: ${escapeRegExp(q.level)}[ ,(]`).test(firstLine);
  const field =
    q.field === undefined ? null : answer?.showAction === true && answer?.calcola_field === q.field;
  const passed = missing.length === 0 && references && top1 !== false && field !== false;
  return {
    id: q.id,
    agent: q.agent,
    passed,
    facts: q.facts.length,
    missing,
    references,
    top1,
    field,
    firstLine,
  };
}

export async function askAll(api, userId, questions, onResult = () => {}) {
  const results = [];
  for (const q of questions) {
    const result = await askOne(api, userId, q);
    onResult(result);
    results.push(result);
  }
  return results;
}

const pct = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/d');

/** Accuracy per agent and overall, and whether the targets are met. */
export function summarise(results) {
  const agents = [...new Set(results.map((r) => r.agent))];
  const rows = agents.map((agent) => {
    const mine = results.filter((r) => r.agent === agent);
    const facts = mine.reduce((s, r) => s + r.facts, 0);
    const found = mine.reduce((s, r) => s + r.facts - r.missing.length, 0);
    const withLevel = mine.filter((r) => r.top1 !== null);
    return {
      agent,
      questions: mine.length,
      passed: mine.filter((r) => r.passed).length,
      facts,
      found,
      references: mine.filter((r) => r.references).length,
      top1: withLevel.length ? withLevel.filter((r) => r.top1).length / withLevel.length : null,
    };
  });
  const facts = rows.reduce((s, r) => s + r.facts, 0);
  const found = rows.reduce((s, r) => s + r.found, 0);
  const inquadra = rows.find((r) => r.agent === 'inquadra');
  const targets = {
    everyFigure: found === facts,
    inquadraTop1: inquadra?.top1 === null || inquadra === undefined ? true : inquadra.top1 >= 0.9,
    everyReference: rows.every((r) => r.references === r.questions),
  };
  const lines = [
    'agente       domande  corrette  accuratezza  fatti trovati   con riferimenti  top-1',
    ...rows.map(
      (r) =>
        `${r.agent.padEnd(12)} ${String(r.questions).padStart(7)}  ${String(r.passed).padStart(8)}  ${pct(r.passed, r.questions).padStart(11)}  ${`${r.found}/${r.facts}`.padStart(13)}   ${`${r.references}/${r.questions}`.padStart(15)}  ${r.top1 === null ? '' : pct(r.top1, 1)}`,
    ),
    `totale       ${String(results.length).padStart(7)}  ${String(results.filter((r) => r.passed).length).padStart(8)}  ${pct(results.filter((r) => r.passed).length, results.length).padStart(11)}  ${`${found}/${facts}`.padStart(13)}`,
    '',
    `Obiettivi: ogni cifra esatta ${targets.everyFigure ? 'sì' : 'NO'}; inquadra top-1 ≥ 90% ${targets.inquadraTop1 ? 'sì' : 'NO'}; ogni risposta con riferimenti ${targets.everyReference ? 'sì' : 'NO'}.`,
  ];
  return { rows, targets, met: Object.values(targets).every(Boolean), text: lines.join('\n') };
}
