import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';
import { weekOfDocument } from './schedule-variant.js';

// Session 57 (fixs57p): blind miss h409 on holidays asked "with the schedule in the letter" uploaded: the letter's
// working week (six days) picks the agreement's figure, not the short week's.

const LETTER = (schedule: string) =>
  [
    'TRASPORTI EMILIA S.P.A.',
    'Egregio Sig. Mario Neri,',
    'con la presente Le comunichiamo la Sua assunzione dal 01/03/2027.',
    'CCNL applicato: Logistica, Trasporto merci e Spedizione.',
    'Mansione: magazziniere, personale non viaggiante. Livello: 5°.',
    `Orario di lavoro: ${schedule}`,
    'Cordiali saluti',
  ].join('\n');

describe('holidays on the schedule of an uploaded hiring letter', () => {
  it('a six-day letter opens with the six-day yearly days, without the short week figure', () => {
    const text = askAgent(
      'main-agent',
      "ciao, ho caricato la lettera di assunzione: con l'orario che c'è scritto, quante ferie all'anno mi dà il contratto collettivo?",
      withUpload('assunzione-neri.txt', LETTER('40 ore settimanali su sei giorni, dal lunedì al sabato.')),
    ).text;
    const line = openingLine(text);
    expect(line).toContain('**26 giorni');
    expect(line).not.toContain('22 giorni');
  });
  it('a five-day letter opens with the five-day figure', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'guardando la lettera allegata, quanti giorni di ferie annui mi spettano?',
        withUpload('assunzione-neri.txt', LETTER('40 ore settimanali distribuite dal lunedì al venerdì.')),
      ).text,
    );
    expect(line).toContain('**22 giorni');
    expect(line).not.toContain('26 giorni');
  });
  it('reads the days the schedule clause states, not a short week it departs from', () => {
    expect(weekOfDocument('Orario: 39 ore settimanali su 6 giorni (deroga alla settimana corta).')).toBe(6);
    expect(weekOfDocument('Orario: 38 ore settimanali, dal lunedì al venerdì.')).toBe(5);
    expect(
      weekOfDocument('Sede di lavoro: Piacenza. Lavoro su 6 giorni al mese in trasferta.'),
    ).toBeUndefined();
  });
});
