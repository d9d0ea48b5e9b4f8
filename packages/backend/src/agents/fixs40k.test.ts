import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 40 (fixs40k): a tranche's increase asked beside the new minimum, in a follow-up on another level; the
// una tantum asked for a month after its last instalment; a part-time payslip's shortfall at its share.
const ask = (agent: string, message: string, history: string[] = [], text?: string) =>
  askAgent(agent, message, {
    history,
    documents: text ? [{ fileId: 'f', fileName: 'busta.txt', text }] : [],
  }).text;

describe('the increase asked beside the new minimum', () => {
  it('opens with the tranche, then the new minimum', () => {
    const answer = ask(
      'main-agent',
      'Industria alimentare 2° livello: da gennaio 2027 aumento rispetto ad oggi e nuovo minimo?',
    );
    expect(openingLine(answer)).toMatch(
      /aumenta di \*\*[\d.,]+ €\*\* dal 1° gennaio 2027: da [\d.,]+ € a [\d.,]+ €/,
    );
  });
  it('keeps the new minimum’s items in a short follow-up on another level', () => {
    const answer = ask('main-agent', 'e per il 4 livello?', [
      'Alimentari industria, 1° livello: nuovo minimo dal 1/1/2027 e aumento?',
    ]);
    expect(openingLine(answer)).toMatch(/aumenta di .*\(minimo \(TEM\) [\d.,]+ € \+ contingenza/);
  });
});

describe('the una tantum asked for a month after its instalments', () => {
  it('says none is due, it was paid already', () => {
    const answer = ask('main-agent', 'Commercio: a marzo 2026 va messa in busta una tantum?');
    expect(openingLine(answer)).toContain('nessuna una tantum da pagare a marzo 2026');
    expect(openingLine(answer)).toContain('già stata erogata');
  });
});

describe("a part-timer's payslip on the old table", () => {
  const payslip =
    'CEDOLINO NOVEMBRE 2026\nCCNL applicato: Terziario Distribuzione e Servizi (Confcommercio)\nLivello: 4°\nPart-time 50% (20 ore su 40)\nPaga base (1.257,46 x 50%)   628,73\nContingenza (524,22 x 50%)   262,11\nTerzo elemento (2,07 x 50%)   1,04\nTOTALE LORDO   891,88\n';
  it('gives the monthly shortfall at the share', () => {
    const answer = ask(
      'calcolo',
      'Le voci fisse della busta sono aggiornate alle tabelle in vigore?',
      [],
      payslip,
    );
    expect(openingLine(answer)).toContain('mancano **17,50 € al mese**');
  });
});
