import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// What a user following up reads (blind wave h640–h643, session 79): the figure of the thing the turn changes.
const at = (history: string[]) => ({ today: '2026-12-03', history });

describe('follow-up answers', () => {
  it('Sunday overtime after a weekday one is valued on the pay the user gave, not on the hour the reply quoted', async () => {
    const a = await askAgent(
      'calcolo',
      'e se invece quelle 6 ore le avessimo fatte di domenica, come straordinario festivo? quanto veniva?',
      at([
        "sono operaio edile in un'impresa ANCE, la mia paga oraria in busta è 9,80 € lordi. sabato scorso ci hanno fatto fare 6 ore di straordinario di giorno. quanto mi devono per quelle 6 ore, maggiorazione compresa?",
        "Per 6 ore di straordinario diurno con la maggiorazione del 35% ti spettano circa 79,38 € lordi (9,80 × 1,35 = 13,23 € l'ora).",
      ]),
    );
    expect(openingLine(a.text)).toContain('9,80');
    expect(openingLine(a.text)).toContain('91,14 €');
  });

  it('"e dal 13° mese in poi? cambia ancora dopo?" gives that period’s share and the later ones, no other kind’s', async () => {
    const a = await askAgent(
      'main-agent',
      'e dal 13° mese in poi? cambia ancora dopo?',
      at([
        'studio commercialista, assumo apprendista professionalizzante, ccnl studi professionali. che percentuale del minimo gli spetta il primo anno?',
      ]),
    );
    expect(openingLine(a.text)).toContain('dal 13° al 24° mese');
    expect(openingLine(a.text)).toContain('85%');
    expect(a.text).toContain('93%');
    // The shares of the apprenticeship for a qualification or a diploma are not this apprentice's.
    expect(a.text).not.toMatch(/\b45\b|\b55\b/);
  });

  it('the permits once 2 years of service are done: the total and what the step adds', async () => {
    const a = await askAgent(
      'main-agent',
      'ok e quindi da marzo 2027, quando avrò fatto 2 anni, a quante ore arrivo in totale?',
      at([
        'Ciao, lavoro in una pizzeria da asporto dal marzo 2025, contratto FIPE pubblici esercizi. Quante ore di riduzione orario/permessi mi spettano adesso, nei primi anni?',
      ]),
    );
    expect(openingLine(a.text)).toContain("68 ore l'anno");
    expect(openingLine(a.text)).toContain('+36 ore di ROL dopo 2 anni');
  });

  it('"e l\'anno scorso di questi tempi?" gives the one minimum in force a year back', async () => {
    const a = await askAgent(
      'main-agent',
      "e l'anno scorso di questi tempi?",
      at(['sono commis di sala in una tavola calda, 6° super FIPE. qual è il minimo lordo mensile adesso?']),
    );
    expect(openingLine(a.text)).toContain('1.480,77 €');
    expect(a.text).not.toContain('1.446,72');
  });

  it('"e se dal mese prossimo mi fanno fare 20 ore?" gives the minimum at 20 hours', async () => {
    const a = await askAgent(
      'calcolo',
      'e se dal mese prossimo mi fanno fare 20 ore?',
      at([
        'lavoro in un hotel a Rimini col contratto turismo, 4° livello, part time 24 ore a settimana. adesso a dicembre quanto mi spetta di minimo lordo al mese?',
      ]),
    );
    expect(openingLine(a.text)).toContain('20 ore');
    expect(openingLine(a.text)).toContain('847,85 €');
  });
});
