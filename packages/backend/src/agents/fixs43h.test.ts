import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });

describe('fixs43h: the part-time, notice and overtime case as told', () => {
  it('a relative employing since a month without its year: the hire this year, the notice of that band only', () => {
    const message =
      'Il nonno da settembre ha una badante convivente. Si è liberato un posto nella RSA del paese e lo accettiamo: quanto preavviso dobbiamo darle per comunicarle la fine del rapporto?';
    const reading = read(message);
    expect(reading.slots.agreements).toHaveLength(1);
    expect(reading.slots.hireDate).toBe('2026-09-01');
    const answer = askAgent('main-agent', message);
    expect(openingLine(answer.text)).toContain('15 giorni');
    expect(answer.text).not.toContain('30 giorni');
    expect(answer.text).not.toContain('AIOP');
  });

  it('leave taken is not a month worked: no table date from "ha fatto un po\' di congedo"', () => {
    const reading = read(
      "Rientra a marzo dalla maternità (ha fatto anche un po' di congedo parentale): C1 metalmeccanici industria, quanto prende di minimo?",
    );
    expect(reading.slots.date).toBeUndefined();
  });

  it('a part-timer with increments: minimum and increments at the share, the full-time hours not a pay', () => {
    const answer = askAgent(
      'calcolo',
      'Impiegata C1 metalmeccanici industria, 2 scatti, part-time a 24 ore; da noi il tempo pieno sono 40 ore. Quanto è il lordo mensile con minimo e scatti riproporzionati?',
    );
    expect(openingLine(answer.text)).toContain('1.243,33 €');
  });

  it('"grz mille" is thanks, not a figure of 1000 €', () => {
    expect(read('minimo 5 livello fipe full time? grz mille').slots.amounts).toEqual([]);
    expect(read('minimo 5 livello fipe full time? grazie mille').slots.amounts).toEqual([]);
  });

  it('a follow-up asking only whether fewer hours are allowed asks the part-time rule, not the cost again', () => {
    const answer = askAgent(
      'main-agent',
      'E se invece la prendo part time a 12 ore a settimana, si può fare?',
      {
        history: [
          'Negozio con 4 dipendenti, CCNL commercio Confcommercio: la nuova commessa 4° livello full time quanto costa di minimo al mese?',
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('16 ore');
    expect(answer.text).not.toContain('Costo annuo');
  });

  it('a field of study names no office: "studente di ingegneria" is not Studi professionali', () => {
    const reading = read('Uno dei ragazzi che vorremmo prendere come cameriere è studente di ingegneria.');
    expect(reading.slots.agreements).toEqual([]);
    expect(read('Lavoro come segretaria in uno studio di ingegneria.').slots.agreements).not.toEqual([]);
  });

  it('what happens past the overtime ceiling: the rule on the hours beyond it', () => {
    const answer = askAgent(
      'main-agent',
      'CCNL Logistica, non viaggianti: qual è il tetto annuo di straordinario e cosa succede alle ore oltre quel tetto?',
    );
    expect(openingLine(answer.text)).toContain('165 ore');
    expect(openingLine(answer.text)).toContain('banca ore');
  });

  it('the expiry asked before the next tranche opens the answer', () => {
    const answer = askAgent(
      'main-agent',
      'Il CCNL Logistica, trasporto merci e spedizione fino a quando è valido, e quando cade la prossima tranche?',
    );
    expect(openingLine(answer.text)).toContain('31 dicembre 2027');
  });
});
