import { describe, expect, it } from 'vitest';
import { indexOf } from '../kb/documents.js';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'f', fileName, text }],
});

describe('whether the agreement pays a fourteenth, asked outright or reported (session 32)', () => {
  it('opens with Sì and the half month in Cooperative sociali', () => {
    const text = askAgent(
      'main-agent',
      'Faccio l’educatrice in una cooperativa sociale. C’è o non c’è la quattordicesima nel nostro contratto, e quando si prende?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('metà');
    expect(text).toContain('giugno');
  });

  it('opens with Sì when the employee’s question is reported (Terziario Confesercenti)', () => {
    const text = askAgent(
      'main-agent',
      'Un negozio applica il CCNL Terziario Confesercenti. La commessa mi chiede se anche a lei spetta la quattordicesima o se c’è solo la tredicesima. Cosa le dico?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
  });

  it('opens with No in an agreement of 13 payments (Metalmeccanici industria)', () => {
    const text = askAgent(
      'main-agent',
      'Nel CCNL Metalmeccanici industria è prevista la quattordicesima? Un operaio dice che gli spetta.',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('13');
  });

  it('answers for the agreement the clause names in a comparison, not the sameness', () => {
    const text = askAgent(
      'confronta',
      "Rispetto ai metalmeccanici Federmeccanica, nel CCNL Confapi c'è anche la quattordicesima? Il dipendente dice di sì.",
      {
        history: [
          'Un cliente è una PMI metalmeccanica iscritta a Confapi, applica il CCNL Metalmeccanici PMI Confapi (Unionmeccanica).',
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('Confapi');
  });
});

describe('one tranche asked, and a payslip weighed against the renewal (session 32)', () => {
  it('gives the July 2026 tranche without a verdict word nor the other tranches’ notes', () => {
    const text = askAgent(
      'main-agent',
      "Seguo un'azienda chimica (CCNL Chimico-farmaceutico). Il responsabile mi chiede di quanto è aumentato il minimo con la tranche di luglio 2026 per la categoria D1, perché vuole capire se la differenza in busta è giusta. Mi dice l'importo?",
    ).text;
    expect(openingLine(text)).toMatch(/^Nel CCNL Chimico-farmaceutico/);
    expect(openingLine(text)).toContain('**60,00 €**');
    expect(text).not.toContain('20 €');
  });

  it('names the level’s code and the tranche missed on a payslip behind the renewal', () => {
    const text = askAgent(
      'calcolo',
      'Nel cedolino allegato di novembre 2026 il minimo della posizione D1 è ancora 1.917,03 €. È aggiornato agli aumenti del rinnovo 2025-2028?',
      upload(
        'CEDOLINO - NOVEMBRE 2026\nAzienda: FarmaChem Lodi S.p.A.\nCCNL: Chimico-farmaceutico (Federchimica-Farmindustria)\nDipendente: Paolo Sala - Categoria D - Posizione D1\nMinimo contrattuale                1.917,03\nI.P.O.                                 0,00\nTotale lordo                       1.917,03\n',
      ),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('livello D1');
    expect(openingLine(text)).toContain('**60,00 € dal 1° luglio 2026**');
  });

  it('reads the minimum in force today when the story names an old payslip month', () => {
    const text = askAgent(
      'main-agent',
      'Ho ricevuto le buste di giugno 2025 di un bar con il CCNL Pubblici esercizi FIPE. Qual è il minimo tabellare del 4° livello in vigore adesso, così sistemo anche gli arretrati?',
    ).text;
    expect(openingLine(text)).toContain('**1.692,69 €**');
    expect(openingLine(text)).not.toContain('1.652,69');
  });
});

describe('a payslip’s printed total of pay items against the items (session 32)', () => {
  it('opens with No and the right total when the items do not add up', () => {
    const text = askAgent(
      'calcolo',
      'Il totale delle competenze fisse torna con le singole voci? Se no, quale dovrebbe essere?',
      upload(
        'CEDOLINO PAGA - MAGGIO 2026\nCCNL applicato: Tessile Abbigliamento Moda - Industria\nLivello: 4\n\nVOCI FISSE\nMinimo contrattuale ........ 1.850,00\nScatti di anzianità (n. 2 x 23,50) ........ 47,00\nSuperminimo individuale ........ 120,00\nTOTALE COMPETENZE FISSE ........ 2.047,00\n\nTRATTENUTE\nContributi IVS 9,19% ........ 188,12\nIRPEF netta ........ 309,40\nNETTO IN BUSTA ........ 1.549,48\n',
      ),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('**2.017,00 €**');
  });
});

describe('a letter’s full-time pay asked for the part-time hours agreed (session 32)', () => {
  it('opens with the letter’s pay scaled to the hours', () => {
    const text = askAgent(
      'calcolo',
      'Una dipendente mi ha girato la lettera di assunzione (allegata): la cifra è a tempo pieno ma lei farà 30 ore. Quanto prenderà al mese con il suo orario?',
      upload(
        "Studio Bianchi - LETTERA DI ASSUNZIONE\nCCNL applicato: Studi professionali.\nOrario a tempo pieno: 40 ore settimanali.\nOrario concordato: part-time orizzontale di 30 ore settimanali.\nRetribuzione tabellare mensile lorda a tempo pieno: 1.800,00 euro, da riproporzionare in base all'orario concordato.\n",
      ),
    ).text;
    expect(openingLine(text)).toContain('**1.350,00 €**');
  });

  it('reads a stored letter (its passages, no text) the same way', () => {
    const letter =
      "RSA Villa Serena - LETTERA DI ASSUNZIONE\nCCNL applicato: Sanità privata AIOP RSA.\nOrario contrattuale a tempo pieno: 36 ore settimanali.\nOrario concordato: part-time orizzontale di 24 ore settimanali.\nRetribuzione tabellare mensile lorda a tempo pieno: 1.720,00 euro, da riproporzionare in base all'orario concordato.\n";
    const index = indexOf({ fileId: 'aiop-text', fileName: 'lettera.txt', text: letter });
    const text = askAgent(
      'calcolo',
      'La cifra della lettera è per il tempo pieno e lei farà 24 ore. Mi calcola la retribuzione tabellare mensile lorda col suo orario?',
      { documents: [{ fileId: 'aiop-stored', fileName: 'lettera.txt', index }] },
    ).text;
    expect(openingLine(text)).toContain('**1.146,67 €**');
  });
});
