import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 36 (fixs36n): follow-ups and stories whose words name another subject while the subject stays.
describe('fixs36n: the subject of the conversation is kept', () => {
  it('a son who thinks the INPS pays is no sick child: the carer’s own sick days by seniority', () => {
    const answer = askAgent(
      'main-agent',
      'Colf convivente assunta da un anno con il CCNL lavoro domestico, ha l’influenza da tre giorni. Mio figlio dice che la malattia gliela paga l’INPS: quanti giorni pagati le spettano e a quanto?',
    );
    expect(openingLine(answer.text)).toContain('10 giorni');
    expect(answer.text).toContain('50%');
    expect(answer.text).not.toMatch(/malattia (?:di ciascun|del) figlio/);
  });
  it('"con la stessa anzianità" in a follow-up compares the notice asked, the two levels side by side', () => {
    const answer = askAgent(
      'confronta',
      'E per un 4° livello, sempre con la stessa anzianità? Mettimeli a confronto.',
      {
        history: [
          'Turismo Federalberghi: preavviso di dimissioni per un 2° livello con 12 anni di anzianità?',
        ],
      },
    );
    expect(answer.text).not.toMatch(/scatti/i);
    expect(answer.text).toContain('2 mesi');
    expect(answer.text).toContain('45 giorni');
    expect(answer.text).not.toMatch(/è uguale nei due contratti/);
  });
  it('the ordinary hours of a Saturday with their own rate are no plain hourly pay', () => {
    const answer = askAgent(
      'main-agent',
      'Logistica, addetto di magazzino non viaggiante che lavora su sei giorni: le ore ordinarie del sabato sono maggiorate?',
    );
    expect(openingLine(answer.text)).toContain('20%');
    expect(openingLine(answer.text)).not.toContain('altra maggiorazione');
    expect(openingLine(answer.text)).not.toContain('divisa per');
  });
  it('a follow-up on Saturday after the Sunday rate keeps the surcharge asked', () => {
    const answer = askAgent('main-agent', 'e le ore normali del sabato invece?', {
      history: [
        'ccnl logistica, magazziniere non viaggiante su 6 giorni, la domenica lavora normalmente: che maggiorazione ha?',
      ],
    });
    expect(openingLine(answer.text)).toContain('20%');
  });
});
