import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { askedHours } from './overtime-bands.js';

const opening = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(askAgent(agent, message, { history }).text);

describe('the overtime band of the hour asked', () => {
  it('reads the hour asked in words, digits and "after the first n"', () => {
    expect(askedHours('la quarta ora di straordinario')).toMatchObject({ from: 4, to: 4 });
    expect(askedHours('per la 3ª ora')).toMatchObject({ from: 3, to: 3 });
    expect(askedHours('le ore dopo le prime due')).toMatchObject({ from: 3, to: 3 });
    expect(askedHours('le prime 2 ore di straordinario')).toMatchObject({ from: 1, to: 2 });
    expect(askedHours('le ore oltre la 48ª della settimana')).toMatchObject({ from: 49, absolute: true });
    expect(askedHours('quanto vale un’ora di straordinario?')).toBeUndefined();
    expect(askedHours('3 ore di straordinario')).toBeUndefined();
  });

  it.each([
    // Metalmeccanici industria: 25% the first 2 hours, 30% the following ones.
    [
      'Metalmeccanici industria: con che percentuale pagano la quinta ora di straordinario della giornata?',
      '30%',
    ],
    ['metalmeccanico, straordinario: le ore dopo le prime due che maggiorazione hanno?', '30%'],
    // Gomma plastica: 25% the first hour, 35% the following ones.
    ["gomma plastica, faccio 3 ore di straordinario di giorno: la terza ora com'è maggiorata?", '35%'],
    ['Gomma e plastica: la prima ora di straordinario feriale che maggiorazione ha?', '25%'],
    // Commercio: 15% up to the 48th weekly hour, 20% beyond.
    ['Commercio: straordinario della 50ª ora settimanale, maggiorazione?', '20%'],
  ])('%s → %s', (message, rate) => {
    expect(opening(message)).toContain(`**${rate}**`);
  });

  it('states only the first band when the first hours are asked', () => {
    const text = askAgent(
      'main-agent',
      'Metalmeccanici industria, maggiorazione delle prime 2 ore di straordinario?',
    ).text;
    expect(openingLine(text)).toContain('**25%**');
    expect(text).not.toMatch(/\b30%/);
  });
});

describe('the most overtime hours allowed, not the surcharge', () => {
  it.each([
    ['Turismo alberghi: quante ore di straordinario si possono fare al massimo in un anno?', '260 ore'],
    ['metalmeccanici artigiani, tetto annuo degli straordinari?', '230 ore'],
    ['Metalmeccanici industria: quante ore di straordinario al giorno al massimo?', '2 ore al giorno'],
    ['Logistica: limite settimanale delle ore di straordinario?', '12 ore a settimana'],
  ])('%s → %s', (message, figure) => {
    const line = opening(message);
    expect(line).toContain(figure);
    expect(line).not.toMatch(/maggiorazione/);
  });

  it("answers the missing limit with the law's ceiling, never with a percentage", () => {
    const line = opening(
      'Nel CCNL Commercio quante ore di straordinario si possono fare in un anno al massimo?',
    );
    // The agreement's own ceiling is not in the knowledge base: the law's applies (D.Lgs. 66/2003, art. 5 c. 3).
    expect(line).toMatch(/non è nella base di conoscenza.*250 ore l’anno/);
    expect(line).not.toMatch(/\d+%/);
  });
});

describe('13ª pro rata from hire and leaving dates in every form', () => {
  it.each([
    // Commercio 4° livello, 1.818,75 € from 1.11.2026 (December's table): months × 1/12.
    ['Commercio 4° livello, iniziato a lavorare il primo di luglio 2026: tredicesima a dicembre?', 6],
    ['Commercio 4° livello, data di assunzione il 16 marzo 2026: quanta 13ª a fine anno?', 10],
    ['Commercio 4° livello, comincio il 17/04/2026: rateo di tredicesima a dicembre?', 8],
  ])('%s → %i mesi', (message, months) => {
    expect(opening(message, [], 'calcolo')).toContain(`per ${months} mesi`);
  });

  it('reads a resignation said in the first person', () => {
    // 1.783,75 € in force on 20 May 2026; January–May is 5 months (20 days of May count).
    const line = opening(
      'Commercio 4° livello, ci lavoro da anni e mi dimetto il 20 maggio 2026: quanta tredicesima mi spetta?',
      [],
      'calcolo',
    );
    expect(line).toContain('per 5 mesi');
  });
});

describe('ROL plus ex festività as a yearly total', () => {
  it('gives the full amount for the firm size, the graded share for recent hires', () => {
    // Commercio: ROL 56 h (up to 15 employees) or 72 h (more), ex festività 32 h; hired from 1.3.2011: none in
    // the first two years, half in the third and fourth.
    expect(
      opening(
        'Commercio, negozio con 8 dipendenti, commessa assunta nel 2015: ore annue di ROL ed ex festività?',
      ),
    ).toContain("**88 ore l'anno**");
    expect(
      opening(
        'Terziario, azienda di 40 dipendenti, assunto il 10/01/2024: quante ore di permessi ROL ed ex festività in un anno?',
      ),
    ).toContain("**68 ore l'anno**");
    expect(
      opening('Commercio, 100 dipendenti, assunta da sei mesi: monte ore annuo ROL più ex festività?'),
    ).toContain("**32 ore l'anno**");
    // FIPE, art. 114: 104 hours with 32 of ex festività; hired after 1.1.2018, 32 + 36 from the third year.
    expect(
      opening(
        'Pubblici esercizi FIPE, cameriere assunto il 15/01/2024: quante ore di ROL ed ex festività ha in un anno?',
      ),
    ).toContain("**68 ore l'anno**");
  });
});

describe("an apprentice's share at the month asked", () => {
  it.each([
    // (The Commercio pays apprentices as lower levels, art. 53: apprentice-halves.test.ts.)
    ['Studi professionali, apprendista al 20° mese: che percentuale della paga del livello finale?', '85%'],
    [
      'apprendista nel CCNL studi professionali, sono al terzo anno: quanto prendo in percentuale del livello di arrivo?',
      '93%',
    ],
  ])('%s → %s', (message, share) => {
    expect(opening(message)).toContain(`**${share}**`);
  });
});

describe('a notice follow-up that changes only the seniority', () => {
  it('answers the new band’s figure for the side asked before', () => {
    const history = [
      'Quanto preavviso deve dare chi si dimette, 5° livello Commercio, con 2 anni di anzianità?',
    ];
    const line = opening('e con 12 anni?', history);
    // Commercio 4°-5° livello, dimissioni oltre 10 anni: 30 giorni.
    expect(line).toContain('**30 giorni**');
    expect(line).not.toMatch(/fino a 5 anni/);
  });
});

describe('a level chosen among the ones the question weighs', () => {
  it('never proposes a level outside the two offered', () => {
    for (const message of [
      'Lavoro alla cassa di un supermercato (commercio) e chiudo la cassa la sera: mi spetta il 4° o il 5° livello?',
      'Sono centralinista in un’azienda del commercio, inquadrata al 6° livello: non dovrei essere al 5°?',
      // Levels said as bare numbers after "al", without the degree sign.
      'magazziniere in un ingrosso, contratto commercio: il capo mi ha messo al 6 livello ma non spetta il 5?',
    ]) {
      const line = opening(message, [], 'inquadra');
      expect(line, message).not.toMatch(/1° livello|Quadr/);
      expect(line, message).toMatch(/[456]° livello/);
    }
  });

  it('picks the level whose profile fits', () => {
    const line = opening(
      'Sono centralinista in un’azienda del commercio, inquadrata al 6° livello: non dovrei essere al 5°?',
      [],
      'inquadra',
    );
    expect(line).toContain('**5° livello**');
  });
});
