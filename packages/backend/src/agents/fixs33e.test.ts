import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 33 (fixs33e): pay questions in conversations and claims about dates.
describe('fixs33e: pay in conversations, claims about dates', () => {
  it("asks the level, the hire date and the hours for a person's 13th with no agreement", async () => {
    const { text } = await askAgent(
      'main-agent',
      "Mi fai la tredicesima di Marco? L'abbiamo assunto quest'anno.",
    );
    expect(text).toMatch(/livello di inquadramento/);
    expect(text).toMatch(/data di assunzione/);
    expect(text).toMatch(/part-time/);
  });

  it('answers No to a rise claimed for January when the tranche starts in February', async () => {
    const { text } = await askAgent(
      'main-agent',
      "Il consulente dice che nel commercio a gennaio 2027 scatta l'aumento per il 4° livello. È vero?",
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(text).toMatch(/1° febbraio 2027/);
    expect(text).not.toMatch(/scatti di anzianità/);
  });

  it("reads the minimum 'in vigore oggi' beside a leaflet at today, with the rise over the table before", async () => {
    const leaflet =
      'Rinnovo CCNL Metalmeccanici industria 2025-2028: aumento al livello C3 di 53,17 euro da giugno 2026.';
    const { text } = await askAgent(
      'main-agent',
      'Il nostro tecnico C3 in busta ha il minimo tabellare di maggio 2026. Qual è il minimo del C3 in vigore oggi e quanto è cresciuto rispetto a prima di giugno?',
      { documents: [{ fileId: 'f', fileName: 'volantino.txt', text: leaflet }] },
    );
    expect(openingLine(text)).toMatch(/\*\*2\.211,43 €\*\*/);
    expect(text).toMatch(/53,17 €/);
    expect(text).not.toMatch(/2\.158,26/);
  });

  it("computes the 14th on the level's minimum, not on the employer's figure told before", async () => {
    const { text } = await askAgent(
      'calcolo',
      'e la quattordicesima di luglio quanto doveva essere? io ho solo il minimo, niente superminimo',
      {
        history: [
          'faccio la cameriera in un bar 4 liv contratto fipe quant e la paga minima lorda?? la titolare dice 1600',
        ],
      },
    );
    expect(openingLine(text)).toMatch(/1\.692,69 €/);
    expect(text).not.toMatch(/1\.600,00 €/);
  });

  it('keeps the PAR accrual in a follow-up on the hours accrued by year end', async () => {
    const { text } = await askAgent(
      'main-agent',
      'e per uno entrato il 1/7 quante ore ne ha maturate a fine anno?',
      { history: ['quante ore di PAR spettano in un anno a un metalmeccanico?'] },
    );
    expect(openingLine(text)).toMatch(/\*\*52 ore\*\*/);
  });

  it("reads 'la 14 ma era la metà' as the 14th of the Cooperative sociali", async () => {
    const { text } = await askAgent(
      'main-agent',
      "lavoro in una coop sociale, a giugno ho preso la 14 ma era la metà del mio stipendio, me l'hanno pagata male o funziona così?",
    );
    expect(text).toMatch(/metà \(50%\)/);
  });

  it('answers the ordinary week and the overtime rate asked together', async () => {
    const { text } = await askAgent(
      'calcolo',
      "Nelle cooperative sociali qual è l'orario ordinario, e le ore in più fatte di giorno con quale maggiorazione si pagano?",
    );
    expect(text).toMatch(/38 ore/);
    expect(text).toMatch(/15%/);
  });
});
