import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 41 (fixs41b): families' and carers' questions on domestic work, in their own words.
const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });

describe("families' and carers' domestic questions", () => {
  it('an errand in a list without its article ("tra notaio, banca, funerale") is no bank agreement', () => {
    const text = ask(
      'main-agent',
      'Papà è morto lunedì e tra notaio, banca, funerale non ci capiamo più niente. La badante convivente era con lui da due anni, 54 ore a settimana. Le dobbiamo il preavviso? Quanti giorni?',
    ).text;
    expect(text).not.toContain('Credito (ABI)');
    expect(openingLine(text)).toContain('**15 giorni**');
  });
  it("a live-in carer's probation states the live-in 30 days only, not the non-live-in 8", () => {
    const text = ask(
      'main-agent',
      'A marzo 2027 arriva una nuova badante che dormirà da noi. Quanti giorni di prova si possono fare al massimo?',
    ).text;
    expect(openingLine(text)).toContain('30 giorni');
    expect(text).not.toContain('8 giorni');
  });
  it("a live-in carer's resignation: the halved term alone, not the dismissal's days", () => {
    const text = ask(
      'main-agent',
      'faccio la badante fissa da 8 anni da una signora e voglio dare le dimissioni a marzo. quanti giorni di preavviso devo dare io?',
    ).text;
    expect(openingLine(text)).toContain('**15 giorni**');
    expect(openingLine(text)).toContain('la metà');
    expect(text).not.toContain('30 giorni');
  });
  it('a holiday an hourly worker stays home for is paid 1/6 of the weekly hours', () => {
    const text = ask(
      'calcolo',
      'La colf viene 18 ore a settimana a 9 €/h. Il 2 giugno resta a casa perché è festa: quanto le spetta per quel giorno?',
    ).text;
    expect(openingLine(text)).toContain('**27,00 €**');
    expect(text).not.toContain('contributi INPS sono');
  });
  it('a holiday on her day off in a follow-up, with a bare "le spetta qualcosa?": the 1/6 pay', () => {
    const first =
      'Colf a ore, 18 ore settimanali dal lunedì al venerdì, 9 €/h. Il 2 giugno resta a casa perché è festa: quanto le devo?';
    const text = ask(
      'calcolo',
      'E il 15 agosto, che è sabato e il sabato lei non lavora? Le spetta comunque qualcosa?',
      [first],
    ).text;
    expect(openingLine(text)).toContain('**27,00 €**');
    expect(text).not.toContain('0,00 €');
  });
  it("the net of a month's hours when the story says the hourly minimum is paid", () => {
    const text = ask(
      'calcolo',
      'Colf livello B non convivente pagata al minimo di 7,01 €/h, 15 ore a settimana. A ottobre ha lavorato 65 ore. Quanto le do netto?',
    ).text;
    expect(openingLine(text)).toMatch(/il netto da dare è \*\*/);
    expect(openingLine(text)).toContain('nessuna ritenuta IRPEF');
  });
  it('a follow-up changing the hours keeps the net asked', () => {
    const first =
      'Colf livello B non convivente, 7,01 €/h, 15 ore a settimana. A ottobre ha lavorato 65 ore. Quanto le do netto?';
    const text = ask('calcolo', 'E se a novembre facesse 120 ore, 28 a settimana?', [first]).text;
    expect(openingLine(text)).toMatch(/il netto da dare è \*\*/);
  });
  it("an hourly carer's pay with the increments the years give: the hour opens", () => {
    const text = ask(
      'calcolo',
      "Faccio la colf livello B non convivente da 5 anni presso la stessa famiglia. Con gli scatti quanto mi spetta l'ora?",
    ).text;
    // 7,01 × (1 + 2 × 4%) = 7,57
    expect(openingLine(text)).toContain("**7,57 € l'ora**");
  });
  it('two domestic levels compared by the hour: the hourly minimums', () => {
    const text = ask(
      'confronta',
      "Per la colf a ore meglio un livello B o un livello CS? Quanto cambia l'ora tra i due minimi?",
    ).text;
    expect(openingLine(text)).toContain("**1,29 € lordi in più all'ora**");
  });
  it('who pays the carer after the employer died: the cohabiting family, jointly', () => {
    const text = ask(
      'main-agent',
      'La nonna è deceduta a ottobre, la badante viveva con lei, noi figli abitiamo altrove. A carico di chi sono TFR e ultima busta?',
    ).text;
    expect(openingLine(text)).toContain('familiari coabitanti');
    expect(openingLine(text)).toContain('in solido');
  });
});
