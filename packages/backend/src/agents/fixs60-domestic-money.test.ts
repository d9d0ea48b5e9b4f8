import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb, withUpload } from '../testing/agents.js';

/**
 * Families' money questions on domestic work (fix session 60): a live-in carer's TFR on her board and lodging too,
 * a payslip's board-and-lodging line read per day, sick days led by the band of the seniority told, the next
 * tranche asked as "aumenti tabellari", another domestic agreement named by its signatories, a live-in carer's
 * pay asked without the person's condition, and another of the family's workers asked in a follow-up.
 */
const text = (answer: unknown) => (answer as { text: string }).text;
const claims = (answer: unknown) => text(answer).split('\nFonti:')[0] ?? '';

describe("a live-in carer's TFR", () => {
  it('holds the conventional board and lodging on 13 payments', () => {
    const answer = askAgent(
      'calcolo',
      'la signora che assiste mio padre vive con noi, livello CS, pagata a tabella, vitto e alloggio li forniamo noi: di TFR quanto accantono per il 2026?',
    );
    // (1.193,84 + 6,66 × 30) × 13 / 13,5 = 1.393,64 × 13 / 13,5 = 1.342,02 (minimo 2026, verbale 11/2/2026).
    expect(openingLines(text(answer))).toContain('1.342,02');
    expect(claims(answer)).not.toContain('1.149,62');
  });

  it('an hourly colf keeps the pay alone', () => {
    const answer = askAgent(
      'calcolo',
      'colf a ore non convivente livello B, minimo di tabella: TFR di un anno?',
    );
    expect(text(answer)).not.toMatch(/vitto e alloggio convenzionali \(/);
  });
});

describe("a household payslip's board-and-lodging line", () => {
  const slip = [
    'BUSTA PAGA NOVEMBRE 2026',
    'Assistente familiare convivente - Livello BS',
    'Ferie: 5 giorni, trascorsi al paese d origine',
    'Paga base 1.053,39',
    'Compenso sostitutivo vitto e alloggio (5 gg) 33,30',
    'Totale 1.086,69',
  ].join('\n');

  it('is read per day against the year’s conventional value, the verdict first', () => {
    const answer = askAgent(
      'main-agent',
      'cosa è questa voce del vitto e alloggio di 33,30 in busta? quanto sarebbe al giorno, è corretta?',
      withUpload('busta-novembre.txt', slip),
    );
    const opening = openingLines(text(answer));
    expect(opening).toContain('6,66 € al giorno');
    expect(opening).toMatch(/corretta/);
    expect(opening).not.toMatch(/mi serve \*\*il lordo/);
  });
});

describe('sick days at the seniority told', () => {
  it('names the band of the years told, not the other bands', () => {
    const answer = askAgent(
      'main-agent',
      'la nostra colf è con noi da 18 mesi e si è ammalata, 12 giorni di certificato: quanti giorni le paghiamo e per quanto le teniamo il posto?',
    );
    const said = claims(answer);
    expect(openingLines(text(answer))).toMatch(/10 giorni/);
    expect(said).toMatch(/45 giorni/);
    expect(said).not.toMatch(/180 giorni/);
  });
});

describe('the next tranche asked as "aumenti tabellari"', () => {
  it('is the renewal asked, with the BS tranche and its date', () => {
    const message =
      'ccnl colf e badanti: dopo gennaio 2026 ci saranno altri aumenti tabellari? da quando il prossimo e quanto per una BS?';
    expect(readQuestion({ kb: testKb, message, history: [], categories: [], today: TEST_TODAY }).intent).toBe(
      'renewal',
    );
    const opening = openingLines(text(askAgent('main-agent', message)));
    expect(opening).toContain('1° gennaio 2027');
    expect(opening).toContain('30,00 €');
  });
});

describe('a domestic agreement signed by other parties', () => {
  it('is not the one held: a gap, no figure', () => {
    const answer = askAgent(
      'main-agent',
      'la famiglia applica il contratto colf di Federproprietà e Confsal: quanto prende una colf livello 2 e quanto è il preavviso?',
    );
    expect(openingLines(text(answer))).toMatch(/Federproprietà-Confsal non è nella base di conoscenza/);
    expect(claims(answer)).not.toMatch(/\d,\d\d €/);
  });
});

describe("a live-in carer's pay without the person's condition", () => {
  it.each([
    'quanto le dobbiamo dare al mese alla badante che vivrà in casa con la nonna?',
    'badante che dorme da noi per mio suocero, quanto si paga al mese??',
  ])('%s asks it and gives both branches', (message) => {
    const answer = askAgent('calcolo', message);
    const opening = openingLines(text(answer));
    expect(opening).toMatch(/autosufficiente/);
    expect(opening).toMatch(/non autosufficiente/);
    expect(opening).toContain('1.053,39');
    expect(opening).toContain('1.193,84');
    expect(text(answer)).not.toMatch(/non trattiene l'IRPEF/);
  });

  it('a follow-up that makes the person self-sufficient moves the level to BS', () => {
    const answer = askAgent('calcolo', 'e se fosse autosuficiente? sempre con la badante in casa, al mese?', {
      history: [
        'badante convivente per mio zio allettato, non autosufficiente, senza diploma: minimo mensile 2026?',
      ],
    });
    expect(openingLines(text(answer))).toContain('1.053,39');
  });
});

describe("another of the family's workers in a follow-up", () => {
  it("the baby-sitter's hourly minimum, not the colf's level nor her pay", () => {
    const answer = askAgent('calcolo', 'e la tata per la bambina di 9 anni, quanto va pagata minimo l’ora?', {
      history: ['la colf che viene due mattine a settimana, livello B, la paghiamo 6,80 l’ora: è il minimo?'],
    });
    const opening = openingLines(text(answer));
    expect(opening).toContain('7,45 €');
    expect(opening).not.toContain('7,01');
    expect(opening).not.toMatch(/divisore orario/);
  });
});
