import { describe, expect, it } from 'vitest';
import { withoutHandedOver } from '../reader/handed-over.js';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 38 (fixs38i): the figure asked opens the answer, not a neighbouring one.
const lead = (agent: string, message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  openingLines(askAgent(agent, message, extra).text);

describe('subjects handed to someone else are not the subject asked', () => {
  it('drops the sentence that hands INPS and TFR over, before the ask', () => {
    expect(
      withoutHandedOver(
        "Hanno chiesto dell'INPS e del TFR ma a quello ci penso io. Qual è la paga oraria minima del DS?",
      ),
    ).toBe('Qual è la paga oraria minima del DS?');
    expect(withoutHandedOver('Dei contributi se ne occupa il commercialista. Quanto la pago?')).toBe(
      'Quanto la pago?',
    );
  });

  it('keeps who pays a benefit, which is the claim asked about', () => {
    const claim = "La colf dice che quando si ammala ci pensa l'INPS. Ha ragione?";
    expect(withoutHandedOver(claim)).toBe(claim);
  });

  it("opens a domestic level's hourly minimum, not the contributions the story names", () => {
    const text = lead(
      'calcolo',
      "Badante di giorno, 30 ore a settimana. Dell'INPS e del TFR me ne occupo io. Inquadrata DS non convivente, qual è la paga oraria minima quest'anno?",
    );
    expect(text).toContain("9,97 € l'ora");
    expect(text).not.toContain('trimestre');
  });
});

describe('a change of the minimum claimed at a month said without its year', () => {
  it('confirms it and opens with the new minimum and its increase', () => {
    const text = lead(
      'main-agent',
      'Studio professionale, segretaria di 3° livello: mi dicono che a dicembre cambia il minimo, è vero? A quanto va?',
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
    expect(text.split('\n')[0]).toContain('1.726,37 €');
    expect(text.split('\n')[0]).toContain('+20,00 €');
  });
});

describe('the last tranche named in a follow-up', () => {
  it('states its amount beside the minimum it brings', () => {
    const text = askAgent('main-agent', "E con l'ultima tranche di febbraio 2027 a quanto arriva?", {
      history: ['Terziario Confcommercio, IV livello: che minimo ha oggi?'],
    }).text;
    expect(openingLines(text)).toContain('1.858,75 €');
    expect(openingLines(text)).toContain('40,00 €');
  });
});

describe("the net tax on a letter's pay", () => {
  const documents = [
    {
      fileId: 'd1',
      fileName: 'lettera.txt',
      text: 'Assunzione dal 1° gennaio 2026. Retribuzione annua lorda (RAL): euro 40.000,00 in 13 mensilità. CCNL applicato: Metalmeccanici industria.',
    },
  ];
  it('opens with the IRPEF after the deductions, not the net pay', () => {
    const text = lead('calcolo', 'Quanta IRPEF netta pagherò nel 2026 con la RAL della lettera?', {
      documents,
    });
    expect(text.split('\n')[0]).toContain('**7.540,16 €**');
    expect(text).not.toContain('al mese');
  });
  it('keeps the net pay when the net pay is asked', () => {
    expect(
      lead('calcolo', 'Quanto prendo netto al mese con questa lettera nel 2026?', { documents }),
    ).toContain('2.214,14 €');
  });
});

describe("a spouse's deduction when the spouse's income of the year is not given", () => {
  it('states the gap with no figure, and invents no children denied', () => {
    const text = lead(
      'calcolo',
      'Mio marito ha perso il lavoro a marzo e ha preso la NASpI fino a settembre. Io ho 27.000 euro di reddito complessivo, figli no. Quanto detraggo per il coniuge a carico nel 2026?',
    );
    expect(text).toMatch(/^Non ho il dato/);
    expect(text).not.toMatch(/\d+,\d\d €/);
    expect(text).not.toMatch(/figli/i);
  });
  it('still computes the deduction for a spouse with no income told', () => {
    expect(
      lead(
        'calcolo',
        'Ho 30.000 euro di reddito complessivo, mia moglie è a carico, figli no: quanto detraggo per lei nel 2026?',
      ),
    ).toContain('710,00 €');
  });
});
