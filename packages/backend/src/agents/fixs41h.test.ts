import { describe, expect, it } from 'vitest';
import { hoursTaken } from '../reader/permits-left.js';
import { askAgent, openingLine } from '../testing/agents.js';
import { scheduleStretches } from './schedule-change-thirteenth.js';
import { fundLessAdvance } from './tfr-advance-fund.js';

/**
 * Session 41 (fixs41h): calculations the consultants ask. A 13th whose schedule changed in the year, overtime
 * with the week's hours in the story and a follow-up that moves it to a working day, a fund revalued less an
 * advance, the TFR asked in the sentence before the question, a RAL at a future table, the permits left after
 * those taken, a season's gross with its ratei for the headcount.
 */

const ask = (message: string, history?: string[]) =>
  askAgent('calcolo', message, history ? { history } : {}).text;

describe('a 13th whose schedule changed in the year', () => {
  it('reads each stretch with its schedule', () => {
    expect(
      scheduleStretches(
        'da gennaio a giugno part-time 24 ore settimanali e da luglio a dicembre tempo pieno 40 ore',
      ),
    ).toEqual([
      { from: 0, to: 5, months: 6, hours: 24 },
      { from: 6, to: 11, months: 6 },
    ]);
  });

  it('accrues each month at its own hours, not all at the December schedule', () => {
    const first = openingLine(
      ask(
        'Impiegata CCNL Commercio, 4° livello, senza scatti. Nel 2025 da gennaio ad agosto tempo pieno 40 ore e da settembre a dicembre part-time 20 ore. Quanto è la tredicesima di dicembre 2025 sui minimi di dicembre?',
      ),
    );
    expect(first).toContain('**1.486,46 €**');
    expect(first).not.toContain('891,88');
  });
});

describe('overtime with the week told', () => {
  const sunday =
    'Operaio 2° livello CCNL Multiservizi, tempo pieno 40 ore, domenica notte (novembre 2026) ha fatto 3 ore di straordinario dalle 23 alle 2. Quanto gli spetta per quelle 3 ore?';
  it('does not count the week’s 40 hours as hours worked extra, and pays the night holiday rate', () => {
    const first = openingLine(ask(sunday));
    expect(first).toContain('42,58 €');
    expect(first).toContain('75%');
    expect(first).not.toContain('43 ore');
  });

  it('pays weekday overtime when a follow-up moves the hours to a working day’s afternoon', () => {
    const first = openingLine(
      ask('E se le avesse fatte di sabato pomeriggio, dalle 14 alle 17? Per lui è un giorno lavorativo.', [
        sunday,
      ]),
    );
    expect(first).toContain('30,42 €');
    expect(first).toContain('25%');
  });
});

describe('a TFR fund told before an advance', () => {
  it('reads the fund and the advance', () => {
    expect(
      fundLessAdvance(
        "a ottobre gli abbiamo dato un anticipo del tfr di 8.000 €. al 31/12/2024 il tfr risultava 22.000 € prima dell'anticipo",
      ),
    ).toEqual({ fund: 22000, advance: 8000 });
  });

  it('revalues the fund less the advance, adds the year’s quota on the pay told, and gives the fund at year end', () => {
    const text = ask(
      "A maggio 2024 abbiamo dato a un operaio un anticipo del TFR di 10.000 €; al 31/12/2024 il fondo era di 30.000 € prima di erogare l'anticipo. Nel 2025 la retribuzione utile è stata di 27.000 €. Quanto vale la rivalutazione di dicembre 2025, quanto è la quota 2025 e a quanto arriva il fondo a fine 2025?",
    );
    const top = text.split('\n\n')[0] ?? '';
    expect(top).toContain('462,23 €');
    expect(top).toContain('1.865,00 €');
    expect(top).toContain('22.327,23 €');
    expect(top).not.toContain('693,34');
  });
});

describe('the subject named in the sentence before the question', () => {
  it('answers the TFR of a season, not the 13th and 14th the story says were paid', () => {
    const first = openingLine(
      ask(
        "Ciao, mia zia dice che il TFR lo prendono solo i fissi. Quest'estate ho fatto la stagione in un hotel a Riva del Garda, da luglio a settembre (tre mesi interi), 4° livello CCNL Turismo, full time, contratto a termine stagionale. Mi hanno pagato solo la paga base di tabella più i ratei di 13ª e 14ª, niente straordinari. Ora il contratto è finito e nell'ultima busta dovrebbe esserci il TFR. Quanto dovrebbe essere più o meno, lordo?",
      ),
    );
    expect(first).toContain('TFR');
    expect(first).not.toContain('847,84');
  });
});

describe('a RAL at a future table', () => {
  it('is the minimum times the payments, with no tax-year gap when no net is asked', () => {
    const text = ask(
      'CCNL Studi professionali, assunzione a febbraio 2027 al 3° livello full time: qual è la RAL minima su 14 mensilità?',
    );
    expect(text).toContain('24.169,18 €');
    expect(text).not.toContain('non posso calcolarlo');
  });
});

describe('permits left after those taken', () => {
  it('reads the hours taken only when those left are asked', () => {
    expect(hoursTaken('di rol ed ex festivita ne ha usate solo 30 ore. quante ore le restano?')).toBe(30);
    expect(hoursTaken('ha 30 ore di rol non godute: quanto valgono?')).toBeUndefined();
    expect(
      hoursTaken('mi restano 16 ore di rol e 32 ore di ferie non godute: quanto mi spetta?'),
    ).toBeUndefined();
  });

  it('gives the hours left and their pay, not the hours taken as untaken', () => {
    const first = openingLine(
      ask(
        "ccnl studi professionali, dipendente 4 livello da 5 anni, 5 giorni. quest'anno ha goduto 50 ore tra rol ed ex festivita. quante ore le avanzano e quanto le devo pagare se le liquido a dicembre 2026? solo minimo",
      ),
    );
    expect(first).toContain('**22 ore**');
    expect(first).toContain('208,89 €');
    expect(first).not.toContain('474,74');
  });
});

describe('a season’s gross with its ratei', () => {
  it('sums the months and the 13th and 14th ratei, per worker and for the headcount', () => {
    const first = openingLine(
      ask(
        'Assumiamo tre baristi CCNL Pubblici esercizi FIPE, 5° livello, dal 1° giugno 2026 al 31 agosto 2026. Mi servono gli stipendi lordi e i ratei di 13ª e 14ª, per uno e in totale?',
      ),
    );
    expect(first).toContain('5.530,31 €');
    expect(first).toContain('16.590,93 €');
  });
});
