import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const opening = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');

describe('Operai agricoli: sector INPS share, terzo elemento, follow-up on another worker', () => {
  it('nets a farm worker at the 8,84% INPS share', async () => {
    const a = await askAgent(
      'calcolo',
      'Bracciante fisso in una stalla, contratto operai agricoli, 26.000 euro lordi annui nel 2026: che netto annuo gli resta senza addizionali?',
    );
    expect(a.text).toContain('26.000,00 × 8,84%');
    expect(a.text).not.toContain('× 9,19%');
  });

  it('checks a farm payslip against the 8,84% share', async () => {
    const doc =
      'BUSTA PAGA SETTEMBRE 2026\nCCNL operai agricoli e florovivaisti\nOperaio a tempo determinato\nImponibile previdenziale: 2.000,00 €\nContributi INPS c/dipendente 9,19%: 183,80 €\n';
    const a = await askAgent(
      'calcolo',
      'Vi giro il cedolino del mio potatore: quanto doveva essere la trattenuta INPS sua?',
      withUpload('busta.txt', doc),
    );
    expect(opening(a.text)).toContain('176,80 €');
  });

  it('adds the terzo elemento to an hourly provincial wage, and works out a day', async () => {
    const first =
      'per la raccolta delle olive ho un OTD, il provinciale prevede 9,00 euro l’ora: di terzo elemento quanto devo mettere all’ora?';
    const a = await askAgent('calcolo', first);
    expect(opening(a.text)).toContain('2,74 €');
    expect(opening(a.text)).toContain('11,74 €');
    const b = await askAgent(
      'calcolo',
      'e una giornata intera di 6 ore e mezza col terzo elemento quanto fa?',
      {
        history: [first],
      },
    );
    expect(opening(b.text)).toContain('76,31 €');
  });

  it('says the terzo elemento already holds the 14th month', async () => {
    const a = await askAgent(
      'main-agent',
      'Per i miei stagionali in agricoltura (operai a tempo determinato) il terzo elemento include anche la quattordicesima?',
    );
    expect(opening(a.text)).toMatch(/Sì.*comprende già la quattordicesima/);
    expect(opening(a.text)).toContain('ferie');
  });

  it('places another worker of a follow-up on their own words, not the agreement named before', async () => {
    const a = await askAgent(
      'inquadra',
      'E un operaio addetto alla potatura, compiti variabili non complessi imparati con un periodo di pratica?',
      {
        history: [
          'Per vendemmiare prendo studenti senza nessuna esperienza, tagliano solo i grappoli. Che area col contratto degli operai agricoli?',
        ],
      },
    );
    expect(opening(a.text)).toContain('Area 2');
  });
});
