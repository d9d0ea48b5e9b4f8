import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('students, young workers and retirees get the rule or the sum they asked', () => {
  it('states the apprenticeship age limit to the last day', async () => {
    const { text } = await askAgent(
      'main-agent',
      'ho 29 anni e 8 mesi, un magazzino mi prenderebbe in apprendistato professionalizzante: sono troppo grande per farlo?',
    );
    expect(openingLine(text)).toContain('29 anni e 364 giorni');
  });

  it("gives a minor's daily and weekly hours and the ban on night work", async () => {
    const { text } = await askAgent(
      'main-agent',
      'mia figlia ha 17 anni e fa la stagione in un bar: per legge quante ore al giorno e a settimana può lavorare?',
    );
    expect(openingLine(text)).toContain('40 ore a settimana');
    expect(openingLine(text)).toContain('lavoro notturno vietato');
  });

  it('reads "c e un minimo?" without the apostrophe as the part-time least hours', async () => {
    const { text } = await askAgent(
      'main-agent',
      'impresa di pulizie multiservizi, mi offrono un contratto da 10 ore a settimana, si puo o c e un minimo?',
    );
    expect(openingLine(text)).toContain('15 ore settimanali');
  });

  it('keeps the part-time least hours when a follow-up asks whether "il minimo" changes with more staff', async () => {
    const { text } = await askAgent('main-agent', 'e per un ipermercato da 80 dipendenti il minimo cambia?', {
      history: [
        'Negozio di abbigliamento con 15 dipendenti, CCNL Terziario Confcommercio: qual è l’orario settimanale minimo di un part-time?',
      ],
    });
    expect(openingLine(text)).toContain('18 ore');
  });

  it("gives a short fixed-term waiter's probation as one day every 15 calendar days", async () => {
    const { text } = await askAgent(
      'main-agent',
      'e se fosse un contratto a termine di 2 mesi per la stagione?',
      {
        history: [
          'Cameriere al 4° livello del CCNL Pubblici esercizi FIPE, assunto a tempo indeterminato: quanto dura la prova?',
        ],
      },
    );
    expect(openingLine(text)).toContain('1 giorno ogni 15 giorni di calendario');
  });

  it('computes the 13th up to a retirement day from the monthly gross told, not a payslip check', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Mio padre, commesso col contratto del commercio, è andato in pensione il 31 marzo 2026. In busta ha trovato il rateo di tredicesima e vorrebbe controllarlo: prendeva 2.400 euro lordi al mese. Quanto gli spettava di tredicesima?',
    );
    expect(openingLine(text)).toContain('600,00 €');
  });

  it("computes a cooperative's 14th at the June pay told after asking whether it is due", async () => {
    const { text } = await askAgent(
      'calcolo',
      'quindi a giugno quanto mi spettava lordo? lavoro lì da 2 anni a tempo pieno e a giugno avevo 1.700 euro al mese',
      {
        history: [
          'Faccio l’OSS in una cooperativa sociale: mi spetta la quattordicesima? e quando la pagano?',
        ],
      },
    );
    expect(openingLine(text)).toContain('850,00 €');
  });

  it('gives the hourly pay asked to value leave hours, not the leave rules', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Devo pagare in busta le ore di permesso 104 di un impiegato al 4° livello del Terziario Confcommercio a tempo pieno, divisore 168: qual è la sua paga oraria?',
    );
    expect(openingLine(text)).toContain('10,83 €');
  });
});
