import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const letter = (text: string) => ({ documents: [{ fileId: 'f', fileName: 'lettera.txt', text }] });

describe('"contratto vecchio" is the edition, not an agreement named "Vecchio"', () => {
  it('reads the old category into the new level of the conversation agreement', () => {
    const { text } = askAgent(
      'inquadra',
      'nel contratto vecchio avevo un 5 livello (capo squadra), adesso come si chiama e quanto è il minimo da giugno?',
      { history: ['applichiamo il ccnl metalmeccanici industria, siamo 12 in officina'] },
    );
    expect(text).not.toContain('Vecchio');
    expect(openingLine(text)).toContain('C3');
    expect(text).toContain('2.211,43 €');
  });
});

describe('today asked beside the day of next year rise', () => {
  it('keeps today as the reference day and opens with the gross and the day of the rise', () => {
    const { text } = askAgent(
      'calcolo',
      "bar ristorante, contratto fipe. un cameriere al 4 livello full time quanto deve prendere lordo al mese adesso? e l'anno prossimo quando aumenta?",
    );
    const opening = openingLine(text);
    expect(opening).toContain('**1.692,69 €**');
    expect(opening).toContain('**1° giugno 2027**');
    expect(text).not.toContain('per il 2027 non sono nella base di conoscenza');
  });

  it('answers the minimum today and the next tranche without a yes or no', () => {
    const { text } = askAgent(
      'calcolo',
      "commessa 5 livello commercio, il lordo mensile minimo oggi qual è? e quando aumenta l'anno prossimo?",
    );
    expect(openingLine(text)).not.toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('**1.691,70 €**');
    expect(openingLine(text)).toContain('1° febbraio 2027');
  });

  it('still moves to next year when only next year is asked', () => {
    const { text } = askAgent(
      'calcolo',
      "Dal marzo dell'anno prossimo, quando comincio il secondo anno, quanto prenderò da apprendista al 4° livello degli studi professionali?",
    );
    expect(text).not.toContain('al 22 novembre 2026');
  });
});

describe("a leaver's 14th after July's payment", () => {
  it('counts July to the last day once, on the pay in force that day', () => {
    const { text } = askAgent(
      'calcolo',
      "e la quattordicesima? a luglio gliel'abbiamo già data per i mesi da marzo a giugno, adesso quanto le devo ancora?",
      {
        history: [
          "commessa IV livello commercio, assunta il 1/3 di quest'anno, finisce il contratto a termine il 30 novembre. La tredicesima come gliela pago?",
        ],
      },
    );
    expect(openingLine(text)).toContain('**757,81 €**');
    expect(text.match(/la quattordicesima, che si paga/g)).toHaveLength(1);
    expect(text).toContain("retribuzione in atto all'ultimo giorno di lavoro");
  });
});

describe("an uploaded letter's monthly total", () => {
  it('sums the minimum and the superminimo the letter states', () => {
    const { text } = askAgent(
      'main-agent',
      'ok. e quanto mi danno in tutto al mese lordo secondo la lettera, minimo più superminimo?',
      {
        history: ['Nella lettera che ho caricato mi mettono 6 mesi di prova per il livello C2: è regolare?'],
        ...letter(
          'Lettera di assunzione, CCNL Metalmeccanici Industria Federmeccanica, livello C2 (ex 4ª categoria), 40 ore settimanali.\nRetribuzione: minimo tabellare 2.064,88 euro + superminimo individuale 80,00 euro lordi mensili, 13 mensilità.',
        ),
      },
    );
    expect(openingLine(text)).toContain('**2.144,88 €**');
    expect(openingLine(text)).toContain('superminimo individuale 80,00 €');
  });

  it('adds an assegno ad personam to the minimum', () => {
    const { text } = askAgent(
      'main-agent',
      'in tutto quanto mi pagano lordo al mese secondo la lettera?',
      letter(
        'Lettera di assunzione\nCCNL Pubblici esercizi FIPE, aiuto cuoca, 5° livello, full time.\nRetribuzione: minimo contrattuale 1.580,09 € lordi mensili e assegno ad personam 60,00 € lordi mensili.',
      ),
    );
    expect(openingLine(text)).toContain('**1.640,09 €**');
  });
});
