import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 67 (fagri): farm employers' questions on the farm workers' agreement answered on what is asked.
describe('farm workers asked by a farm owner', () => {
  it("an OTD's TFR on the hours, days and hourly wage told before: 8,63% of the wage, not on the allowance", async () => {
    const { text } = await askAgent('calcolo', 'e di tfr quanto matura? ci entra il terzo elemento?', {
      history: [
        'ho un operaio agricolo a tempo determinato: a ottobre 10 giornate da 7 ore a 9,00 euro l ora di salario contrattuale',
      ],
    });
    // 10 × 7 × 9,00 = 630,00; 630,00 × 8,63% = 54,369.
    expect(openingLines(text)).toContain('54,37 €');
    expect(openingLines(text)).toContain('non si calcola sul terzo elemento');
  });

  it("a payslip printing the month's contractual wage: the allowance due at 30,44% against the one printed", async () => {
    const slip =
      'Cedolino Novembre 2026 - Az. agricola\nOperaio OTD\nGiornate lavorate: 12  Ore: 78\nSalario contrattuale ..... 700,00\nTerzo elemento (20%) ..... 140,00\n';
    const { text } = await askAgent(
      'main-agent',
      'Il bracciante dice che in busta il terzo elemento è troppo basso: è così? Quanto gli spetta?',
      withUpload('cedolino_otd.txt', slip),
    );
    // 700,00 × 30,44% = 213,08; 213,08 − 140,00 = 73,08.
    expect(openingLines(text)).toContain('213,08 €');
    expect(openingLines(text)).toContain('30,44%');
    expect(openingLines(text)).toContain('73,08 €');
  });

  it('the probation of two areas named: each its own length', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Periodo di prova per un operaio agricolo a tempo indeterminato di area prima? E se invece lo mettessimo in area seconda?',
    );
    expect(openingLines(text)).toContain('26 giorni lavorativi');
    expect(openingLines(text)).toContain('20 giorni lavorativi');
  });

  it('a level named only to be ruled out is not given beside the one asked', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Quanto può durare la prova per un aiuto cameriere al 6° livello del CCNL pubblici esercizi FIPE, non il 6° super?',
    );
    expect(openingLines(text)).toContain('15 giorni');
    expect(openingLines(text)).not.toContain('20 giorni');
  });

  it("the agricultural co-operatives' own agreement is said not held, with no farm workers' figures", async () => {
    const { text } = await askAgent(
      'main-agent',
      'Applichiamo il contratto delle cooperative agricole firmato da Fedagripesca e Legacoop Agroalimentare: quanto è la paga base del 4° livello?',
    );
    expect(openingLines(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/Area 1 \d/);
  });

  it('farm workers stopped by seasonal weather: the CISOA is not subject to the monthly ceiling', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Braccianti fermi per la grandine: per la CISOA intemperie vale il massimale mensile della cassa integrazione?',
    );
    expect(openingLines(text)).toContain('non è soggetto al massimale');
    expect(openingLines(text)).toMatch(/^\*\*No\*\*/);
  });

  it('the firm\'s size told as "siamo in 6)": one total of ROL and ex festività, with its parts', async () => {
    const { text } = await askAgent(
      'main-agent',
      "Nel negozio (terziario Confcommercio, siamo in 6) un commesso assunto nel 2018: quante ore l'anno tra ROL ed ex festività?",
    );
    expect(openingLines(text)).toContain("88 ore l'anno");
    expect(openingLines(text)).toContain('32 ore');
    expect(openingLines(text)).not.toContain('104 ore');
  });
});
