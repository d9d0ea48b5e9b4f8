import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Calculations whose inputs the story gives in ways easy to miss: a season's total pay beside a yearly habit, a
// timesheet whose lines arrive joined, a net's other year asked "to show the difference", a weekend day's
// ordinary hours, night hours said to be ordinary.
describe('inputs the story gives (fixs54d)', () => {
  it('a season total beside "every year we hire" is the TFR base itself, not a month × 14', async () => {
    const a = await askAgent(
      'calcolo',
      'Tutti gli anni a Pasqua assumiamo una commessa a termine nel nostro negozio (commercio). Stavolta nel complesso prenderà 2.700 euro lordi di retribuzione utile. Quanto TFR le matura?',
    );
    expect(openingLines(a.text)).toContain('186,50 €');
    expect(openingLines(a.text)).not.toMatch(/lordo mensile/);
  });

  it('a timesheet whose lines arrive joined counts the kinds, not the ordinary hours', async () => {
    const sheet =
      'PROSPETTO ORE Negozio - CCNL Terziario Confcommercio - Addetta IV livello - settimana 7-13 dicembre 2026 Ore ordinarie: 40 Straordinario diurno: 4 h Straordinario notturno (23-01, inventario): 3 h';
    const a = await askAgent(
      'calcolo',
      'Allego il prospetto della settimana: quanto le spetta lordo per le ore extra?',
      withUpload('prospetto.txt', sheet),
    );
    expect(openingLines(a.text)).toContain('98,52 €');
  });

  it('the other tax year asked "per mostrare la differenza" gives the two nets, not a check on the minimum', async () => {
    const a = await askAgent(
      'calcolo',
      'ora la stessa RAL con le regole del 2025, per mostrare la differenza al cliente',
      {
        history: [
          'Impiegata commercio 4° livello, RAL 34.000 €, tutto l’anno: netto annuo 2026 senza addizionali?',
        ],
      },
    );
    const opening = openingLines(a.text);
    expect(opening).toMatch(/^Con le regole del 2025 il netto annuo passa da/);
    expect(opening).not.toMatch(/minimo/);
  });

  it("a Saturday inside the six-day schedule is paid with the agreement's Saturday surcharge", async () => {
    const a = await askAgent(
      'calcolo',
      "magazziniere logistica, settimana di sei giorni, prendo 11 euro lordi l'ora: il sabato rientra nel mio orario ordinario, un'ora di sabato quanto vale?",
    );
    expect(openingLines(a.text)).toContain('13,20 €');
    expect(openingLines(a.text)).toContain('20%');
  });

  it('ordinary night hours without a sourced rate are a gap, not the night overtime rate', async () => {
    const a = await askAgent(
      'main-agent',
      'supermercato, CCNL commercio: lavoro stabilmente dalle 23 alle 5 come orario ordinario, non sono straordinari. c’è una maggiorazione?',
    );
    const opening = openingLines(a.text);
    expect(opening).toMatch(/non è nella base di conoscenza/);
    expect(opening).not.toMatch(/50%/);
  });

  it('night hours added on top of the contract hours stay night overtime', async () => {
    const a = await askAgent(
      'calcolo',
      'commercio IV livello, orario contrattuale 40 ore: in aggiunta ho fatto 3 ore di notte per il cambio prezzi, quanto mi spetta?',
    );
    expect(openingLines(a.text)).toContain('48,72 €');
  });
});
