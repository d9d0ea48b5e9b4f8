import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

/**
 * Session 45 (fixs45j): overtime and part-time calculations read on the day, date and hours the question gives:
 * a holiday named only as a likeness is not the day worked, a weekday and date pick the tables in force that day,
 * a follow-up's new weekly hours replace the old ones, a timesheet's annotated overtime is summed, and a
 * fixed-term letter's last day bounds the 13th month's months.
 */
const ask = async (message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  openingLine((await askAgent('calcolo', message, { today: '2026-11-28', ...extra })).text);

describe('overtime on the day worked', () => {
  it('prices Saturday overtime as weekday overtime when a holiday is only named as a likeness', async () => {
    // Commercio 4° level 1.818,75 / 168 = 10,83 €; × 1,15 × 3 hours = 37,35 €.
    const line = await ask(
      'Commessa 4° livello commercio, lavora dal lunedì al sabato. Sabato è rimasta 3 ore oltre il suo orario. ' +
        'Una collega sostiene che il sabato va pagato come un festivo. Quanto le spetta per quelle 3 ore di straordinario?',
    );
    expect(line).toContain('15%');
    expect(line).not.toContain('festivo');
    expect(line).toContain('**37,35 €**');
  });

  it('reads the tables in force on the weekday and date a follow-up names', async () => {
    // Studi professionali 3° level from 1.12.2026: 1.726,37 / 170 = 10,16 €; × 1,30 × 2 hours = 26,40 €.
    const line = await ask('E se quelle 2 ore le fa domenica 13 dicembre? Quanto le devo?', {
      history: [
        'Impiegata di 3° livello studi professionali, al minimo. Sabato 14 novembre ha fatto 2 ore di straordinario: quanto le pago?',
      ],
    });
    expect(line).toContain('1.726,37 €');
    expect(line).toContain('**26,40 €**');
  });
});

describe('part-time hours a follow-up changes', () => {
  it('takes the week summed over the days the follow-up names', async () => {
    // FIPE 6° super 1.514,83 € × 12/40 = 454,45 €.
    const line = await ask(
      'E se la metto solo venerdì, sabato e domenica, 12 ore in totale a settimana? Quanto le spetta lordo al mese?',
      { history: ['barista part time 24 ore settimanali, 6s livello fipe: qual è il minimo lordo al mese?'] },
    );
    expect(line).toContain('**454,45 €**');
  });
});

describe('documents that give the hours and the months', () => {
  it('sums the overtime a timesheet annotates per day', async () => {
    // C3 Metalmeccanici 2.211,43 / 173 = 12,78 €; × 1,25 = 15,98 €; 3,5 hours = 55,92 €.
    const sheet = [
      'FOGLIO ORE - Officina Rossi - settimana 9-13 novembre 2026',
      'Operaio: Verdi Marco - livello C3 - CCNL Metalmeccanica industria - orario 8:00-12:00 / 13:00-17:00',
      'lun 09/11: 8:00-12:00 13:00-18:00  (straord. 1,0 h)',
      'mar 10/11: 8:00-12:00 13:00-17:00',
      'gio 12/11: 8:00-12:00 13:00-19:30  (straord. 2,5 h)',
    ].join('\n');
    const line = await ask('Quanto va pagato lordo per gli straordinari di questa settimana?', {
      ...withUpload('foglio-ore.txt', sheet),
    });
    expect(line).toContain('**55,92 €**');
  });

  it("bounds a seasonal worker's 13th month by the letter's last day", async () => {
    // FIPE 5° level 1.580,09 € × 3/12 = 395,02 €.
    const letter = [
      'Lido Azzurro snc - Rimini',
      'Oggetto: assunzione a tempo determinato per attività stagionale',
      'Data inizio: 01/06/2026 | Data fine: 31/08/2026',
      'CCNL applicato: Pubblici Esercizi (FIPE) | Livello: 5°',
    ].join('\n');
    const line = await ask('Il contratto è finito: quanto le spetta di tredicesima lorda?', {
      ...withUpload('lettera.txt', letter),
    });
    expect(line).toContain('**395,02 €**');
  });
});
