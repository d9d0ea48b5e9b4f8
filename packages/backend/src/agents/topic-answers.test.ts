import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { runAgent } from './agents.js';
import type { AgentContext } from './context.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);

function ask(message: string, extra: Partial<AgentContext> = {}) {
  return runAgent('main-agent', {
    kb,
    message,
    categories: [],
    perimetri: [],
    documents: [],
    payslip: {},
    today: '2026-11-22',
    ...extra,
  });
}
const lead = (text: string) => text.split('\n')[0] ?? '';

describe('agreement topics answered as asked', () => {
  it('shows the apprenticeship rows the knowledge base holds, and opens with the kind asked about', () => {
    const fipe = ask('apprendistato nel ccnl pubblici esercizi: quanto dura e quanto prende?');
    expect(fipe.text).toContain('| primo anno | 80% |');
    expect(fipe.text).toContain('| 6 | 24 mesi |');
    const studi = ask('aprendistato alta formazione studi profesionali percentuali');
    // The clause naming "alta formazione" (40, 50, 60%) comes before the professionalizzante one (70%).
    expect(lead(studi.text).indexOf('alta formazione')).toBeLessThan(lead(studi.text).indexOf('70%'));
  });

  it('opens a long statement with the clause the question names: what INAIL pays', () => {
    const answer = ask("la badante si è fatta male in casa mentre lavorava, cosa paga l'inail?", {
      categories: [7],
    });
    expect(lead(answer.text)).toMatch(
      /^Nel CCNL Lavoro domestico, malattia e infortunio: \*\*dal 4° giorno l'INAIL paga il 60%/,
    );
  });

  it('answers an hour beyond a part-time schedule from the part-time rules, not the working week', () => {
    const answer = ask("la colf fa 20 ore, se un giorno resta un'ora in più la pago maggiorata?", {
      categories: [7],
    });
    expect(lead(answer.text)).toContain('part-time');
    expect(lead(answer.text)).toContain('senza maggiorazione');
  });

  it('answers holidays and the gratifica natalizia together when both are asked', () => {
    const answer = ask(
      'Come vengono pagate ferie e gratifica natalizia agli operai nel CCNL Edilizia industria?',
    );
    expect(lead(answer.text)).toContain('Cassa Edile');
    expect(answer.text).toContain('18,50%');
  });

  it('answers the notice of the years of service stated, for the side that ends the job, then every band', () => {
    // Commercio 4° livello: over 5 and up to 10 years, resignation 20 days (dismissal 30).
    const resign = ask('Quanto preavviso devo dare se mi dimetto? CCNL commercio, 4 livello, 6 anni');
    expect(lead(resign.text)).toMatch(
      /^Nel CCNL Commercio il preavviso di dimissioni per il 4° livello con 6 anni di anzianità \(oltre 5 e fino a 10 anni\) è di \*\*20 giorni\*\*\./,
    );
    expect(lead(resign.text)).toContain('Tutte le fasce: fino a 5 anni');
    const dismissal = ask('preavviso di licenziamento per un 2 livello commercio con 12 anni di anzianità');
    expect(lead(dismissal.text)).toContain('con 12 anni di anzianità (oltre 10 anni) è di **60 giorni**');
  });
});
