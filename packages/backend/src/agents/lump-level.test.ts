import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const THIRD =
  "Sono delegata RSA in un supermercato, contratto commercio Confcommercio. Una collega di terzo livello, full time e assunta nel 2019, dice che la seconda rata dell'una tantum di luglio 2025 gliel'hanno pagata sbagliata. Quanto doveva prendere lordo?";

describe('the una tantum per level and at a part-time share (lump-level.ts)', () => {
  it("opens with the level's instalment from the by-level table", () => {
    expect(openingLines(askAgent('main-agent', THIRD).text)).toContain('202,34 €');
  });

  it("a part-timer's instalment is the level's amount at the part-time share, shown", () => {
    const text = askAgent(
      'main-agent',
      'ok e x un altra collega 4 livello part time al 50%, in forza da prima del 2022 senza assenze, la rata di luglio 25 quanto doveva essere?',
      { history: [THIRD] },
    ).text;
    expect(openingLines(text)).toContain('87,50 €');
    expect(openingLines(text)).toContain('175,00 € × 50%');
  });

  it('"quella tranche" at another level is the same month’s instalment of the una tantum', () => {
    const text = askAgent('main-agent', 'E per un dipendente di 6° livello quanto è quella tranche?', {
      history: [
        'A settembre 2025 quanto spetta di una tantum a una GPG di 4° livello nel CCNL vigilanza privata?',
      ],
    }).text;
    expect(openingLines(text)).toContain('92,86 €');
  });

  it('a renewal that gave none says "nessuna una tantum"', () => {
    const text = askAgent(
      'main-agent',
      "Lavoro in un albergo Federalberghi. Il contratto è stato fermo dal 2016 e poi rinnovato nel 2024: per tutti quegli anni ci hanno dato una tantum o arretrati? E di quanto è l'aumento totale al quarto livello?",
    ).text;
    expect(openingLines(text)).toContain('nessuna una tantum');
  });

  it('the Studi professionali una tantum states its total and its two instalments', () => {
    const text = askAgent(
      'main-agent',
      "Sono un notaio con due dipendenti, applico il contratto degli studi professionali; una l'ho presa nel 2022 a part-time. Il consulente mi ha parlato di un'una tantum del rinnovo 2024. Di che importo totale si trattava, in quante rate?",
    ).text;
    expect(openingLines(text)).toContain('400 euro');
    expect(openingLines(text)).toContain('due tranche da 200 euro');
  });
});
