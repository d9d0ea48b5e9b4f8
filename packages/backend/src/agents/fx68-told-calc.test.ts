import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const text = (agent: string, message: string, history: string[] = []) =>
  (askAgent(agent, message, { today: '2026-12-01', history }) as { text: string }).text;

describe('pay calculations keep what the user told', () => {
  const change =
    "Faccio le pulizie in una scuola da otto anni. Dal 1° settembre 2026 è subentrata una cooperativa nuova nell'appalto che mi ha riassunto, 2° livello multiservizi a tempo pieno, in busta ho solo paga base e contingenza. La ditta di prima mi ha pagato tutti i ratei ad agosto. Quanto mi tocca di tredicesima dalla cooperativa a dicembre?";

  it('counts only the months with the incoming contractor in the 13th, on the pay told', () => {
    const answer = text('calcolo', change);
    // 1.403,17 (table from 1 October 2026) × 4/12, no EDR: the payslip holds only paga base and contingenza.
    expect(answer).toContain('467,72 €');
    expect(answer).not.toContain('1.413,50');
  });

  it('moves the change day when a follow-up supposes another one', () => {
    const answer = text('calcolo', 'e se la cooperativa fosse subentrata il 1° novembre?', [change]);
    expect(answer).toContain('233,86 €'); // 1.403,17 × 2/12
  });

  it('recomputes the TFR revaluation with the ISTAT rate a follow-up supposes', () => {
    const answer = text('calcolo', "e con l'ISTAT al 3%?", [
      "Il mio TFR accantonato al 31/12/2025 è di 20.000 €. Se l'indice dei prezzi ISTAT salisse del 2% tra dicembre 2025 e dicembre 2026, di quanto si rivaluta e quanta imposta sostitutiva pago?",
    ]);
    // 1,5% + 75% × 3% = 3,75%: 750 € and 127,50 € of tax.
    expect(answer).toContain('750,00 €');
    expect(answer).toContain('127,50 €');
    expect(answer).not.toMatch(/non è ancora stato pubblicato/);
  });

  it('reads "2° livello bis" as the artisans\' own 2bis level', () => {
    const answer = text('calcolo', 'E al 2° livello bis quanto è il minimo?', [
      'Minimo tabellare del 4° livello nel CCNL metalmeccanici artigiani, installazione impianti?',
    ]);
    expect(answer).toContain('1.850,31 €');
  });

  it("values the year's TFR on today's table when the pay asked is today's", () => {
    const answer = text('calcolo', 'e il tfr di un anno intero con lo stipendio attuale quanto fa?', [
      'Sono stato assunto il 1° aprile 2026 in una officina artigiana metalmeccanica, 5° livello, minimo contrattuale. Quanto mi spetta di tredicesima a dicembre?',
    ]);
    expect(answer).toContain('1.555,35 €'); // 1.615,17 × 13 / 13,5 (table from 1 November 2026)
    expect(answer).not.toContain('1.595,91');
  });
});
