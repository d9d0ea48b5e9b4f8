import { describe, expect, it } from 'vitest';
import { oneDayWeekHours } from '../reader/visit-schedule.js';
import { askAgent, openingLine } from '../testing/agents.js';

describe('domestic work: the question understood as the family asks it (fixs44d)', () => {
  it('two named days with bare hours are each day’s hours', () => {
    expect(oneDayWeekHours('la colf viene martedi e giovedi 4 ore')).toBe(8);
    expect(oneDayWeekHours('la colf viene martedi e giovedi 4 ore in tutto')).toBeUndefined();
  });

  it('two holidays of one month not worked by an hourly colf: each 1/6 of the week, summed once', () => {
    const answer = askAgent(
      'calcolo',
      'E invece il 25 e 26 dicembre, che sono venerdì e sabato e lei non viene comunque, gliele devo pagare lo stesso? Quanto in tutto?',
      {
        history: [
          "La colf di mia zia prende 8,50 € l'ora e viene martedì e giovedì 4 ore. L'8 dicembre lavora 3 ore: quanto le spetta per quelle ore?",
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('22,67 €');
    // "Quanto in tutto?" is the sum of the holidays, not the earlier turn's worked hours again.
    expect(answer.text).not.toContain('40,80 €');
  });

  it('holidays a live-in carer works, no hours told: paid anyway, the hours worked on top at 60%', () => {
    const answer = askAgent(
      'main-agent',
      "La badante resterà con mia madre il 25, il 26 e il primo dell'anno invece di andare dalla cugina. Cosa le spetta per quei giorni di festa lavorati, oltre alla paga normale del mese?",
    );
    expect(openingLine(answer.text)).toContain('60%');
    expect(openingLine(answer.text)).toContain('festività');
  });

  it('an illness told without the word "malattia": the days at their bands', () => {
    const answer = askAgent(
      'calcolo',
      'la badante e stata male 5 giorni di fila (influenza), lavora da noi da 4 anni. la sua paga giornaliera e 50 euro. quanto le devo pagare x quei 5 gg?',
    );
    expect(openingLine(answer.text)).toContain('175,00 €');
  });

  it('"di sua iniziativa a gennaio" is no hire in January: the resignation’s notice on the real seniority', () => {
    const answer = askAgent(
      'main-agent',
      'E se invece fosse lei ad andarsene di sua iniziativa a gennaio? Quanto preavviso deve dare lei a noi?',
      {
        history: [
          'Mio padre ha assunto la badante convivente di mia madre (54 ore, livello CS) il 15 settembre 2021. Se a gennaio 2027 interrompiamo noi il rapporto, quanto preavviso le dobbiamo?',
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('**15 giorni**');
    expect(openingLine(answer.text)).toContain('dimezzati');
  });

  it('a minimum asked "comprensivo degli scatti": the total opens', () => {
    const answer = askAgent(
      'calcolo',
      'Nel 2025 la badante convivente, livello CS, aveva due scatti di anzianità. Qual era il minimo contrattuale mensile comprensivo degli scatti nel 2025?',
    );
    expect(openingLine(answer.text)).toContain('1.228,89 €');
  });

  it('board and lodging told as "valore convenzionale": in the TFR’s pay', () => {
    const answer = askAgent(
      'calcolo',
      'Nel 2026 la badante convivente ha lavorato tutto l’anno con retribuzione mensile di 1.300,00 € più 174,20 € di valore convenzionale di vitto e alloggio. A quanto ammonta la quota di TFR del 2026?',
    );
    expect(openingLine(answer.text)).toContain('1.419,60 €');
  });
});
