import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';
import { daysWorked } from './rule-income-asks.js';

/**
 * Wave h575 (fdoc): a part year said in months ("ha lavorato solo da settembre") annualises the employment income
 * to choose the tax-free sum's rate; the art. 13 minimum deduction asked is the floor, not the band's amount.
 */
const ask = async (message: string, history: string[] = []) =>
  (await askAgent('main-agent', message, { history })).text;

describe('a part year said in months', () => {
  it('counts the days from the month named to December', () => {
    expect(daysWorked('ha lavorato solo da settembre come stagionale')).toBe(122);
    expect(daysWorked('assunto dal 1° marzo fino a giugno')).toBe(122);
    expect(daysWorked('da settembre avrà un aumento')).toBeUndefined();
  });

  it('chooses the tax-free sum rate on the annualised income, applies it to the actual one', async () => {
    const text = await ask(
      "Mio nipote ha lavorato solo da settembre come stagionale e quest'anno avrà un reddito da lavoro dipendente di 8.000 euro, già al netto dei contributi, niente altri redditi. Ho sentito che c'è una somma esente per il taglio del cuneo: quanto gli spetta?",
    );
    expect(openingLine(text)).toContain('384,00 €');
    expect(text).not.toContain('568,00 €');
  });
});

describe('the minimum work deduction asked', () => {
  it('gives the fixed-term floor of art. 13 c. 1 TUIR, with its source', async () => {
    const text = await ask('E se è a tempo determinato, qual è la detrazione minima garantita?', [
      'Un giovane assunto a tempo indeterminato con reddito complessivo 2026 di 12.000 euro: detrazione per lavoro dipendente annua?',
    ]);
    expect(openingLine(text)).toContain('1.380,00 €');
    expect(text).toContain('consulenza.it');
  });
});

const SLIP = [
  'CEDOLINO DICEMBRE 2026 - Ferramenta Rossi snc - CCNL Commercio',
  'Dip.: Verdi Luca  liv. 4  matricola 7',
  'Retribuzione ordinaria ........ 1.818,75',
  'Straordinario 15% ore 3 ....... 37,35',
  'Festivo 30% ore 8 (08/12) ..... 112,59',
  'Imponibile previdenziale ...... 1.968,69',
].join('\n');

describe('a payslip row read as asked', () => {
  it('reads the hours and the surcharge an overtime row writes in its label', async () => {
    const text = (
      await askAgent(
        'main-agent',
        'Nella busta caricata, quante ore di straordinario mi hanno pagato e con che maggiorazione?',
        withUpload('busta.txt', SLIP),
      )
    ).text;
    expect(openingLine(text)).toContain('3 ore');
    expect(openingLine(text)).toContain('15%');
  });
});

describe('a contract read for two items', () => {
  it('gives the initial level beside the duration', async () => {
    const contract = [
      'CONTRATTO DI APPRENDISTATO PROFESSIONALIZZANTE',
      'Apprendista: Anna Neri. Qualifica da conseguire: commessa (4° livello CCNL Terziario Confcommercio).',
      "Durata dell'apprendistato: 24 mesi dal 01/02/2026. Inquadramento iniziale: 6° livello.",
    ].join('\n');
    const text = (
      await askAgent(
        'main-agent',
        'Nel contratto caricato: durata e livello iniziale?',
        withUpload('c.txt', contract),
      )
    ).text;
    expect(text).toContain('24 mesi');
    expect(text).toContain('6° livello');
  });
});

describe('a holiday row with no hourly base doubted', () => {
  const ask = async (slip: string) =>
    (
      await askAgent(
        'main-agent',
        'Controlli la voce del festivo nel cedolino caricato: è giusta per un IV livello?',
        withUpload('busta.txt', slip),
      )
    ).text;

  it('values the row’s hours at the level’s hour with the agreement’s surcharge, the verdict first', async () => {
    const text = await ask(SLIP);
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('112,59 €');
  });

  it('says No with the gap when the row pays less', async () => {
    const text = await ask(SLIP.replace('112,59', '100,00'));
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('12,59 €');
  });
});
