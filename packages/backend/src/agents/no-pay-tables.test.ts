import { describe, expect, it } from 'vitest';
import { euro } from '../kb/format.js';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

/**
 * Every path that reads pay tables, on the shipped Terziario Confesercenti file, which has none: the answer
 * names the gap in one sentence, states no minimum, never borrows Confcommercio's, and says what still works.
 */
const CONFESERCENTI = 15;
const GAP =
  'I minimi retributivi del CCNL Terziario Confesercenti non sono disponibili nella base di conoscenza';
const ask = (agent: string, message: string) => askAgent(agent, message, { categories: [CONFESERCENTI] });
const commercio = testKb.byId('terziario-confcommercio');
if (!commercio) throw new Error('CCNL Commercio missing');
/** Confcommercio's minimums as an answer would print them: none may appear as Confesercenti's. */
const borrowed = [...new Set(commercio.pay_tables.flatMap((t) => t.levels.map((r) => euro(r.amount))))];
const EURO = /\d[\d.]*(?:,\d+)?\s*€|€\s*\d/;

function expectHonestGap(text: string) {
  expect(openingLine(text).replace(/\*\*/g, '')).toContain(GAP);
  for (const amount of borrowed) expect(text).not.toContain(amount);
}

describe('an agreement without pay tables (Terziario Confesercenti)', () => {
  it('main-agent: a level minimum is a gap in one sentence, with no figure, and offers the calculation from a gross', () => {
    for (const question of [
      'Qual è il minimo tabellare del 4° livello nel CCNL Terziario Confesercenti?',
      'Minimi retributivi del CCNL Confesercenti',
    ]) {
      const { text } = askAgent('main-agent', question);
      expectHonestGap(text);
      expect(openingLine(text)).toContain('da un lordo mensile o da una RAL che mi indichi');
      expect(text).not.toMatch(EURO);
    }
  });

  it('main-agent: the hourly rate and the daily quota are gaps too, saying what they would need', () => {
    const hourly = ask('main-agent', 'Qual è la paga oraria di un 4° livello?');
    expectHonestGap(hourly.text);
    expect(openingLine(hourly.text)).toContain('Posso comunque calcolare la paga oraria da un lordo mensile');
    expect(hourly.text).not.toMatch(EURO);
    const daily = ask('calcolo', 'Quota giornaliera di un 4° livello');
    expectHonestGap(daily.text);
  });

  it('renewal: the increase of a level or a tranche is a gap, with the range its own sources give', () => {
    const { text, riferimenti } = askAgent(
      'main-agent',
      'Di quanto aumenta il minimo del 5° livello a marzo 2025 nel CCNL Confesercenti?',
    );
    const lead = openingLine(text);
    expect(lead).toContain(
      "l'aumento del minimo del 5° livello **non è disponibile nella base di conoscenza**",
    );
    expect(lead).toContain('da 23 a 52 € lordi al mese secondo il livello');
    expect(riferimenti.map((r) => r.source_url)).toContain(
      'https://pmi.it/economia/lavoro/367124/ccnl-commercio-calcolo-stipendio-netto-livello.html',
    );
    for (const amount of borrowed) expect(text).not.toContain(amount);
    // The increase the renewal sources state for the agreement itself is still given.
    const regime = askAgent(
      'main-agent',
      'Di quanto aumenta lo stipendio del 4° livello nel CCNL Confesercenti con il rinnovo?',
    );
    expect(openingLine(regime.text)).toContain('**240,00 €** di minimi al 4° livello');
  });

  it('calcolo: the net from a level is a gap that does not ask for another date; a gross still computes', () => {
    const fromLevel = ask('calcolo', 'Netto mensile di un 4° livello');
    expectHonestGap(fromLevel.text);
    expect(fromLevel.text).not.toMatch(EURO);
    expect(fromLevel.calcolaField).not.toBe('data');
    expect(fromLevel.payslipUpdates).toMatchObject({ ccnl: String(CONFESERCENTI), livello: '4' });
    const fromGross = ask('calcolo', 'Netto mensile con 1800 € lordi al mese');
    expect(openingLine(fromGross.text)).toContain('**1.499,93 € al mese**');
    // The agreement's own fact still applies: 14 monthly payments.
    expect(fromGross.text).toContain('14 mensilità, come prevede il CCNL Terziario Confesercenti');
  });

  it('employer cost and TFR from a level are gaps that ask for the RAL or the monthly gross', () => {
    const cases: [string, string][] = [
      ["Quanto costa all'azienda un 3° livello full time?", "il costo per l'azienda"],
      ['TFR di un 4° livello per 3 anni', 'il TFR'],
    ];
    for (const [question, what] of cases) {
      const { text } = ask('calcolo', question);
      expectHonestGap(text);
      expect(openingLine(text)).toContain(
        `Per calcolare ${what} mi serve quindi **la RAL o il lordo mensile**`,
      );
      expect(text).not.toMatch(EURO);
    }
    const fromRal = ask('calcolo', "Quanto costa all'azienda una RAL di 25.000 €?");
    expect(openingLine(fromRal.text)).not.toContain(GAP);
    expect(fromRal.text).toMatch(/25\.000,00 €/);
  });

  it('the tredicesima of a level is a gap that still explains how it accrues', () => {
    const { text } = ask('calcolo', 'Tredicesima di un 4° livello assunto a marzo 2025');
    expectHonestGap(text);
    expect(openingLine(text)).toContain('Posso comunque calcolare la tredicesima da un lordo mensile');
    expect(text).toContain('1/12 della retribuzione mensile per ogni mese lavorato');
    expect(text).not.toMatch(EURO);
  });

  it('confronta: the Confesercenti cell says "dato non disponibile" beside the Commercio figure', () => {
    const { text } = askAgent(
      'confronta',
      'Confronta il minimo del 4° livello tra CCNL Commercio Confcommercio e Confesercenti',
    );
    const row = text.split('\n').find((l) => l.startsWith('| CCNL Terziario Confesercenti |'));
    expect(row).toContain('dato non disponibile nella base di conoscenza (nessuna tabella dei minimi');
    expect(row).not.toMatch(EURO);
    expect(text.split('\n').find((l) => l.startsWith('| CCNL Commercio |'))).toMatch(EURO);
  });

  it("inquadra: the level and its neighbours are given in the agreement's order, without pay", () => {
    const { text } = ask('inquadra', 'Come inquadro un commesso addetto alle vendite?');
    expect(openingLine(text)).toBe('Livello proposto: **4° livello** del CCNL Terziario Confesercenti.');
    expect(text).toContain('Minimo mensile del livello: dato non disponibile nella base di conoscenza');
    // No table ranks the levels: the file's order does (Quadri first), so the 3rd is above and the 5th below.
    expect(text).toMatch(/- 3° livello, sopra:/);
    expect(text).toMatch(/- 5° livello, sotto:/);
    expect(text).not.toMatch(EURO);
  });
});
