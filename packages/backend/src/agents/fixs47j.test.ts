import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;

describe('"quale si usa" after a reckoning term asks that term, not the agreement', () => {
  it('answers the hourly pay with its divisor', () => {
    const text = ask(
      'calcolo',
      'Paga oraria di una segretaria al 4° livello del CCNL Studi professionali, tempo pieno: il divisore, quale si applica?',
    );
    expect(openingLine(text)).toMatch(/paga oraria è di \*\*9,38 €\*\*/);
    expect(text).toMatch(/÷ 170/);
    expect(text).not.toMatch(/il contratto di riferimento è/);
  });
});

describe("a payslip's minimum doubted, with the shortfall asked", () => {
  const slip = [
    'STUDIO LEGALE ROSSI - Cedolino paga - Periodo: OTTOBRE 2026',
    'Dipendente: BIANCHI ANNA   Qualifica: Impiegata di segreteria',
    'CCNL: Studi professionali (Confprofessioni)   Livello: 4°',
    'Tempo pieno 40 h/sett.',
    'Minimo tabellare                  26 gg      1.553,35',
    'TOTALE COMPETENZE                            1.553,35',
    'NETTO IN BUSTA                               1.310,00',
  ].join('\n');
  it('gives the minimum due and the monthly gap even when "è corretto?" is asked too', () => {
    const text = askAgent(
      'calcolo',
      'Il minimo di questa busta mi pare quello vecchio. È corretto? Se non lo è, di quanto è sotto?',
      withUpload('busta-ottobre.txt', slip),
    ).text;
    expect(openingLine(text)).toMatch(/1\.595,42 €/);
    expect(openingLine(text)).toMatch(/(?:inferiore di 42,07 €|42,07 € in meno)/);
  });
});

describe('ROL asked as the agreement words it ("riduzione d\'orario") beside the ex festività', () => {
  it('sums both for a five-day week', () => {
    const text = ask(
      'main-agent',
      "Studio di architettura, CCNL Studi professionali, orario dal lunedì al venerdì: un dipendente in forza da molti anni quante ore ha in un anno di riduzione dell'orario e di ex festività?",
    );
    expect(text).toMatch(/\*\*72 ore l'anno\*\*/);
    expect(text).not.toMatch(/\*\*40 ore\*\*\./);
  });

  it('keeps the sum when holidays are asked first', () => {
    const text = ask(
      'main-agent',
      "CCNL Studi professionali, settimana di 5 giorni: quante ferie ha una dipendente anziana e quante ore di permessi tra riduzione d'orario ed ex festività?",
    );
    expect(text).toMatch(/22 giorni/);
    expect(text).toMatch(/72 ore l'anno/);
  });
});

describe('an apprentice\'s pay asked for "i primi mesi"', () => {
  it('computes the first period on the level of arrival', () => {
    const text = ask(
      'calcolo',
      'Assumiamo in apprendistato professionalizzante una ragazza che arriverà al 3° livello, CCNL studi professionali: durante i primi mesi che lordo mensile le diamo?',
    );
    expect(openingLine(text)).toMatch(/\*\*1\.194,46 €\*\*/);
  });
});

describe('a colleague told by tasks, asked about with a pronoun', () => {
  it("places the colleague on her own tasks, not the earlier worker's", () => {
    const text = ask(
      'inquadra',
      'E la collega, che invece redige i bilanci dei clienti e predispone le dichiarazioni dei redditi? Come la inquadriamo?',
      [
        'Studio di commercialisti, CCNL Studi professionali: una nuova impiegata farà la prima nota e le riconciliazioni bancarie col gestionale, sotto supervisione. Che livello?',
      ],
    );
    expect(openingLine(text)).toMatch(/\*\*3° livello\*\*/);
  });
});
