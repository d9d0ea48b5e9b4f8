import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Read at TEST_TODAY (22 November 2026): Commercio 4° at 1.818,75 € since 1 November 2026, +40 € from 1 February
// 2027; Studi professionali 4° at 1.595,42 €, 1.614,12 € from 1 December 2026.

describe('tranches still to come, asked after one', () => {
  it('"ce ne sono altri o era l\'ultimo? quando e quanto?": the next tranche, its day and amount first', async () => {
    const { text } = await askAgent(
      'main-agent',
      "ok grazie. e poi ce ne sono altri di aumenti o era l'ultimo? quando e quanto?",
      { history: ['sono commessa, quarto livello commercio: quanto è adesso il minimo lordo al mese?'] },
    );
    const opening = openingLine(text);
    expect(opening).toContain('1° febbraio 2027');
    expect(opening).toContain('**40,00 €**');
    expect(opening).toContain("È l'ultima tranche del rinnovo");
  });

  it('"è previsto un aumento a breve? … a quanto passa il 4° livello?": the new minimum in bold', async () => {
    const { text } = await askAgent(
      'main-agent',
      'È previsto un aumento a breve? Con quale decorrenza e a quanto passa il 4° livello?',
      { history: ['Qual è il minimo tabellare del 4° livello CCNL Studi professionali oggi?'] },
    );
    const opening = openingLine(text);
    expect(opening).toContain('1° dicembre 2026');
    expect(opening).toContain('**1.614,12 €**');
  });

  it('the latest tranche and the ones to come asked together: both, the latest first', async () => {
    const { text } = await askAgent(
      'main-agent',
      "Commercio: da quale mese devo applicare l'ultimo aumento contrattuale e di quanto è al IV livello? E ce ne sono altri in arrivo?",
    );
    const opening = openingLine(text);
    expect(opening).toMatch(/\*\*35,00 €\*\* dal 1° novembre 2026.*1° febbraio 2027: 40,00 €/);
  });
});

describe('a hiring letter checked against the table in force today', () => {
  const letter = [
    'Studio Legale Martini & Associati - Firenze',
    'Proposta di assunzione',
    'assunzione a tempo indeterminato dal 01/12/2026 con mansioni di impiegata addetta alla segreteria dello studio.',
    'CCNL: Studi professionali (Confprofessioni)',
    'Livello: 3°',
    'Orario: part-time orizzontale 30 ore settimanali (75%)',
    'Retribuzione lorda mensile: euro 1.279,78 per 14 mensilità',
  ].join('\n');

  it('"corretto rispetto al contratto in vigore adesso? E a dicembre cambierà?": Sì at today, then December', async () => {
    const { text } = await askAgent(
      'main-agent',
      "Sono 30 ore invece di 40, quindi la paga è riproporzionata, ma non so se hanno usato il minimo giusto del 3° livello. Mi potete dire se l'importo è corretto rispetto al contratto in vigore adesso? E a dicembre, quando parte l'aumento, cambierà?",
      { documents: [{ fileId: 'f', fileName: 'proposta.txt', text: letter }] },
    );
    const opening = openingLine(text);
    expect(opening).toMatch(/^\*\*Sì\*\*/);
    expect(opening).toContain('**1.279,78 €**');
    expect(opening).toContain('Dal 1° dicembre 2026 cambia');
    expect(opening).toContain('1.294,78 €');
    expect(text).not.toContain('Confronto:');
  });
});

describe('comparisons', () => {
  it('the quattordicesima compared: how much and when each agreement pays it', async () => {
    const { text } = await askAgent(
      'confronta',
      'Quattordicesima mensilità: come è prevista nel CCNL Cooperative sociali rispetto al CCNL Vigilanza privata e servizi fiduciari?',
    );
    const opening = openingLine(text);
    expect(opening).toContain('50%');
    expect(opening).toContain('giugno');
    expect(opening).toContain('15 luglio');
  });

  it('a year of minimum pay, each agreement at the table day the question gives it', async () => {
    const { text } = await askAgent(
      'confronta',
      'Confronto la retribuzione annua minima 2026 tra un 3° livello Industria alimentare (minimo+contingenza dal 1.1.2026, 14 mensilità) e un C3 Metalmeccanici industria (minimo dal 1.6.2026, 13 mensilità), calcolando entrambi a regime sui nuovi minimi per 12 mesi. Quale è più alta?',
    );
    const opening = openingLine(text);
    expect(opening).toContain('29.238,72 €');
    expect(opening).toContain('28.748,59 €');
    expect(opening).toContain('più alto è nel CCNL Alimentari industria');
    expect(text).not.toContain('Aumento del rinnovo');
  });
});
