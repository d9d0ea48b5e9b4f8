import { describe, expect, it } from 'vitest';
import { withoutDeferredPay } from '../reader/deferred-pay.js';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 40 (fixs40g): Logistica / FIPE / Turismo rules the first helper could not finish, in new words.
describe('a pay put off to later is not the subject asked', () => {
  it('drops "lo stipendio lo vediamo dopo" and keeps the question', () => {
    expect(withoutDeferredPay('La paga la vediamo dopo, che livello gli diamo?')).toBe(
      'che livello gli diamo?',
    );
    expect(withoutDeferredPay('Qual è il minimo del B3?')).toBe('Qual è il minimo del B3?');
  });

  it('a C+E driver of dangerous goods with a colleague proposing B3: C3, not the B3 minimum', () => {
    const a = askAgent(
      'inquadra',
      "Assumiamo un autista con patente C+E e patentino ADR che farà trasporti di merci pericolose con l'autoarticolato, con trasferta fuori sede. Il mio socio vorrebbe metterlo B3. Lo stipendio lo vediamo poi separatamente, a me interessa solo la posizione corretta nel CCNL Logistica.",
    );
    expect(openingLine(a.text)).toContain('C3');
    expect(a.text).toContain('ADR');
  });
});

describe('a holiday worked: the surcharge and what else is due', () => {
  it('FIPE: 20% and the paid holiday or a compensatory rest', () => {
    const a = askAgent(
      'main-agent',
      "Pizzeria con CCNL pubblici esercizi FIPE: il cameriere ha lavorato il 25 aprile. Quanto gli spetta in più per ora e c'è altro oltre alla maggiorazione?",
    );
    expect(openingLine(a.text)).toContain('20%');
    expect(openingLine(a.text)).toContain('riposo compensativo');
  });
});

describe('an apprenticeship hire asked after the probation keeps the probation', () => {
  it('Turismo: the apprentice row, 25 days of actual work', () => {
    const a = askAgent('main-agent', 'e nel caso lo prendessimo in apprendistato?', {
      history: [
        'Cameriera ai piani, 5° livello CCNL Turismo Federalberghi: quanti giorni di prova al massimo?',
      ],
    });
    expect(openingLine(a.text)).toContain('25 giorni');
  });
});
