import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 33 (fixs33k): terse follow-ups, gap openings, checks of an uploaded statement, the asked order.
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('a revaluation of a sum already set aside is the TFR fund’s, after any turn', () => {
  it('"rivalutazione … su 8.000 già accantonati, netta?" after a pay: the fund revalued, net first', () => {
    const text = ask('calcolo', 'rivalutazione dic 2024 su 8.000 euro già accantonati, netta dopo imposta?', [
      'tfr 2024 ral 30000',
    ]);
    // 8.000 × 2,320017% = 185,60; 17% = 31,55; net 154,05.
    expect(openingLine(text)).toContain('**154,05 €**');
    expect(openingLine(text)).toContain('185,60');
    expect(text).not.toContain('netto stimato');
  });
});

describe('a short job follow-up keeps the agreement the conversation named', () => {
  it('a plant word does not move a Metalmeccanici industria conversation to the craft agreement', () => {
    const text = ask('inquadra', 'e un capo squadra su impianti complessi?', [
      'inquadramento operaio comune addetto carico/scarico, metalmeccanici industria',
    ]);
    expect(openingLine(text)).toContain('C3');
    expect(openingLine(text)).toContain('Metalmeccanici industria');
    expect(text).not.toContain('artigianato');
  });
});

describe('a pay table of the AIOP/ARIS clinics, which the base lacks, is a gap said first', () => {
  for (const question of [
    'tab aiop personale non medico cat C 2026 quanto',
    'aiop non medico cat. D quanto prende nel 2026?',
  ])
    it(question, () => {
      const line = openingLine(ask('main-agent', question));
      expect(line).toContain('non sono nella base di conoscenza');
      expect(line).not.toMatch(/\d\.\d{3},\d{2} €/);
    });
});

describe("a year-end statement's gross IRPEF checked at its tax year's brackets", () => {
  const statement = (tax: string) => ({
    fileId: 'f',
    fileName: 'conguaglio.txt',
    text: `PROSPETTO CONGUAGLIO FISCALE - anno d'imposta 2026\nImponibile fiscale annuo 45.000,00\nIRPEF lorda annua ${tax}\nDetrazioni lavoro dipendente 870,00\n`,
  });
  const check = (tax: string) =>
    askAgent('calcolo', "L'IRPEF lorda del prospetto allegato torna?", { documents: [statement(tax)] }).text;
  it('the 2025 35% used in 2026 is found short: No, the 2026 figure', () => {
    // 23% × 28.000 + 33% × 17.000 = 6.440 + 5.610 = 12.050; printed 6.440 + 35% × 17.000 = 12.390.
    const text = check('12.390,00');
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('**12.050,00 €**');
    expect(text).toContain('scaglioni del 2025');
  });
  it('the right figure is confirmed: Sì', () => {
    expect(openingLine(check('12.050,00'))).toMatch(/^\*\*Sì\*\*/);
  });
});

describe('how a job was classified before is not the job described', () => {
  it('a nursery educator "che prima venivano inquadrate come educatore senza titolo" is D2', () => {
    const line = openingLine(
      ask(
        'inquadra',
        'Cooperativa sociale che gestisce un asilo nido: assumiamo un’educatrice laureata che starà in sezione con i bambini. Prima le educatrici venivano inquadrate come educatore senza titolo. Che livello le spetta?',
      ),
    );
    expect(line).toContain('D2');
  });
});

describe('two subjects asked in one clause open in the order asked', () => {
  it('the week before the overtime surcharge', () => {
    const text = ask(
      'calcolo',
      "Nel commercio qual è l'orario settimanale e lo straordinario quanto è maggiorato?",
    );
    const hours = text.indexOf('**40 ore**');
    const surcharge = text.indexOf('**15%**');
    expect(hours).toBeGreaterThanOrEqual(0);
    expect(surcharge).toBeGreaterThan(hours);
  });
  it('the surcharge first when it is asked first', () => {
    const text = ask(
      'calcolo',
      "Nel commercio lo straordinario quanto è maggiorato e qual è l'orario settimanale?",
    );
    expect(text.indexOf('**15%**')).toBeLessThan(text.indexOf('**40 ore**'));
  });
});
