import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 60 (fx60care): Legge 104 and care — a disabled worker's own daily permit, a part-timer's 3 days worked
// out on the hours said, a horizontal part-time's monthly hours, and what the congedo straordinario accrues.
describe('Legge 104 permits and the care leave', () => {
  it('gives a disabled worker the daily hours beside the 3 days', () => {
    const a = askAgent(
      'main-agent',
      'ho avuto il riconoscimento della 104 art. 3 comma 3 per me stesso, lavoro in un magazzino (ccnl logistica) 8 ore al giorno: che permessi pagati mi spettano?',
    );
    expect(a.text).toContain('2 ore al giorno');
    expect(a.text).toContain('3 giorni');
  });

  it('cuts a disabled worker’s daily permit to 1 hour on a short day', () => {
    const a = askAgent(
      'main-agent',
      'e se riduco a 4 ore al giorno col part time, il permesso orario cambia?',
      {
        history: [
          'sono disabile grave con la 104 per me stesso e lavoro full time in un negozio: che permessi ho?',
        ],
      },
    );
    const open = openingLines(a.text);
    expect(open).toContain('**1 ora al giorno**');
    expect(a.text).not.toMatch(/\b2 ore\b/);
  });

  it('works out the days of a vertical part-time from the hours said, and keeps 3 above half', () => {
    const first =
      'la mia dipendente fa part time verticale 12 ore settimanali (tempo pieno 40 ore) e ha chiesto la 104 per la madre: quanti giorni di permesso le spettano al mese?';
    const a = askAgent('main-agent', first);
    expect(openingLines(a.text)).toContain('**1 giorno al mese**');
    const b = askAgent(
      'main-agent',
      'e con 28 ore settimanali, sempre verticale, quanti giorni le spettano?',
      {
        history: [first],
      },
    );
    expect(openingLines(b.text)).toContain('**3 giorni al mese**');
  });

  it('gives a horizontal part-time’s monthly hours when the 3 days are split in hours', () => {
    const a = askAgent(
      'main-agent',
      'addetta alle pulizie in part time orizzontale, 5 ore al giorno dal lunedì al venerdì, ha la 104 per il padre: vanno ridotti i giorni? e a ore quanto può prendere al mese?',
    );
    expect(a.text).toContain('**3 giorni al mese**');
    expect(a.text).toContain('15 ore al mese');
  });

  it('says the months of congedo straordinario accrue no holidays, 13th or TFR', () => {
    const first =
      'dal mese prossimo sto a casa 4 mesi in congedo straordinario per assistere mia madre con la 104, lavoro in una clinica: mi maturano ferie e tredicesima in quel periodo?';
    const a = askAgent('main-agent', first);
    const open = openingLines(a.text);
    expect(open).toMatch(/\*\*No\*\*/);
    expect(open).toContain('non maturano');
    expect(a.text).toContain('5-quinquies');
    const b = askAgent('main-agent', 'e la liquidazione, il tfr, in quei mesi matura?', { history: [first] });
    expect(openingLines(b.text)).toContain('non matura');
  });

  it('gives a relative’s illness a priority for part-time, not a right', () => {
    const a = askAgent(
      'main-agent',
      'ho un magazziniere (ccnl logistica) che vuole il part time perché il figlio ha un tumore: posso rifiutare o devo per forza concederlo?',
    );
    expect(openingLines(a.text)).toContain('priorità');
    expect(a.text).toContain('81/2015');
  });

  it('leaves the indennità di accompagnamento out of scope, with no pay tables', () => {
    const a = askAgent(
      'main-agent',
      'mia madre ha 90 anni ed è invalida totale: quanto prende di indennità di accompagnamento e come si fa la domanda?',
    );
    expect(a.text).not.toMatch(/minimi|€/);
  });

  it('reads the amount of a payslip’s 104 allowance row', () => {
    const slip = [
      'CEDOLINO PAGA - MARZO 2026',
      'COD   DESCRIZIONE                              ORE/GG   COMPETENZE   TRATTENUTE',
      '0001  Retribuzione mensile                      26 gg    2.100,00',
      '0450  Assenza permesso L.104/92 (padre)          2 gg                  161,54',
      '0451  Indennita permessi L.104/92 c/INPS         2 gg     161,54',
      'NETTO IN BUSTA: 1.650,00',
    ].join('\n');
    const a = askAgent(
      'main-agent',
      'quanto mi hanno anticipato di indennità per i permessi 104 in questa busta paga?',
      {
        ...withUpload('busta-marzo.txt', slip),
      },
    );
    expect(openingLines(a.text)).toContain('161,54 €');
    expect(a.text).not.toContain('161,54 ore');
  });
});
