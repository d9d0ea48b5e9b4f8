import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Levels and level moves (issue 12, session 55): a pizza maker alone at his counter, a new hire named by another
// title in a follow-up, a passage dated from a day of the month, an abolished junior level, a tranche the
// sources state without its table, and a comporto.
describe('the counter of a pizza maker is not the bar', () => {
  it('a pizza maker alone at the counter stays with the pizza makers', () => {
    const answer = askAgent(
      'inquadra',
      'Pizzeria al taglio, CCNL pubblici esercizi FIPE: il pizzaiolo lavora da solo al banco, stende e farcisce le pizze e le cuoce nel forno elettrico. Che livello gli spetta?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('4° livello');
    expect(opening).not.toContain('barman unico');
  });

  it('a barista alone at the bar counter is still the only barman', () => {
    const answer = askAgent(
      'inquadra',
      'Bar di paese, CCNL FIPE: la ragazza lavora da sola al banco, fa caffè, cappuccini e spremute. Che livello?',
    );
    expect(openingLines(answer.text)).toContain('3° livello');
  });
});

describe('a follow-up that names another title', () => {
  it('a dental assistant without certificate hired as CSO after an ASO', () => {
    const answer = askAgent('inquadra', 'e se invece assumo un ragazzo senza attestato, come CSO?', {
      history: [
        'Studio dentistico, CCNL studi professionali: assumo un’assistente alla poltrona con attestato ASO. Che livello?',
      ],
    });
    const opening = openingLines(answer.text);
    expect(opening).toContain('4° livello');
    expect(opening).not.toContain('3° livello');
  });
});

describe('a passage dated from a day of the month', () => {
  it('from the 20th of a month, the 18 months end in the month after', () => {
    const answer = askAgent(
      'inquadra',
      'Vigilanza privata, servizi fiduciari: mi hanno assunto il 20 aprile 2025 al livello E e sono ancora lì. A che livello dovrei essere adesso?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('livello D');
    expect(opening).toContain('1° novembre 2026');
  });

  it('from the 1st of a month, the month the months are completed', () => {
    const answer = askAgent(
      'inquadra',
      'Vigilanza privata: guardia giurata assunta il 1° marzo 2025 al 6° livello. A che livello dovrebbe essere ora?',
    );
    expect(openingLines(answer.text)).toContain('1° settembre 2026');
  });
});

describe('an abolished junior level', () => {
  it('the level its workers moved to and the rise the move gave', () => {
    const answer = askAgent(
      'main-agent',
      'Mia sorella era al 6 junior nel CCNL logistica trasporto merci: col passaggio di livello di quanto le sale lo stipendio al mese?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('6° livello');
    expect(opening).toContain('127,85 €');
  });
});

describe('a tranche its sources state without a table', () => {
  it('Vigilanza fiduciary services, level D, October 2024', () => {
    const answer = askAgent(
      'main-agent',
      'Servizi fiduciari della vigilanza privata, livello D: l’aumento scattato a ottobre 2024 quanto valeva?',
    );
    expect(openingLines(answer.text)).toContain('32,50 €');
  });
});

describe('a comporto', () => {
  it('Studi professionali: 180 days, 90 more for serious illness', () => {
    const answer = askAgent(
      'main-agent',
      'Studio di commercialisti, CCNL studi professionali: per quanti giorni di malattia il dipendente mantiene il posto?',
    );
    expect(openingLines(answer.text)).toContain('180 giorni');
  });

  it('an injury asked still opens with the injury’s own comporto and shares', () => {
    const answer = askAgent(
      'main-agent',
      'Studio notarile, CCNL studi professionali: una dipendente ha avuto un infortunio sul lavoro. Quanto integra lo studio e per quanto tempo le conserviamo il posto?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/Infortunio: \*\*conservazione del posto/);
    expect(opening).toContain('60%');
  });
});
