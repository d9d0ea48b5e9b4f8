import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 45 (fixs45l): mixed follow-ups and comparisons read in their meaning.
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('"stesse ipotesi" for another worker keeps the place of the turn before', () => {
  it('a job word that names the agreement does not drop the residence', () => {
    const text = ask(
      'calcolo',
      'Medesime ipotesi, però per il geometra assunto con RAL 30.000 € su 14: netto al mese?',
      [
        'Dipendente di uno studio professionale, RAL 25.000 € su 14 mensilità, residente a Bologna, anno 2026, nessun familiare a carico: netto mensile con le addizionali regionale e comunale?',
      ],
    );
    expect(text).toMatch(/Addizionale comunale \(Bologna\)/);
    expect(text).not.toMatch(/Comune di residenza non indicato/);
  });
});

describe('a level minimum from one year to the next', () => {
  it('"di quanto è salito tra il 2025 e il 2026" gives both years and the difference', () => {
    const text = ask(
      'confronta',
      'di quanto è salito il minimo della colf livello B convivente tra il 2025 e il 2026? mi hanno detto che non è cambiato',
    );
    const opening = openingLine(text);
    expect(opening).toMatch(/aumentato di \*\*[\d.,]+ €\*\*/);
    expect(opening).toMatch(/\(2025,.*\(2026,/);
    expect(opening).toContain('Non è quindi rimasto uguale');
  });
});

describe('another worker told by a relative clause with a pronoun', () => {
  it('"e il ragazzo che ci cura le vetrine?" is placed on his own job, not the earlier one', () => {
    const text = ask(
      'inquadra',
      'E il ragazzo che ci sistema le vetrine? Le allestisce lui a ogni cambio di stagione.',
      [
        'Nel nostro negozio di abbigliamento (contratto commercio) assumiamo una commessa: vende, consiglia i clienti e sta alla cassa. Che livello?',
      ],
    );
    expect(openingLine(text)).toContain('3° livello');
  });
});

describe("the employer's whole INPS rate asked item by item", () => {
  it('a firm "soggetta a CIGO/CIGS" is no CIGS question, and no building-trade table answers it', () => {
    const text = ask(
      'calcolo',
      "qual è l'aliquota INPS a carico ditta per gli operai di un'industria metalmeccanica con 40 dipendenti, soggetta a CIGO e CIGS, voce per voce?",
    );
    expect(openingLine(text)).toContain('non sono complete nella base di conoscenza');
    expect(text).not.toMatch(/edil|Fillea/i);
    expect(text).not.toMatch(/\d+,\d+ ?%/);
  });
});

describe('a level weighed against an agreement graded otherwise', () => {
  it('says the equivalent level is not in the knowledge base instead of subtracting a range', () => {
    const text = ask(
      'confronta',
      'Nel CCNL Metalmeccanici PMI Confapi il minimo del livello C3 è superiore o inferiore a quello del CCNL Metalmeccanici industria? Di quanto?',
    );
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/€/);
  });
});
