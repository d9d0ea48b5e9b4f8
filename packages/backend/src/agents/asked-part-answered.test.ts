import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLines, TEST_TODAY, withUpload } from '../testing/agents.js';

const read = (message: string) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY });

const PAYSLIP = [
  'COOPERATIVA SOCIALE AURORA - Bari',
  'CEDOLINO SETTEMBRE 2026',
  'Dipendente: Anna Russo - educatrice - liv. D1',
  'CCNL Cooperative sociali',
  'Minimo conglobato ............ 1.780,00',
  'Indennità notturna: 4 notti x 6,20 ....... 24,80',
  'Totale competenze ............ 1.804,80',
].join('\n');

describe('the part of the question actually asked (fixs51e)', () => {
  it('a night allowance for the nights worked opens with the agreement’s allowance, not the minimum', async () => {
    // 23-7 holds 7 hours of the 22-6 window: the band from 5 night hours, 12,39 € a night; 4 × 12,39 = 49,56 €.
    const a = await askAgent(
      'calcolo',
      'Faccio l’educatrice in una cooperativa sociale e a settembre ho coperto quattro notti dalle 23 alle 7: quanto mi tocca di indennità per quelle notti?',
    );
    expect(openingLines(a.text)).toContain('49,56 €');
    expect(openingLines(a.text)).toContain('12,39 €');
  });

  it('the allowance due asked beside a payslip is the agreement’s, not the payslip’s line read back', async () => {
    const a = await askAgent(
      'calcolo',
      'Cooperativa sociale, a settembre quattro notti dalle 23 alle 7; in busta mi hanno messo 6,20 € a notte. Quanto mi spettava in tutto di indennità per le quattro notti?',
      withUpload('busta-settembre.txt', PAYSLIP),
    );
    expect(openingLines(a.text)).toContain('49,56 €');
    expect(openingLines(a.text)).not.toMatch(/la voce è una sola/);
  });

  it('night pay compared between two agreements shows the allowance in euro of the one that pays it', async () => {
    const a = await askAgent(
      'confronta',
      'Per chi lavora di notte come OSS, come pagano il turno notturno le cooperative sociali e il contratto AIOP RSA?',
    );
    expect(openingLines(a.text)).toContain('12,39 €');
    expect(openingLines(a.text)).toContain('15%');
    // A euro allowance and a percentage are not ranked against each other.
    expect(openingLines(a.text)).not.toMatch(/più alta/);
  });

  it('the extra pay of a working day asked after the weekly hours is answered too', async () => {
    const a = await askAgent(
      'main-agent',
      'Lavoro in un deposito col CCNL logistica e trasporto merci, settimana su sei giorni. Qual è l’orario normale settimanale? E di sabato mi pagano di più?',
    );
    expect(openingLines(a.text)).toContain('39 ore');
    expect(openingLines(a.text)).toContain('20%');
  });

  it('a cooking question from a worker who names the agreement is out of scope', async () => {
    const r = read(
      'Sono cuoca in un ristorante, contratto turismo Federalberghi, mi trovo bene. Per la cena di gala di venerdì che tempi di cottura e che temperatura mi consigliate per un arrosto di vitello?',
    );
    expect(r.intent).toBe('out_of_scope');
    const a = await askAgent(
      'main-agent',
      'Lavoro in una pasticceria col CCNL pubblici esercizi da tre anni. Domenica ho una festa: mi date la ricetta della pastiera e quanto lievito ci va?',
    );
    expect(openingLines(a.text)).toMatch(/esce da ciò di cui mi occupo/);
  });

  it('the same kitchen words telling the job leave a work question ours', () => {
    expect(
      read('Seguo la lievitazione degli impasti in una pizzeria FIPE: che livello mi spetta?').intent,
    ).toBe('classification');
  });
});
