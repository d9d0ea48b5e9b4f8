import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 41 (fixs41i): payroll rules, the 2026 tax measures and questions outside labour law.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('an ask outside labour law, whatever payroll the story tells', () => {
  it.each([
    'Uso il vostro programma per le buste paga delle commesse. Mio cognato ha un bar: una fattura elettronica di un fornitore gli è stata scartata dal Sistema di Interscambio. Sapete cosa deve fare?',
    'Faccio i cedolini della mia dipendente con voi. Lo SdI mi ha scartato una fattura: entro quando la rimando?',
    "Apriamo un'impresa di pulizie in due soci e poi assumiamo: conviene una srl o restare in forfettario come ditta individuale?",
  ])('%s', (q) => {
    expect(read(q).intent).toBe('out_of_scope');
    const text = askAgent('main-agent', q).text;
    expect(openingLine(text)).toMatch(/esce da ciò di cui mi occupo/);
    expect(text).not.toMatch(/minimo \d/);
  });
});

describe('the 2026 tax measures read from a payslip label or the hours', () => {
  it('the 5% on "incrementi CCNL" above the income limit says no, with the 33.000 € limit', () => {
    const text = askAgent(
      'main-agent',
      "In busta c'è una riga nuova, 'imposta sostitutiva 5% su incrementi CCNL'. Nel 2025 ho avuto un reddito di lavoro dipendente di 36.000 euro. Che cos'è e spetta anche a me?",
    ).text;
    expect(openingLine(text)).toMatch(/^No: .*33\.000,00 €/);
  });
  it('the 15% on holiday hours asked without the word "maggiorazione"', () => {
    const text = askAgent(
      'main-agent',
      "Ho sentito che quest'anno sulle ore di festivo c'è una tassazione agevolata. È vero? Quanto e per chi?",
    ).text;
    expect(openingLine(text)).toMatch(/15%.*40\.000,00 €/);
  });
});

describe('payroll rules asked as a reason or a saving', () => {
  it('"mi spiega perché succede" after a lower 13th month gives the deductions and the adjustment', () => {
    const text = askAgent(
      'main-agent',
      'Ho elaborato la tredicesima su cedolino separato e il netto è più basso di uno stipendio normale, anche se il lordo è lo stesso. Mi spiega perché succede e se a fine anno si sistema?',
    ).text;
    expect(openingLine(text)).toMatch(/detrazioni per lavoro dipendente/);
    expect(text).toMatch(/conguaglio/);
  });
  it('the bracket cut below 28.000 € of taxable income saves 0 €, with a payslip only in the story', () => {
    const q =
      "Il titolare ha letto del taglio dell'IRPEF al 33% e il magazziniere gli ha chiesto perché in busta non ha visto niente di diverso. RAL 30.000 €, nessun altro reddito. Quanto ha risparmiato quest'anno con il taglio dell'aliquota?";
    expect(read(q).intent).toBe('payroll_rules');
    expect(openingLine(askAgent('calcolo', q).text)).toMatch(/0,00 €.*27\.243,00 €.*28\.000,00 €/);
  });
  it("the employer's rates by sector with no pay: the data's gap, no rate and no cost", () => {
    const text = askAgent(
      'calcolo',
      "Quali aliquote contributive a carico ditta applico nel 2026 a un magazziniere di un'industria alimentare con 60 dipendenti e di un negozio con 8, e quanto costa in totale?",
    ).text;
    expect(openingLine(text)).toMatch(/non sono complete nella base di conoscenza/);
    expect(text).not.toMatch(/\d+,\d+ ?%|\d €/);
  });
});

describe('an unpaid trial', () => {
  it.each([
    'mi hanno detto di fare una sera di prova in pizzeria GRATIS, poi se vado bene mi assumono col fipe. è legale?',
    'il titolare vuole che faccia tre giorni di prova senza essere pagata prima di firmare il contratto. si può?',
  ])('%s', (q) => {
    const text = askAgent('main-agent', q).text;
    expect(openingLine(text)).toMatch(/non è legale.*va retribuita.*in nero/);
    expect(text).toMatch(/2096/);
  });
});
