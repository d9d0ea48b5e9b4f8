import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

/** The answer without its sources. */
const body = (text: string) => text.split('\nFonti:')[0] ?? '';

describe('night surcharges across agreements (session 58, fixs58j; new phrasings)', () => {
  it('the same night hours asked again as overtime take the night overtime rate, not the daytime one', () => {
    // FIPE: overtime between 24 and 6 at 60% (absorbing the 25% night surcharge); 4 × 10,00 × 60% = 24,00 €.
    const text = askAgent(
      'calcolo',
      'e se quelle stesse ore fossero straordinario? quanto mi danno in più?',
      {
        history: [
          "bar con contratto fipe, 10 € l'ora, il sabato lavoro dalle 1 alle 5 dentro l'orario: di quanto è la maggiorazione notturna per quelle 4 ore?",
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/24,00 €/);
    expect(body(text)).toMatch(/60%/);
    expect(body(text)).not.toMatch(/\(30%\)|del 30%/);
  });

  it('part of the nights told shorter splits the per-night allowance', () => {
    // Cooperative sociali: 2 nights of 8 hours at 12,39 € and 2 of 3 hours at 6,20 € = 37,18 €.
    const text = askAgent(
      'calcolo',
      "due di queste pero le ho fatte solo dalle 22 all'una, il totale cambia?",
      {
        history: [
          'oss in coop sociale, ho fatto 4 notti dalle 22 alle 6 questo mese: quanto mi spetta di indennità?',
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/\*\*37,18 €\*\*/);
    expect(openingLine(text)).toMatch(/6,20 €/);
  });

  it("an uploaded timesheet's night rows are each valued by their own night hours", () => {
    const sheet =
      'Cartellino ottobre\nGiorno Orario\n06/10 lun 22:00-06:00\n13/10 lun 22:00-06:00\n20/10 23:00-03:00\nResto del mese: 08:00-15:00\n';
    const text = askAgent(
      'calcolo',
      "lavoro in una cooperativa sociale come educatrice, vi mando il cartellino: quanto deve essere l'indennità notturna del mese?",
      withUpload('cartellino.txt', sheet),
    ).text;
    // 2 × 12,39 € + 1 × 6,20 € (23-03 is 4 night hours) = 30,98 €.
    expect(openingLine(text)).toMatch(/\*\*30,98 €\*\*/);
  });

  it('rotating shifts round the clock with enough nights a month take the shift workers’ percentage', () => {
    const text = askAgent(
      'calcolo',
      'coop sociale: da gennaio divento turnista su turni avvicendati nelle 24 ore, 7 notti al mese. come mi pagano le notti?',
      { history: ['sono oss in cooperativa sociale e faccio qualche notte ogni tanto'] },
    ).text;
    expect(openingLine(text)).toMatch(/\*\*10%\*\*/);
    const fewer = askAgent(
      'calcolo',
      'e se sui turni ruotanti h24 le notti fossero solo 3 al mese? resta il 10%? coop sociale',
    ).text;
    expect(body(fewer)).toMatch(/10%/);
  });

  it('the surcharge of some ordinary night hours asked by name is given in euro', () => {
    // Alimentari: night work not in shifts 40%; 8 × 14,00 × 40% = 44,80 €.
    const text = askAgent(
      'calcolo',
      "industria alimentare, sto fisso di notte dalle 22 alle 6 e non sono turnista, 14 € l'ora: qual è la maggiorazione per le 8 ore?",
    ).text;
    expect(openingLine(text)).toMatch(/\*\*44,80 €\*\*/);
  });

  it('two agreements compared on a night shift said without "notturno" compare their night pay', () => {
    const text = askAgent(
      'confronta',
      'nella nostra RSA AIOP e nella cooperativa sociale che ci dà gli OSS, come si paga un turno di notte dalle 22 alle 6?',
    ).text;
    expect(openingLine(text)).toMatch(/15%/);
    expect(openingLine(text)).toMatch(/12,39 €/);
    expect(openingLine(text)).not.toMatch(/Minimi retributivi/);
  });

  it('"per notte" compares the night surcharges, not the holiday ones', () => {
    const text = askAgent(
      'confronta',
      'tra alimentari industria e pubblici esercizi fipe, per notte ordinaria chi paga di piu?',
    ).text;
    expect(body(text)).toMatch(/25%/);
    expect(body(text)).toMatch(/30% \(in turni\)/);
    expect(body(text)).not.toMatch(/festiv/);
  });
});
