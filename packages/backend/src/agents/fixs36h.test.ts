import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 36 (fixs36h): law and agreement topics answered as asked.
const TODAY = '2026-11-26';
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { today: TODAY, history });

describe('law and agreement topics as asked', () => {
  it('a resignation to stay with a child of 7 months gets the NASpI and no notice (art. 55)', () => {
    const text = ask(
      'main-agent',
      'commessa di 3° livello nel commercio da 4 anni, la bimba ha 7 mesi e vorrei licenziarmi: ho la naspi? il preavviso lo devo?',
    ).text;
    expect(openingLine(text)).toContain('**Sì**');
    expect(text).toContain('D.Lgs. 151/2001, art. 55');
    expect(text).toContain('**non è dovuto**');
  });
  it('online resignation that only dates the notice start is no out-of-scope procedure', () => {
    const text = ask(
      'main-agent',
      'CCNL commercio, 4° livello da 3 anni: il preavviso decorre dal giorno in cui mando le dimissioni online? quanti giorni?',
    ).text;
    expect(openingLine(text)).toContain('**No**');
    expect(text).not.toContain('dimissioni telematiche');
  });
  it('an apprentice rate asked by name: the gap and nothing else', () => {
    const text = ask(
      'calcolo',
      'CCNL commercio, apprendista assunto a marzo, 1.300 € lordi al mese, 40 ore. Che aliquota contributiva si applica e quanto viene al mese?',
    ).text;
    expect(openingLine(text)).toContain('non sono nella base di conoscenza');
    expect(text).not.toMatch(/9,19%|Netto annuo/);
  });
  it('the ticket for another worker hired in a year, after a ticket question', () => {
    const before =
      'Licenzio un magazziniere assunto il 1° marzo 2025, ultimo giorno il 31 dicembre 2026: quanto è il ticket di licenziamento?';
    const text = ask(
      'calcolo',
      'e per un altro assunto nel 2018 che licenzio lo stesso giorno? quanto pago?',
      [before],
    ).text;
    expect(openingLine(text)).toContain('1.949,19 €');
    expect(text).not.toContain('Il part-time non accorcia il preavviso');
  });
  it("a warehouse apprentice in Logistica: the 4 years of that job, not the drivers' 5", () => {
    const text = ask(
      'main-agent',
      "apprendista in magazzino con il CCNL logistica trasporto merci: per quanti anni dura l'apprendistato?",
    ).text;
    expect(openingLine(text)).toContain('**48 mesi** (4 anni)');
    expect(text).not.toContain('5 anni');
  });
  it('"quanti anni deve fare da apprendista" asks the length, not the age', () => {
    const text = ask(
      'main-agent',
      "mio nipote fa l'apprendista in magazzino, contratto logistica trasporto merci: quanti anni deve fare da apprendista?",
    ).text;
    expect(openingLine(text)).toContain('**48 mesi**');
    expect(openingLine(text)).not.toContain('tra i 18 e i 29 anni');
  });
  it('ROL asked where only the ex festivita are held: ROL named as missing, not the 32 hours as ROL', () => {
    const text = ask(
      'main-agent',
      'CCNL tessile abbigliamento moda industria: quante ore di ROL prevede il contratto in un anno?',
    ).text;
    expect(openingLine(text)).toContain('le ore di ROL');
    expect(openingLine(text)).toContain('non sono nella base di conoscenza');
  });
});
