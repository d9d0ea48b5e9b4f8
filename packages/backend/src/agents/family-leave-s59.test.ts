import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 59 (fixs59g): parents' leave and its effects — the Terziario top-up of maternity pay, holidays and the
// 13th month in a child's-illness leave (they do not accrue) against a parental leave (it reduces neither), the
// couple's total months of parental leave, and overtime hours paid at two tiers.
describe('parents’ leave and its effects', () => {
  it('says a sick child’s days off accrue no holidays and no 13th month, not the worker’s own illness rule', () => {
    const a = askAgent(
      'main-agent',
      'sono a casa 4 giorni perché mio figlio ha la febbre, ho preso il congedo per malattia del bambino. mi maturano lo stesso le ferie e la tredicesima?',
    );
    const open = openingLines(a.text);
    expect(open).toMatch(/\*\*No\*\*/);
    expect(open).toContain('non maturano');
    expect(a.text).toContain('art. 48');
    expect(open).not.toMatch(/comporto/);
  });

  it('says a parental leave does not cut holidays and 13th month, contrasted with a child’s illness', () => {
    const a = askAgent(
      'main-agent',
      'e invece per i due mesi di congedo parentale che ha fatto mia moglie in primavera? anche lì le tolgono ferie e tredicesima?',
      {
        history: [
          'mia moglie lavora in un negozio (ccnl commercio) e ha fatto 5 giorni di malattia della figlia: le tolgono ferie e tredicesima?',
        ],
      },
    );
    const open = openingLines(a.text);
    expect(open).toMatch(/^\*\*No/);
    expect(open).toContain('non riducono');
    expect(a.text).toContain('105/2022');
  });

  it('opens with the Commercio top-up of maternity pay to 100%, with its source', () => {
    const a = askAgent(
      'main-agent',
      'ho una commessa (contratto commercio confcommercio) che va in maternità: oltre all’80% dell’INPS devo metterci qualcosa io come datore?',
    );
    const open = openingLines(a.text);
    expect(open).toContain('100%');
    expect(a.text).toContain('fiscoetasse.com');
  });

  it('gives the couple’s total of parental leave as 10 months, 11 months with the father’s three', () => {
    const a = askAgent(
      'main-agent',
      'io e il mio compagno lavoriamo tutti e due nella logistica: tra tutti e due quanti mesi di congedo parentale abbiamo? è vero che se lui ne fa qualcuno aumentano?',
    );
    const open = openingLines(a.text);
    expect(open).toContain('10 mesi');
    expect(open).toContain('11 mesi');
  });

  it('values three overtime hours at the first hour’s rate and the following ones’, when the tiers are told', () => {
    const a = askAgent(
      'calcolo',
      'CCNL gomma plastica, livello F, solo minimo. Ieri ho fatto 3 ore di straordinario di giorno in settimana: mi hanno detto che la prima ora ha una maggiorazione e le successive un’altra. Quanto prendo in tutto?',
    );
    // 2.021,12 / 173 = 11,6828; 11,6828 × 1,25 + 2 × 11,6828 × 1,35 = 46,15 €
    expect(openingLines(a.text)).toContain('46,15 €');
  });
});
