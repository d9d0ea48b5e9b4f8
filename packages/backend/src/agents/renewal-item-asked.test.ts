import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Renewal questions answered with the item asked (issue 12, session 54): one instalment of an una tantum, the
// items a tranche raises, and a level's increase that its only table states beside the old agreement's figure.
describe('the una tantum instalment of the month asked', () => {
  it('Vigilanza, 4th level, September 2024: that instalment only, not the other amounts', () => {
    const answer = askAgent(
      'main-agent',
      'sono guardia giurata al quarto livello, la rata di una tantum di settembre 2024 di quanto era?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('135,00');
    expect(answer.text).not.toContain('130,00');
  });

  it('Vigilanza, level D of the servizi fiduciari, September 2025', () => {
    const answer = askAgent(
      'main-agent',
      'servizi fiduciari livello D: con lo stipendio di settembre 2025 quanto mi tocca di una tantum?',
    );
    expect(openingLines(answer.text)).toContain('130,00');
    expect(answer.text).not.toContain('135,00');
  });
});

describe('a tranche that raises two items', () => {
  it('Chimico A1, July 2027: the minimum and the IPO, each with its share', () => {
    const answer = askAgent(
      'main-agent',
      'chimico farmaceutico, sono in categoria A1: la tranche di luglio 2027 quanto mi alza il TEM?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('90,00');
    expect(opening).toContain('63,00 € di minimo contrattuale');
    expect(opening).toContain('27,00 €');
  });
});

describe('a level’s increase stated by its only table', () => {
  it('AIOP RSA, level D2: the bridge agreement’s rise over the 2012 tabellare', () => {
    const answer = askAgent(
      'main-agent',
      'RSA con contratto AIOP, livello D2: di quanto mi ha aumentato il tabellare l’accordo ponte?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('138,33');
    expect(opening.split('\n')[0]).not.toContain('dato non disponibile');
  });
});

describe('a payslip said unchanged after a tranche was due', () => {
  it('the new minimum item by item beside the rise (h230)', () => {
    const answer = askAgent(
      'calcolo',
      'la cassiera dice che a novembre doveva esserci l aumento e invece la busta e uguale a ottobre. ha ragione? di quanto e la differenza?',
      withUpload(
        'cedolino_novembre_2026_cassiera.txt',
        'SUPERMERCATI DEL BRENTA S.R.L. - Cedolino paga mese di NOVEMBRE 2026\nCCNL: Terziario Distribuzione Servizi (Confcommercio) - Livello: 4° - Tempo pieno 40 h/sett.\nData assunzione: 15/04/2024 - Scatti maturati: 0\n\nVOCI RETRIBUTIVE\nPaga base ................................ 1.257,46\nIndennità di contingenza ................... 524,22\nTerzo elemento ............................... 2,07\nTotale retribuzione mensile .............. 1.783,75\nLordo mese ............................... 1.783,75\nNetto in busta ........................... 1.488,42\n',
      ),
    );
    // Terziario Confcommercio, 4th level: base 1.257,46 + 35,00 from 1 November 2026 = 1.292,46.
    const opening = openingLines(answer.text);
    expect(opening).toContain('1.292,46');
    expect(opening).toContain('35,00');
  });
});
