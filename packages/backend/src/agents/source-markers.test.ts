import { answerSources } from '@ccnl/core';
import { describe, expect, it } from 'vitest';
import { askAgent as ask } from '../testing/agents.js';
import type { AgentContext } from './context.js';

// One question per kind of answer: a table minimum, topics, a calculation with rule sources, a
// classification, a comparison, a gap, a document.
const QUESTIONS: [string, string, Partial<AgentContext>][] = [
  ['main-agent', 'Qual è il minimo del 4° livello nel CCNL Commercio?', {}],
  ['main-agent', 'Quanti giorni di ferie e di malattia nel CCNL Commercio?', {}],
  ['main-agent', 'Percentuali dell’apprendistato nel CCNL Studi professionali', {}],
  ['calcolo', 'RAL 30.000 su 14 mensilità a Milano: netto 2026?', {}],
  ['calcolo', 'netto di un 4° livello al 1° dicembre 2025', { categories: [1] }],
  ['calcolo', 'Quanto costa all’azienda un 5° livello del CCNL Commercio?', {}],
  ['inquadra', 'Commessa di negozio con due anni di esperienza nel CCNL Commercio', {}],
  ['confronta', 'Confronta ferie tra CCNL Commercio e CCNL Turismo', {}],
  [
    'main-agent',
    'Il periodo di prova è corretto?',
    {
      documents: [
        {
          fileId: 'd1',
          fileName: 'lettera.txt',
          text: 'Assunzione con il CCNL Commercio al 4° livello. Il periodo di prova è di 60 giorni di lavoro effettivo.',
        },
      ],
    },
  ],
];

describe('sources by number in the text', () => {
  it('every "[n]" in an answer points at a reference the clients number n, and every answer with references uses them', () => {
    for (const [agent, question, extra] of QUESTIONS) {
      const answer = ask(agent, question, extra);
      const { body, sources } = answerSources(answer.text, answer.riferimenti);
      const markers = [...body.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
      if (answer.riferimenti.length) expect(markers.length, question).toBeGreaterThan(0);
      for (const n of markers) {
        expect(n, `${question}: [${n}]`).toBeGreaterThanOrEqual(1);
        expect(n, `${question}: [${n}] of ${sources.length}`).toBeLessThanOrEqual(sources.length);
      }
      // The stored message restates the same markers the streamed text shows.
      expect(answer.text.startsWith(answer.brief)).toBe(true);
    }
  });

  it('numbers the sources in the order the text cites them: a reader meets [1], [2], [3] in turn, the uncited last', () => {
    for (const [agent, question, extra] of QUESTIONS) {
      const answer = ask(agent, question, extra);
      const { body, sources } = answerSources(answer.text, answer.riferimenti);
      const firsts = [...new Set([...body.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))];
      expect(firsts, question).toEqual(firsts.map((_, index) => index + 1));
      expect(
        sources.map((s) => s.number),
        question,
      ).toEqual(sources.map((_, index) => index + 1));
      expect(answer.text.startsWith(answer.brief)).toBe(true);
    }
  });

  it('puts the number of the table’s source on the figure it backs, and names the agreement by its short name', () => {
    const answer = ask(
      'main-agent',
      'Qual è il minimo mensile del 4° livello nel CCNL Commercio al 1° dicembre 2025?',
    );
    const { sources } = answerSources(answer.text, answer.riferimenti);
    const first = answer.text.split('\n')[0] ?? '';
    const cited = [...first.matchAll(/\[(\d+)\]/g)].map((m) => sources[Number(m[1]) - 1]);
    expect(cited.length).toBeGreaterThan(0);
    for (const source of cited) expect(source?.article).toBe('tabella minimi dal 1° novembre 2025');
    for (const ref of answer.riferimenti) expect(ref.ccnl).toBe('CCNL Commercio');
  });
});

describe('sources of a calculation', () => {
  const markersOf = (line: string) => [...line.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));

  it('puts each rule’s number on the step that uses it, not in a run on the opening sentence', () => {
    const answer = ask('calcolo', 'RAL 30.000 su 14 mensilità a Milano: netto 2026?');
    const { body, sources } = answerSources(answer.text, answer.riferimenti);
    const lines = body.split('\n');
    const numberOf = (pattern: RegExp) => sources.findIndex((s) => pattern.test(s.text)) + 1;
    const lineWith = (pattern: RegExp) => lines.find((l) => pattern.test(l)) ?? '';

    expect(markersOf(lines[0] ?? '').length).toBeLessThan(2);
    // The INPS circular backs the employee contribution step; the list of municipalities, the region taken
    // from Milano; the regional law, the regional surcharge step.
    expect(markersOf(lineWith(/^\| Contributi INPS/))).toContain(numberOf(/^INPS, circolare/));
    expect(markersOf(lineWith(/^- Milano è in provincia/))).toContain(numberOf(/^ISTAT/));
    expect(markersOf(lineWith(/^\| Addizionale regionale/))).toContain(numberOf(/Lombardia, L\.R\./));
    // The integrative allowance is no step of this net (too high an income): its source backs the whole
    // calculation and closes the steps table.
    const steps = lines.filter((l) => l.startsWith('| '));
    expect(markersOf(steps.at(-1) ?? '')).toContain(numberOf(/^Trattamento integrativo/));
    // Every source is cited once in the body.
    const all = lines.flatMap(markersOf);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all).size).toBe(sources.length);
  });

  it('in an employer cost, the TFR and contribution sources sit on their steps, the table’s on the minimum', () => {
    const answer = ask('calcolo', 'Quanto costa all’azienda un 5° livello del CCNL Commercio?');
    const { body, sources } = answerSources(answer.text, answer.riferimenti);
    const lines = body.split('\n');
    const opening = markersOf(lines[0] ?? '').map((n) => sources[n - 1]?.article);
    expect(opening.length).toBeGreaterThan(0);
    for (const article of opening) expect(article).toMatch(/^tabella minimi/);
    const row = (label: string) => markersOf(lines.find((l) => l.startsWith(`| ${label}`)) ?? '');
    const cited = (n: number) => sources[n - 1]?.text ?? '';
    expect(row('IVS').map(cited).join(' ')).toMatch(/IVS/);
    expect(row('FIS').map(cited).join(' ')).toMatch(/FIS/);
    expect(row('Accantonamento TFR').map(cited).join(' ')).toMatch(/TFR/);
  });
});
