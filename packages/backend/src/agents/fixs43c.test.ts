import { describe, expect, it } from 'vitest';
import { disputedFigureAt } from '../reader/disputed-figure.js';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';
import { clockHoursAsCounts, nightWindow } from './clock-hours.js';

const ask = (message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  askAgent('calcolo', message, { today: '2026-11-27', ...extra }).text;

describe('hour values and ratei read from the story (fixs43c)', () => {
  it('leaves a divisor said as someone else’s disputed view to the agreement’s own divisor', () => {
    const text = "il titolare dice di fare minimo diviso 22, la consulente dice un'altra cosa";
    expect(disputedFigureAt(text, text.indexOf('diviso'))).toBe(true);
    expect(disputedFigureAt('le pago 6 giorni di ferie, diviso 22', 30)).toBe(false);
    const answer = ask(
      "Commessa di 4° livello Commercio full-time, esce a fine dicembre 2026 con 4 giorni di ferie non godute. Il commercialista sostiene che si divide per 22, io non sono d'accordo: quanto le spetta?",
    );
    expect(openingLine(answer)).toContain('÷ 26');
    expect(openingLine(answer)).toContain('279,81');
  });

  it('reads "dal 1° al 31 dicembre 2026" as a span of one month', () => {
    const answer = ask(
      'Cameriere 4° livello FIPE a termine dal 1° al 31 dicembre 2026: quanto matura di rateo di tredicesima?',
    );
    expect(openingLine(answer)).toContain('141,06');
  });

  it('counts overtime told by the clock as day and night hours at the agreement’s night window', () => {
    expect(clockHoursAsCounts('dalle 14 alle 16 e poi dopo la mezzanotte fino alle 3')).toBe(
      '2 ore di giorno, 3 ore di notte.',
    );
    expect(
      clockHoursAsCounts('dalle 22 alle 24 e da mezzanotte alle 2', nightWindow('tra le 24 e le 6')),
    ).toBe('2 ore di giorno, 2 ore di notte.');
    const answer = ask(
      'Cameriere FIPE con paga oraria di 9,84 euro: straordinario dalle 14 alle 16 e poi dopo la mezzanotte fino alle 3. Il 31 non è festivo, giusto? Quanto gli spetta per queste 5 ore?',
    );
    expect(answer).toContain('72,81');
    expect(answer).not.toContain('Rispetto alla cifra indicata');
  });

  it('reads a family’s party on a Sunday as Sunday work, not a public holiday', () => {
    const answer = ask(
      'Domenica la colf è rimasta 3 ore per la festa di laurea di nostro figlio, la paghiamo 9 euro l’ora: quanto le dobbiamo?',
    );
    expect(openingLine(answer)).toContain('43,20');
  });

  it('values a colf’s sick days from a whole-euro hourly pay', () => {
    const answer = ask(
      'La colf lavora da 4 anni, 4 ore al giorno a 9 euro l’ora, ed è stata malata 4 giorni con certificato: quanto le dobbiamo?',
    );
    expect(openingLine(answer)).toContain('90,00');
  });

  it('answers the 13th asked outright amid payslip checks', () => {
    const answer = ask(
      'Sto controllando i cedolini di dicembre: magazziniere 5° livello Commercio assunto il 1° giugno 2026, senza superminimo. Il programma mi dà una cifra che non mi torna. Quanto deve essere la sua tredicesima?',
    );
    expect(openingLine(answer)).toContain('986,83');
  });

  it('reckons a live-in carer’s 13th on the uploaded payslip’s pay and board', () => {
    const slip =
      "BUSTA PAGA LAVORO DOMESTICO\nLavoratrice: badante convivente, livello CS\nData assunzione: 01/09/2026\nRetribuzione mensile concordata: 1.250,00\nIndennita' vitto e alloggio: 180,00\nTotale lordo: 1.430,00";
    const answer = ask(
      'Ecco la busta della badante: la paga resta questa, quanto le tocca di tredicesima a dicembre?',
      {
        ...withUpload('busta.txt', slip),
      },
    );
    expect(openingLine(answer)).toContain('476,67');
    expect(openingLine(answer)).toContain('vitto e alloggio');
  });

  it('does not read the trucks’ night as the Sunday shift’s night', () => {
    const answer = ask(
      'Ci arrivano i camion anche di notte. Picker 5° livello Logistica non viaggiante su 6 giorni, domenica lavorata come giornata ordinaria: quanto vale un’ora di domenica?',
    );
    expect(openingLine(answer)).toContain('35%');
  });
});
