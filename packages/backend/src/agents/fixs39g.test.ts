import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY, withUpload } from '../testing/agents.js';

const read = (message: string, agent = 'calcolo') =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent } as never);

describe('calculations on a season, a stated pay or a document’s pay', () => {
  it('a hire told as a span takes its first day, the leaving its last', () => {
    const r = read(
      'Cameriera di sala, CCNL Turismo Federalberghi, 5° livello, assunta dal 1° maggio al 31 agosto 2026: quanto le spetta di tredicesima a fine contratto?',
    );
    expect(r.slots.hireDate).toBe('2026-05-01');
    expect(r.slots.endDate).toBe('2026-08-31');
  });

  it('a winter season with no year said counts its months across the new year', () => {
    const r = read(
      'ccnl turismo, maestro di sala stagionale da 15 novembre a 15 marzo: quante ferie ha maturato?',
      'main-agent',
    );
    // 16 days of November and 15 of March count: November to March, 5 months.
    expect(r.slots.monthsWorked).toBe(5);
  });

  it('holidays of a contract from one year into the next accrue over its whole span', () => {
    const { text } = askAgent(
      'main-agent',
      'CCNL Turismo, contratto stagionale dal 1° dicembre 2025 al 31 marzo 2026: quanti giorni di ferie matura?',
    );
    expect(openingLine(text)).toContain('8,67 giorni');
  });

  it('the rate an employer says he pays overtime at is not the ordinary hour', () => {
    const r = read(
      'Faccio il magazziniere al 4° livello del commercio a tempo pieno; il titolare sostiene che gli straordinari me li paga 10,50 euro l’ora. Quanto vale davvero un’ora di straordinario?',
    );
    expect(r.slots.amounts.some((a) => a.perHour)).toBe(false);
    const { text } = askAgent(
      'calcolo',
      'Faccio il magazziniere al 4° livello del commercio a tempo pieno; il titolare sostiene che gli straordinari me li paga 10,50 euro l’ora. Quanto vale davvero un’ora di straordinario?',
    );
    expect(openingLine(text)).toContain('12,45 €');
  });

  it('overtime on a payslip’s stated hourly pay uses that hour', () => {
    const { text } = askAgent(
      'calcolo',
      'Dal cedolino caricato, quanto valgono le 2 ore di straordinario festivo con la maggiorazione del contratto?',
      withUpload(
        'busta.txt',
        'CEDOLINO NOVEMBRE 2026\nCCNL Cooperative sociali - Livello B1\nMinimo contrattuale orario: 8,50 EUR\nStraordinario festivo: 2 h',
      ),
    );
    // 8,50 × 1,30 = 11,05; × 2 = 22,10 (art. 53: festivo diurno 30%).
    expect(text).toContain('22,10 €');
  });

  it('a household 13th month is on the payslip’s own pay with board and lodging', () => {
    const { text } = askAgent(
      'calcolo',
      'Ho allegato la busta della nostra colf convivente: quanto le spetta di tredicesima a dicembre?',
      withUpload(
        'busta-colf.txt',
        'CEDOLINO PAGA - LAVORO DOMESTICO\nLavoratrice: colf convivente, livello B\nData di assunzione: 01/05/2026\nPeriodo: ottobre 2026\nRetribuzione mensile pattuita: 1.100,00\nIndennità vitto e alloggio (convenzionale, mensile): 200,00\nTotale lordo: 1.300,00',
      ),
    );
    // (1.100,00 + 200,00) × 8 / 12 = 866,67.
    expect(text).toContain('866,67 €');
  });

  it('a promotion told in the passive values the increments at the new level', () => {
    const r = read(
      'Un nostro impiegato C3 con 3 scatti verrà promosso B1 dal prossimo mese: quanto varranno gli scatti dopo il passaggio? CCNL metalmeccanici industria',
    );
    expect(r.slots.level).toBe('B1');
  });
});
