import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 58 (fixs58f): care-sector pay and entitlements by law — night hours counted inside the agreement's
// night window only, one night's surcharge, dressing time compared, the INPS sickness share beside an
// agreement's top-up, the month asked over a story's period, a union representative's hours by law, a farm
// OTD's «terzo elemento».

describe('night surcharge on shifts that run past the night window', () => {
  it('counts only the hours between 22 and 6 of a 20-to-8 shift', () => {
    const text = askAgent(
      'calcolo',
      'Lavoro in una RSA Aiop: questo mese 4 notti dalle 20 alle 8, paga oraria 10 euro. Quanto mi devono di maggiorazione notturna?',
    ).text;
    // 8 night hours a shift × 4 × 1,50 € = 48,00 €, not 12 × 4 × 1,50 = 72,00 €.
    expect(openingLine(text)).toContain('48,00 €');
    expect(text).toContain('8 su 12');
    expect(text).not.toContain('72,00 €');
  });
  it('keeps the whole shift when it lies inside the window', () => {
    const text = askAgent(
      'calcolo',
      'rsa aiop, 5 turni di notte dalle 22 alle 6 con quota oraria 9 euro: in più quanto prendo?',
    ).text;
    // 5 × 8 × 1,35 € = 54,00 €.
    expect(openingLine(text)).toContain('54,00 €');
  });
  it('values a single night whose times are given', () => {
    const text = askAgent(
      'calcolo',
      'nella RSA Aiop dove lavoro la mia paga oraria è 10 euro: se faccio una notte 22-6 quanto mi danno in più?',
    ).text;
    // 8 × 1,50 € = 12,00 €.
    expect(openingLine(text)).toContain('12,00 €');
  });
});

describe('dressing time compared between agreements', () => {
  it('compares the minutes, not the weekly hours', () => {
    const text = askAgent(
      'confronta',
      'Per indossare la divisa quanti minuti riconoscono nelle RSA Aiop e nelle cooperative sociali?',
    ).text;
    expect(openingLine(text)).toContain('15 minuti');
    expect(openingLine(text)).not.toContain('38 ore');
    expect(text).toContain('terzomillennio.uil.it');
  });
});

describe('the INPS sickness share asked beside an agreement that tops it up', () => {
  it.each([
    "faccio l'educatrice in una cooperativa sociale e sono in malattia da una settimana: l'INPS quanto mi paga?",
    'lavoro in coop sociale come oss, malattia di 5 giorni: che percentuale mette l’inps?',
  ])('%s', (question) => {
    const text = askAgent('main-agent', question).text;
    expect(openingLine(text)).toContain('50%');
    expect(openingLine(text)).toContain('66,66%');
    expect(text).toContain('Cooperative sociali');
  });
});

describe('the month asked after a period told', () => {
  it('reads the minimum at the month asked, not at the end of the story', () => {
    const text = askAgent(
      'calcolo',
      'In cooperativa sociale sono D2 e tra ottobre 2024 e agosto 2025 ho lavorato part-time 19 ore su 38. A febbraio 2025 che minimo lordo mi spettava?',
    ).text;
    expect(openingLine(text)).toContain('847,21 €');
  });
});

describe('a month that dates the renewal, not the ask', () => {
  it('keeps today when the renewal month is named beside it', () => {
    const text = askAgent(
      'main-agent',
      'Gomma plastica industria: il minimo del livello F che vale oggi, dopo il rinnovo siglato a dicembre 2025, quanto è?',
    ).text;
    expect(openingLine(text)).toContain('2.021,12 €');
  });
});

describe("a union representative's paid leave by law", () => {
  it.each([
    [
      "Sono dirigente RSA in un'azienda con 90 dipendenti: quante ore di permesso retribuito mi spettano all'anno?",
      '90 ore',
    ],
    [
      'sono dirigente sindacale della rsa, siamo 350 dipendenti: quanti permessi retribuiti ho?',
      '8 ore al mese',
    ],
  ])('%s', (question, figure) => {
    const text = askAgent('main-agent', question).text;
    expect(openingLine(text)).toContain(figure);
    expect(text).not.toContain('CCNL Dirigenti');
  });
  it('says how early the leave is asked for', () => {
    const text = askAgent(
      'main-agent',
      'Come dirigente della RSA, con quale preavviso devo chiedere al datore il permesso sindacale retribuito?',
    ).text;
    expect(openingLine(text)).toContain('24 ore prima');
  });
});

describe("a farm OTD's 13th, 14th and holidays inside the hourly pay", () => {
  it.each([
    'sono bracciante stagionale col contratto operai agricoli: la tredicesima e le ferie me le pagano dentro la paga oraria? che percentuale è?',
    'Operaio agricolo a tempo determinato: il padrone dice che quattordicesima e ferie sono già comprese in busta nella paga di ogni ora. Quanto vale questa parte?',
  ])('%s', (question) => {
    const text = askAgent('main-agent', question).text;
    expect(openingLine(text)).toContain('30,44%');
    expect(openingLine(text)).toContain('terzo elemento');
    expect(text).not.toContain('il numero di mensilità non è nella base di conoscenza');
  });
  it('leaves the hourly wage asked as a figure to the provincial wage', () => {
    const text = askAgent(
      'calcolo',
      'ho degli OTD per la vendemmia col contratto operai agricoli: mi dice la cifra esatta della paga oraria lorda, terzo elemento compreso?',
    ).text;
    expect(openingLine(text)).not.toContain('30,44%');
  });
});
