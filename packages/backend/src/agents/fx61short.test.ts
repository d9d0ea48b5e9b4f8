import { describe, expect, it } from 'vitest';
import { isOffTopic } from '../reader/off-topic-ask.js';
import { askAgent } from '../testing/agents.js';

describe('the end of a job told as a retirement, and the last payslip (fx61short)', () => {
  it('a retirement told as why the job ends keeps the notice, the holidays, the steps in scope', () => {
    const asks = [
      'a fine aprile vado in pensione, faccio la commessa col contratto del commercio: con quanto preavviso devo dare le dimissioni?',
      'Il nostro magazziniere ha raggiunto l’età della pensione e vorremmo chiudere noi il rapporto: quanto preavviso gli spetta?',
      'Tra due mesi vado in pensione e mi restano 15 giorni di ferie residue. Al momento della cessazione non dovrebbero pagarmele?',
    ];
    for (const ask of asks) expect(isOffTopic(ask), ask).toBe(false);
  });

  it('the pension itself asked stays outside', () => {
    const asks = [
      'quando posso andare in pensione con 41 anni di contributi?',
      'Lavoro nel commercio da 30 anni: quanto prenderò di pensione?',
    ];
    for (const ask of asks) expect(isOffTopic(ask), ask).toBe(true);
  });

  it('a pensioner hired on call: the law’s age limit, not a pension answer', () => {
    const text = askAgent(
      'main-agent',
      'e un signore di 60 anni gia pensionato lo posso prendere a kiamata?',
      {
        history: [
          'ho un bar e vorrei fare un contratto a chiamata a un ragazzo di 20 anni per i weekend, si può?',
        ],
      },
    ).text;
    expect(text).not.toMatch(/esce da ciò di cui mi occupo/);
    expect(text).toMatch(/55 anni/);
  });

  it('holidays left when retiring are paid with the indemnity in lieu', () => {
    const text = askAgent(
      'main-agent',
      'Tra due mesi vado in pensione e mi restano 15 giorni di ferie residue. Il titolare vuole che le smaltisca. Al momento della cessazione non dovrebbero pagarmele?',
    ).text;
    expect(text).toMatch(/indennità sostitutiva/);
  });

  it('the TFR base told for the months up to the leaving is not prorated again', () => {
    const text = askAgent(
      'calcolo',
      'Cessazione per pensionamento il 31/07/2026. Retribuzione utile TFR dal 1° gennaio al 31 luglio 2026: 17.550,00 €. Quanto TFR matura nel 2026 tolto lo 0,50% al Fondo di garanzia?',
    ).text;
    expect(text).toMatch(/1\.212,25 €/);
  });

  it('the 14th at a retirement after July: the ratei from July to the last day', () => {
    const text = askAgent(
      'calcolo',
      'ccnl terziario confcommercio, lordo 1.800 al mese, smetto per pensionamento il 31/10/2026. la quattordicesima l ho gia presa a luglio: nell ultima busta quanti ratei mi spettano?',
    ).text;
    expect(text).toMatch(/600,00 €/);
    expect(text).toMatch(/4 mesi/);
    expect(text).not.toMatch(/Assunzione dal/);
  });
});
