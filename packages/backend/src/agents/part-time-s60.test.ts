import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Part-time questions read right (issue 12, session 60): a payslip figure told beside the gross asked, the elastic
// clause's yearly allowance by year, its payslip line, the law's notice and refusal, Multiservizi's daily minimum
// and consolidation, the paga base alone at the share, and a follow-up that changes the hours.
describe('part-time questions, session 60', () => {
  it('a payslip figure told beside the gross asked is weighed, not grossed up as a net', () => {
    const answer = askAgent(
      'calcolo',
      'sono cassiera 4° livello commercio, part-time da 20 ore settimanali, in busta mi arrivano 880 euro: lordo quanto mi spetta?',
    );
    // 4° livello from 1.11.2026 1.818,75 (KB) × 20/40 = 909,38.
    expect(openingLine(answer.text)).toContain('909,38');
    expect(answer.text).not.toMatch(/serve una RAL/);
  });

  it("an earlier year's elastic-clause allowance asked after the clause", () => {
    const answer = askAgent('main-agent', 'e nel 2024 a quanto ammontava invece l’indennità?', {
      history: [
        'Commercio Confcommercio: le ore fatte con la clausola elastica come vengono pagate a una part-time?',
      ],
    });
    expect(openingLine(answer.text)).toContain('120,00 €');
  });

  it("the elastic surcharge valued on a payslip's hourly quota", () => {
    const answer = askAgent(
      'calcolo',
      'La mia dipendente part-time ha fatto 10 ore in clausola elastica, nel cedolino allegato la maggiorazione è giusta? quanto doveva essere?',
      withUpload(
        'busta.txt',
        'CEDOLINO OTTOBRE 2026\nCCNL Terziario Distribuzione e Servizi (Confcommercio)\nPart-time 20 ore\nQuota oraria: 11,20\nOre clausola elastica 10,00 112,00\n',
      ),
    );
    // 10 × 11,20 × 1,5% = 1,68.
    expect(openingLine(answer.text)).toContain('1,68 €');
  });

  it('refusing to sign an elastic clause is no ground for dismissal, whatever the agreement', () => {
    const answer = askAgent(
      'main-agent',
      'faccio la barista part time, il titolare mi chiede di firmare la clausola elastica ma io non la firmo: mi può licenziare?',
    );
    expect(openingLine(answer.text)).toMatch(/non costituisce giustificato motivo di licenziamento/);
  });

  it("the law's least notice before hours are moved under an elastic clause", () => {
    const answer = askAgent(
      'main-agent',
      'con la clausola elastica firmata, con quanto preavviso il datore mi può cambiare gli orari secondo la legge?',
    );
    expect(openingLine(answer.text)).toContain('2 giorni lavorativi');
  });

  it("Multiservizi's part-time floor says the daily minimum too", () => {
    const answer = askAgent(
      'main-agent',
      'impresa di pulizie, CCNL multiservizi: un part-time da 12 ore settimanali si può fare? qual è il minimo?',
    );
    expect(answer.text).toContain('15 ore settimanali');
    expect(answer.text).toMatch(/2 ore al giorno/);
  });

  it("the consolidation's joint review asked after the supplementary hours made fixed", () => {
    const answer = askAgent(
      'main-agent',
      'E da quando la RSU fa la richiesta scritta, quanti giorni ha la ditta per convocare l’esame congiunto?',
      {
        history: [
          'Sono addetta pulizie con il contratto Multiservizi, part-time 18 ore, ma faccio da due anni 25 ore: le ore supplementari possono diventare parte del mio orario?',
        ],
      },
    );
    expect(answer.text).toMatch(/20 giorni/);
    expect(answer.text).not.toMatch(/Non riesco a identificare/);
  });

  it('the paga base alone at the share, the contingenza named to be left out', () => {
    const answer = askAgent(
      'calcolo',
      'bar con CCNL FIPE, aiuto cuoco 4° livello a 20 ore su 40: mi dici solo la paga base mensile riproporzionata? senza contingenza',
    );
    // FIPE 4° livello paga base from 1.6.2026 1.167,75 (KB) × 50% = 583,88.
    expect(openingLine(answer.text)).toContain('583,88');
  });

  it('a follow-up with other weekly hours takes their share, not the earlier 50%', () => {
    const answer = askAgent('calcolo', 'e la cameriera al 5° livello con 30 ore? sempre la sola paga base', {
      history: [
        'bar con CCNL FIPE, aiuto cuoco 4° livello part-time 20 ore su 40: quanto fa la paga base riproporzionata? solo la paga base',
      ],
    });
    // FIPE 5° livello paga base from 1.6.2026 1.057,72 (KB) × 30/40 = 793,29.
    expect(openingLine(answer.text)).toContain('793,29');
    expect(openingLine(answer.text)).not.toMatch(/50%/);
  });
});
