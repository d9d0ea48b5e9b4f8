import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 47 (fixs47h): building (Edilizia) questions answered with their figures.
const today = '2026-11-28';
const ask = (agent: string, message: string, history: string[] = [], extra = {}) =>
  askAgent(agent, message, { history, today, ...extra }).text;

describe('a building worker’s sick pay a day, from the hourly pay given', () => {
  it('an abbreviated ask ("retribuz oraria", "malattia x 10 giorni") prices the first three days', () => {
    const text = ask(
      'calcolo',
      'operaio edile in malattia x 8 giorni, retribuz oraria 10,50 euro, 40 ore settimanali. quanto paga l impresa al giorno per i primi 3 giorni? ccnl edilizia industria',
    );
    // 10,50 × 40 / 6 × 0,5495 = 38,47
    expect(openingLine(text)).toContain('38,47 €');
  });
  it('a longer certificate told next ("in tutto sono 14 giorni") moves the first days to the higher band', () => {
    const first =
      'operaio edile in malattia per 8 giorni, retribuzione oraria 10,50 euro, 40 ore. quanto paga l impresa per ciascuno dei primi tre giorni? ccnl edilizia industria';
    const text = ask(
      'calcolo',
      'il certificato è stato prolungato, in tutto sono 14 giorni: cambia qualcosa per i primi 3 giorni?',
      [first],
    );
    // 10,50 × 40 / 6 × 1,0495 = 73,47
    expect(openingLine(text)).toContain('73,47 €');
  });
  it('the days from the 4th to a day within the band are priced at its coefficient', () => {
    const text = ask(
      'calcolo',
      'Edilizia industria, operaio in malattia da 18 giorni, orario 40 ore settimanali, retribuzione oraria 10,50 euro: quanto paga l’impresa al giorno per le giornate dal 4° al 18°?',
    );
    // 10,50 × 40 / 6 × 0,3795 = 26,57
    expect(openingLine(text)).toContain('26,57 €');
  });
});

describe('an uploaded payslip’s overtime at a lower surcharge, priced on its own hourly rate', () => {
  const payslip = [
    'IMPRESA EDILE ROSSI SRL',
    'CCNL Edilizia Industria',
    'Dipendente: Bianchi Mario   Qualifica: operaio qualificato   Livello: 2',
    'Periodo: settembre 2026',
    '',
    'VOCE                              ORE     TARIFFA    IMPORTO',
    'Retribuzione ordinaria           160,00    11,0000   1.760,00',
    'Straordinario diurno magg. 20%    10,00    13,2000     132,00',
    'TOTALE COMPETENZE                                   1.892,00',
  ].join('\n');
  it('the row of ordinary hours gives the hour the overtime is valued on', () => {
    const text = ask(
      'calcolo',
      'ho caricato la busta, lo straordinario al 20% è giusto? quanto dovevano pagarmi quelle 10 ore?',
      [],
      withUpload('busta-settembre.txt', payslip),
    );
    // 11,00 × 1,35 × 10 = 148,50
    expect(openingLine(text)).toContain('148,50 €');
    expect(openingLine(text)).toContain('35%');
  });
});

describe('travel asked under a provincial agreement', () => {
  it('the gap names the provincial agreement', () => {
    const text = ask(
      'main-agent',
      'Quanto spetta di indennità di trasferta agli operai secondo il contratto integrativo provinciale edile di Treviso per un cantiere a 60 km?',
    );
    expect(text).toMatch(/contratto provinciale/);
    expect(text).not.toMatch(/\d+,\d{2} €/);
  });
});

describe('who pays the 13th, asked with "gliela" and then of another worker', () => {
  it('"gliela paga l’impresa?" asks who pays, not the minimum', () => {
    const text = ask(
      'main-agent',
      'Faccio il muratore in un’impresa edile: la tredicesima me la paga la ditta o no?',
    );
    expect(text).toMatch(/Cassa Edile/);
    expect(text).not.toMatch(/minimi mensili lordi/);
  });
  it('"anche lei la riceve dall’impresa?" of an office worker keeps the subject', () => {
    const first = 'Mio figlio è operaio edile: la tredicesima gliela paga l’impresa o la Cassa Edile?';
    const text = ask(
      'main-agent',
      'E la segretaria della stessa impresa, che è impiegata? Anche lei la riceve dalla Cassa Edile?',
      [first],
    );
    expect(text).toMatch(/20 dicembre/);
    expect(text).toMatch(/quattordicesima/);
  });
});

describe('a level code said in a comparison follow-up', () => {
  it('"va bene, consideriamolo C1" takes that level, not the one the earlier job placed', () => {
    const first =
      'Il manutentore dell’azienda metalmeccanica industriale (CCNL Federmeccanica) che ci fa gli impianti ripara macchinari seguendo procedure già definite. Che livello ha nella classificazione del 2021?';
    const text = ask(
      'confronta',
      'Va bene, consideriamolo C1. Quanto prende di minimo rispetto a un nostro operaio di 3° livello dell’edilizia industria?',
      [first],
    );
    expect(openingLine(text)).toMatch(/livello C1/);
    expect(openingLine(text)).toContain('1.452,56 €');
  });
});
