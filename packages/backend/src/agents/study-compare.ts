import { NOT_AVAILABLE } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { headcount, hours, poolAsked } from './study-asked.js';

/**
 * Study leave compared between agreements ("le 150 ore ci sono in tutti e due i contratti?", "permessi per
 * studio: commercio o turismo?"): study leave is no measure of the comparison table, so the question fell on
 * paid leave hours (ROL). Each agreement's own rule is read from its facts; a firm size the rule requires
 * ("nelle aziende con più di 50 dipendenti") is set against the size told, and says who risks not having them.
 */

const STUDY =
  /\b150 ore\b|\bpermess\w* (?:per |di |allo )?studi\w*|\bdiritto allo studio\b|\blavorat\w* student\w*/;

/** The least firm size a rule requires ("con più di 50 dipendenti"), if it names one. */
function sizeOf(rule: string): number | undefined {
  const m = /\b(?:piu di|oltre|almeno|sopra i) (\d+) dipendenti\b/.exec(readable(rule));
  return m?.[1] ? Number(m[1]) : undefined;
}

/** The firm size told ("l'hotel ha circa 30 dipendenti"), if any. */
function sizeTold(text: string): number | undefined {
  const m = /\b(?:circa |una |sui |di )?(\d+) dipendenti\b/.exec(text);
  return m?.[1] ? Number(m[1]) : undefined;
}

export function studyCompare(message: string, agreements: Ccnl[]): AgentAnswer | undefined {
  const text = readable(message);
  if (agreements.length < 2 || !STUDY.test(text)) return undefined;
  // Another subject asked outright keeps the comparison table.
  if (/\bferie\b|\bpreavvis|\bminim[oi]\b|\bstipend|\bmalatti|\blutto\b/.test(text)) return undefined;
  const pools = poolAsked(text) ? poolCompare(text, agreements) : undefined;
  if (pools) return pools;
  const told = sizeTold(text);
  const rows = agreements.map((ccnl) => {
    const rule = ccnl.leave.study.text?.replace(/\.$/, '');
    const size = rule ? sizeOf(rule) : undefined;
    return { ccnl, rule, size, excluded: size !== undefined && told !== undefined && told <= size };
  });
  const part = (r: (typeof rows)[number]) => {
    if (!r.rule) return `nel ${r.ccnl.short_name} ${NOT_AVAILABLE} (regola non raccolta)`;
    const hours = /\b150 ore\b/.test(r.rule)
      ? bold(/triennio/.test(r.rule) ? '150 ore nel triennio' : '150 ore')
      : bold(r.rule);
    const where = r.size ? ` ma solo ${bold(`nelle aziende con più di ${r.size} dipendenti`)}` : '';
    const risk = r.excluded ? `: con ${told} dipendenti non spettano` : '';
    return `nel ${r.ccnl.short_name} ${hours}${where}${risk}`;
  };
  const citations = rows.flatMap((r) =>
    r.rule
      ? citeSources(
          r.ccnl,
          `${r.ccnl.short_name}, permessi per studio: ${r.rule}`,
          r.ccnl.leave.study.article ?? null,
          r.ccnl.leave.study.sources,
          1,
        )
      : [],
  );
  const table = [
    '| CCNL | Permessi per studio |',
    '| --- | --- |',
    ...rows.map((r) => `| ${r.ccnl.short_name} | ${(r.rule ?? NOT_AVAILABLE).replace(/\|/g, '\\|')} |`),
  ];
  return compose({
    answer: `Permessi per studio (150 ore): ${rows.map(part).join('; ')}.`,
    steps: ['Confronto:', '', ...table],
    assumptions: [
      'Regole del contratto nazionale come riportate dalle fonti; un accordo aziendale o territoriale può dare di più.',
    ],
    citations,
    related: agreements
      .slice(0, 2)
      .map((c) => `Quante ore di permesso retribuito spettano nel ${c.short_name}?`),
  });
}

/**
 * "confronta il monte ore complessivo per il diritto allo studio, 30 dipendenti in ciascuna": each agreement's
 * pool of hours for the headcount told (Commercio 15 ore a dipendente, Metalmeccanici 21), or its gap.
 */
function poolCompare(text: string, agreements: Ccnl[]): AgentAnswer | undefined {
  const staff = headcount([text]);
  if (staff === undefined) return undefined;
  const rows = agreements.map((ccnl) => ({ ccnl, pool: ccnl.leave.study.pool }));
  if (!rows.some((r) => r.pool)) return undefined;
  const part = ({ ccnl, pool }: (typeof rows)[number]) =>
    pool
      ? `nel ${ccnl.short_name} ${bold(`${hours(staff * pool.hours_per_employee)} nel triennio`)} (${staff} × ${pool.hours_per_employee} ore)`
      : `nel ${ccnl.short_name} ${NOT_AVAILABLE} (monte ore aziendale non raccolto)`;
  const citations = rows.flatMap(({ ccnl, pool }) =>
    pool
      ? citeSources(
          ccnl,
          `${ccnl.short_name}, monte ore per il diritto allo studio: ${pool.text}`,
          pool.article ?? null,
          pool.sources,
          1,
        )
      : [],
  );
  const table = [
    '| CCNL | Monte ore del triennio | Regola |',
    '| --- | --- | --- |',
    ...rows.map(({ ccnl, pool }) =>
      pool
        ? `| ${ccnl.short_name} | ${hours(staff * pool.hours_per_employee)} | ${pool.text.replace(/\|/g, '\\|')} |`
        : `| ${ccnl.short_name} | ${NOT_AVAILABLE} | |`,
    ),
  ];
  return compose({
    answer: `Monte ore per il diritto allo studio con ${staff} dipendenti a inizio triennio: ${rows.map(part).join('; ')}.`,
    steps: ['Confronto:', '', ...table],
    assumptions: [
      'Dipendenti contati all’inizio del triennio, in una sola unità produttiva; un accordo aziendale può dare di più.',
    ],
    citations,
    related: [],
  });
}
