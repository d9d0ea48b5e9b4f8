import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 45 (fixs45a): payroll and tax questions read in their meaning.
const ask = (message: string, history: string[] = [], agent = 'calcolo') =>
  askAgent(agent, message, { history }).text;

describe('a surcharge asked in money after a net on a RAL', () => {
  it('is the amount on that pay, not the region rate table', () => {
    const text = ask('ok, adesso aggiungi la regionale del Piemonte. Quanto è l’addizionale regionale?', [
      'RAL 32.000 € nel 2026, nessun familiare a carico: netto annuo senza le addizionali regionale e comunale?',
    ]);
    expect(openingLine(text)).toContain('626,46 €');
    expect(openingLine(text)).not.toMatch(/3,31%/);
  });
});

describe('one surcharge set aside by a pronoun', () => {
  it('"escludendo quella comunale" keeps the regional one and drops the city', () => {
    const text = ask(
      'RAL 30.000 € nel 2026, abito a Modena, nessun familiare a carico. Netto mensile su 13 con l’addizionale regionale, escludendo quella comunale?',
    );
    expect(text).toContain('Emilia-Romagna');
    expect(text).not.toMatch(/Addizionale comunale \(Modena\)/);
  });
  it('the same set-aside holds in a "stesse ipotesi" follow-up', () => {
    const first =
      'Impiegata a Modena, 1.900 € lordi al mese per 14 mensilità nel 2026, nessun altro reddito: netto al mese con la regionale ma lasciando fuori quella comunale?';
    const text = ask('Stesse ipotesi ma con 2.100 € lordi al mese: quanto netto al mese?', [first]);
    expect(text).not.toMatch(/Addizionale comunale \(Modena\)/);
  });
});

describe('a calculation redone for another year', () => {
  it('"e se lo rifaccio sul 2025?" after a net is that net for 2025, not a comparison of agreements', () => {
    const text = ask('e se lo rifaccio per il 2025? stessa situazione, devo confrontarlo con la CU', [
      'Commessa in una profumeria, RAL 30.000 € su 14 mensilità, residente a Milano, anno 2026: netto mensile con le addizionali?',
    ]);
    expect(openingLine(text)).toMatch(/netto stimato per il 2025/);
  });
});

describe('a tax treatment named then set aside', () => {
  it('"la flat tax al 5% sugli aumenti la lasciamo fuori" is not the subject: the net is', () => {
    const text = ask(
      'RAL 25.000 € per il 2026, 14 mensilità, nessun familiare a carico. Addizionali e flat tax al 5% sugli aumenti le lasciamo fuori: quanto netto all’anno e al mese?',
    );
    expect(openingLine(text)).toMatch(/netto stimato per il 2026/);
    expect(openingLine(text)).not.toMatch(/imposta sostitutiva/);
  });
});

describe('the net IRPEF asked beside a surcharge', () => {
  it('opens with the net IRPEF, then the surcharge', () => {
    const text = ask(
      'RAL 40.000 €, residente a Palermo, tutto il 2026, nessun familiare a carico. Calcolami l’IRPEF netta e l’addizionale regionale, la comunale lasciala stare.',
    );
    expect(openingLine(text)).toMatch(/IRPEF netta è di \*\*7\.540,\d\d €/);
    expect(openingLine(text)).toContain('446,79 €');
  });
});

describe('what changed in the brackets', () => {
  it('opens with the change of rate, then the saving on the income', () => {
    const text = ask(
      'Guadagno circa 30.000 lordi. Che cosa cambia negli scaglioni IRPEF nel 2026 rispetto al 2025?',
      [],
      'main-agent',
    );
    expect(openingLine(text)).toMatch(/dal 35% al \*\*33%\*\*/);
  });
});

describe('a city surcharge rate asked', () => {
  it('a comune written in lower case whose rate the KB lacks is the honest gap, not the IRPEF brackets', () => {
    const text = ask("quanto è l'aliquota dell'addizionale comunale irpef di perugia?", [], 'main-agent');
    expect(openingLine(text)).toMatch(/Addizionale comunale: dato non disponibile/);
    expect(text).not.toMatch(/43%/);
  });
  it('the rate asked "per l’acconto" is the rate (or its gap), not the advance rules', () => {
    const text = ask(
      "ok e nel 2026 quale aliquota dell'addizionale comunale di Palermo uso per l'acconto?",
      ['residente a Palermo, imponibile 2025 di 21.700 €: quanto fa l’addizionale comunale 2025?'],
      'main-agent',
    );
    expect(openingLine(text)).toMatch(/Addizionale comunale/);
    expect(openingLine(text)).not.toMatch(/acconto del 30%/);
  });
});

describe('the 2026 relief on night and holiday pay', () => {
  it('"le notti e i festivi sono tassati meno?" is the 15% rule with its income limit', () => {
    const text = ask(
      'Al lavoro dicono che dal 2026 i soldi in più delle notti e delle domeniche si pagano con una tassazione agevolata sul notturno e festivo: con che aliquota e fino a che reddito?',
      [],
      'main-agent',
    );
    expect(openingLine(text)).toContain('15%');
    expect(openingLine(text)).toContain('40.000,00 €');
  });
});
