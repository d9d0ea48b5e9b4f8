import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('absences computed on the figures given (session 33)', () => {
  it('pays a public establishment’s sickness at the INPS 80% of the daily pay told', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "cameriera in una pizzeria, ccnl pubblici esercizi fipe, in malattia da 8 giorni. retribuzione media giornaliera 65 euro: l'inps quanto mi paga al giorno dal 4°?",
      ).text,
    );
    expect(line).toContain('**52,00 € al giorno**');
    expect(line).toContain('80%');
  });

  it('puts the family’s amount for the domestic sick days in the verdict’s opening', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "Buonasera, ho una badante non convivente assunta da un anno e tre mesi per assistere mia madre. La settimana scorsa è stata male 5 giorni di fila (certificato medico regolare). Mi hanno detto che nel lavoro domestico l'INPS non paga niente e che tocca a me: è così? Considerando che la sua retribuzione giornaliera è 50 euro, quanto le devo per quei 5 giorni? E in tutto l'anno quanti giorni di malattia le devo pagare al massimo?",
        { categories: [7] }, // Lavoro domestico selected
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('**175,00 €**');
  });

  it('values a building worker’s first three days with the coefficient over 12 days', () => {
    const text = askAgent(
      'calcolo',
      "E per i primi tre giorni, visto che la malattia ha superato i 12 giorni, quanto paga l'impresa al giorno?",
      {
        history: [
          'Operaio edile ANCE, 40 ore settimanali, retribuzione oraria utile 12,00 €, in malattia da 15 giorni: quanto vale il trattamento giornaliero dal 4° al 20° giorno?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('**83,96 € al giorno**');
    expect(text).not.toContain('43,96 €');
  });

  it('reads a daily pay told for the parental leave as a day’s, not a month’s', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'mio figlio ha 3 anni, voglio il congedo parentale: la mia retribuzione media giornaliera è 70 euro, quanto prendo al giorno?',
      ).text,
    );
    expect(line).toContain('**56,00 € al giorno**');
    expect(line).toContain('3 mesi');
  });

  it('compares the injury bands, not the sickness ones, for the INAIL waiting days', () => {
    const line = openingLine(
      askAgent(
        'confronta',
        "CCNL Multiservizi e CCNL Terziario: in caso di infortunio, nei giorni successivi a quello dell'evento quanto integra il datore per i primi tre giorni di carenza?",
      ).text,
    );
    expect(line).toContain('60% dal 2° al 4° giorno');
    expect(line).toContain('100% dal 2° giorno');
  });

  it('gives the 104 hours of the week told without another week’s example', () => {
    const text = askAgent(
      'calcolo',
      'assisto mia madre con la 104, lavoro 40 ore su 5 giorni: quante ore al mese posso prendere a ore?',
    ).text;
    expect(openingLine(text)).toContain('**24 ore al mese**');
    expect(text).not.toContain('18 ore');
  });

  it('opens with Sì when a mother asks to take the whole maternity leave after the birth', () => {
    const line = openingLine(
      askAgent(
        'inquadra',
        "sono cuoca in un ristorante e sono incinta: quanto mi paga l'inps la maternità? posso lavorare fino al parto e farli tutti dopo?",
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('**5 mesi**');
    expect(line).toContain('tutti dopo il parto');
  });
});
