import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';
import { numericStartDate } from './document-facts.js';
import { dayHoursTotal } from './timesheet-hours.js';

/**
 * The classes a conversation, an uploaded document or a small employer's turns failed in the probe of this
 * session, each in several phrasings: the document's own facts and figures, timesheets, the pay an employer
 * asks in their words, a follow-up that makes a RAL part-time or names dependants, a household worker who
 * does not live in.
 */
const withDocument = (text: string, history: string[] = []) => ({
  documents: [{ fileId: 'd1', fileName: 'documento.txt', text }],
  history,
});
const ask = (message: string, extra = {}) => askAgent('main-agent', message, extra);
const first = (message: string, extra = {}) => openingLine(ask(message, extra).text);

const PAYSLIP =
  'CEDOLINO PAGA - OTTOBRE 2026\nCCNL: Terziario Distribuzione Servizi (Confcommercio)\nLivello: 4\nData assunzione: 01/03/2019\n\nPaga base 1.292,46\nContingenza 524,22\nTotale lordo 1.818,75\nContributi INPS 9,19% 167,14\nIRPEF netta 201,30\n\nNETTO IN BUSTA 1.450,31\n';
const TWO_PAYSLIPS =
  'BUSTA PAGA SETTEMBRE 2026\nLordo 1.700,00\nINPS 156,23\nIRPEF 180,00\nNetto 1.363,77\n\nBUSTA PAGA OTTOBRE 2026\nLordo 1.800,00\nINPS 165,42\nIRPEF 190,00\nNetto 1.444,58\n';

describe('a figure an uploaded payslip states is read off it', () => {
  it.each(['qual è il mio netto?', 'quanto mi hanno dato di netto questo mese?', 'qunto ho preso netto?'])(
    '%s',
    (message) => {
      expect(first(message, withDocument(PAYSLIP))).toContain('**1.450,31 €**');
    },
  );

  it('a doubt asks the agreement instead of quoting the figure', () => {
    expect(first('il netto è giusto?', withDocument(PAYSLIP))).not.toMatch(/^Dal documento.*1\.450,31/);
  });
});

describe('an item summed over several payslips', () => {
  it.each([
    ['quanto ho preso di netto in totale?', '2.808,35'],
    ['quanto ho pagato di irpef in tutto?', '370,00'],
    ['il lordo complessivo dei due mesi?', '3.500,00'],
  ])('%s', (message, total) => {
    expect(first(message, withDocument(TWO_PAYSLIPS))).toContain(`**${total} €**`);
  });
});

describe("the document's agreement, level and hire date answer a question on the worker's own terms", () => {
  it('increments from a hire date written in figures', () => {
    // Commercio: increments every three years; hired 1 March 2019, at 22 November 2026 two trienni are complete.
    expect(first('quanti scatti mi spettano con questa data di assunzione?', withDocument(PAYSLIP))).toMatch(
      /^Nel CCNL Commercio 2 scatti/,
    );
  });

  it('holidays of the agreement a contract clause names, not every agreement', () => {
    const clause =
      'Estratto del contratto individuale\nCCNL Studi professionali, impiegato di 3° livello\nFerie: 20 giorni lavorativi.\n';
    const opening = first('venti giorni di ferie vanno bene?', withDocument(clause));
    expect(opening).toContain('CCNL Studi professionali');
    expect(opening).toContain('22 giorni');
  });

  it.each([
    ['in servizio dal 10/01/2018', '2018-01-10'],
    ['Data assunzione: 1.3.2019', '2019-03-01'],
    ['assunto il 05-09-21 come operaio', '2021-09-05'],
  ])('the start written in figures: %s', (text, day) => {
    expect(numericStartDate(text)).toBe(day);
  });

  it('a resignation letter with the start in figures picks the band of the years served', () => {
    const letter =
      'Oggetto: dimissioni\nIo sottoscritto, operaio di livello C2 del CCNL Metalmeccanici industria, in servizio dal 10/01/2018, rassegno le dimissioni con un preavviso di 15 giorni.\n';
    // C2 from 5 to 10 years: 2 months (lexplain, art. 1 sez. IV tit. VIII).
    expect(first('il preavviso della mia lettera va bene?', withDocument(letter))).toContain('**2 mesi**');
  });
});

describe('timesheets', () => {
  const sheet =
    'Foglio ore - CCNL Commercio 5° livello, 40 ore settimanali\nlunedì 8:00-12:00 13:00-18:00\nmartedì 8:00-12:00 13:00-18:00\nmercoledì 8:00-12:00 13:00-17:00\ngiovedì 8:00-12:00 13:00-17:00\nvenerdì 8:00-12:00 13:00-19:00\n';

  it('the days summed from their time ranges, and from their own counts', () => {
    expect(dayHoursTotal(sheet)).toBe(44);
    expect(dayHoursTotal('Lun (8 ore)\nMar (9 ore)\nMer (8 ore)')).toBe(25);
    // A letter's weekly hours are no day.
    expect(dayHoursTotal('Orario: 40 ore settimanali\nPeriodo di prova: 60 giorni')).toBeUndefined();
  });

  it.each([
    'quante ore di straordinario ho fatto?',
    'quante ore extra risultano, di straordinario, dal foglio?',
  ])('the count opens the answer: %s', (message) => {
    expect(first(message, withDocument(sheet))).toContain('**4 ore di straordinario**');
  });

  it('a follow-up keeps the timesheet: what those hours are worth', () => {
    const answer = ask('e quanto valgono?', withDocument(sheet, ['quante ore di straordinario ho fatto?']));
    // 1.691,70 / 168 = 10,07; +15% = 11,58; 4 hours = 46,32.
    expect(answer.text).toContain('46,32');
  });
});

describe('the pay an employer asks in their own words', () => {
  it.each([
    'colf livello B quanto devo pagarla al mese?',
    'badante livello CS, quanto le devo dare al mese?',
    'il mio garzone è al 6° livello del commercio: quanto lo pago?',
  ])('%s is a pay question', (message) => {
    expect(readQuestion({ kb, message, today: TEST_TODAY }).intent).toBe('minimum_pay');
  });

  it('a topic asked in the same words stays that topic', () => {
    const message = 'la badante è con noi da 4 anni: quanto devo darle di scatti di anzianità?';
    expect(readQuestion({ kb, message, today: TEST_TODAY }).intent).toBe('seniority');
  });

  it('after a turn that only told the hire, the question says what is asked', () => {
    const opening = first('quanto gli devo dare al mese?', {
      history: ["ho un'impresa di pulizie, assumo un addetto al 2 livello multiservizi part-time 20 ore"],
    });
    // Multiservizi 2nd level from 1 October 2026: 1.403,17 €; 20/40.
    expect(opening).toContain('**701,59 €**');
  });
});

describe('a household worker who does not live in, by the hours', () => {
  it.each([
    [
      'e se non fosse convivente, 25 ore a settimana?',
      'colf convivente livello B quanto prende al mese?',
      '759,42',
    ],
    [
      'e se invece non dorme da noi e fa 20 ore a settimana?',
      'badante convivente livello BS, quanto le spetta al mese?',
      '645,67',
    ],
  ])('%s', (message, before, monthly) => {
    // Non-live-in hourly minimums from 1 January 2026 after the ISTAT adjustment: B 7,01, BS 7,45; × hours × 52 / 12.
    expect(first(message, { history: [before] })).toContain(`**${monthly} €**`);
  });
});

describe('a follow-up on a net that changes one thing', () => {
  it.each([
    ['e se fossi part-time al 50%?', 'RAL 28.000, quanto netto al mese?', 14_000],
    ['e col part time al 75 per cento?', 'ho una ral di 32.000 euro, netto mensile?', 24_000],
  ])('%s scales the RAL given before', (message, before, ral) => {
    const read = readQuestion({ kb, message, history: [before], today: TEST_TODAY });
    expect(read.slots.amounts).toEqual([{ kind: 'ral', value: ral }]);
  });

  it('a RAL given with the part-time is already the part-time one', () => {
    const read = readQuestion({
      kb,
      message: 'e se fossi part-time al 50% con una RAL di 14.000?',
      history: ['RAL 28.000, quanto netto al mese?'],
      today: TEST_TODAY,
    });
    expect(read.slots.amounts).toEqual([{ kind: 'ral', value: 14_000 }]);
  });

  // Session 15 (fixm): the spouse's deduction is computed (art. 12 TUIR); children of unknown age stay named.
  it('e con la moglie a carico? includes the spouse deduction in the net', () => {
    expect(
      first('e con la moglie a carico?', {
        history: ['stipendio lordo 2000 euro al mese su 13 mensilità, quanto netto?'],
      }),
    ).toContain('coniuge 690,00 €');
  });
  it('e se ho 2 figli a carico? says the children of unknown age are not computed', () => {
    expect(first('e se ho 2 figli a carico?', { history: ['netto di un metalmeccanico C1?'] })).toContain(
      'non comprende le detrazioni per familiari a carico',
    );
  });

  it('a gross asked in the future opens with the gross', () => {
    expect(first('quanto prenderò lordo al mese al 4 livello del commercio?')).toContain('**1.818,75 €**');
  });
});

describe('a letter or payslip weighed in the words people use', () => {
  const proposal =
    'Proposta di assunzione\nLivello D1 del CCNL Metalmeccanici industria.\nRetribuzione lorda mensile: 1.950,00 euro per 13 mensilità.\nOrario: 40 ore settimanali.\n';

  it.each(['quanto prenderò netto al mese con questa proposta?', 'che netto mi resta con questa offerta?'])(
    'the net of the gross the letter states: %s',
    (message) => {
      expect(first(message, withDocument(proposal))).toMatch(/^Con un lordo mensile di 1\.950,00 €/);
    },
  );

  it.each([
    ['1.950 lordi sono sopra il minimo del D1?', withDocument(proposal)],
    ['mi danno 1950 euro lordi come D1 metalmeccanico, sono sopra il minimo?', {}],
  ])('a pay above the minimum is checked against it: %s', (message, extra) => {
    // D1 from 1 June 2026: 1.784,94 € (geps, November 2025).
    expect(first(message, extra)).toContain('**165,06 € in più**');
  });

  it('"e il netto torna?" after a check of the same payslip sums it', () => {
    const slip =
      'BUSTA PAGA\nTotale competenze 1.676,20\nContributi c/dip 154,04\nIRPEF 150,00\nNetto 1.372,16\n';
    expect(first('e il netto torna?', withDocument(slip, ['i contributi sono giusti?']))).toContain(
      'il netto **torna**',
    );
  });
});

it('a story\'s "quando torna" does not ask the payslip\'s sum', () => {
  const slip =
    'BUSTA PAGA\nTotale competenze 1.676,20\nContributi c/dip 154,04\nIRPEF 150,00\nNetto 1.372,16\n';
  const opening = first(
    'mio marito quando torna dal turno dorme: la voce IRPEF è giusta?',
    withDocument(slip),
  );
  expect(opening).not.toContain('il netto **torna**');
});

describe("an employer's turns", () => {
  it('a dismissal ticket asked beside the notice is work, not a health ticket', () => {
    const read = readQuestion({
      kb,
      message: 'quanto è il preavviso e quanto pago di ticket?',
      history: ['licenzio un dipendente con 8 anni di anzianità, ccnl commercio 5 livello'],
      today: TEST_TODAY,
    });
    expect(read.intent).not.toBe('out_of_scope');
  });

  it.each([
    ['e se lo prendo a 20 ore?', 'quanto costa un cameriere al 4 livello fipe?', '11.848,83'],
    [
      'e se la assumo per 30 ore settimanali?',
      'quanto costa una commessa al 4 livello commercio?',
      '19.096,88',
    ],
  ])('fewer weekly hours are a part-time share of the cost: %s', (message, before, annual) => {
    // FIPE 4th level 1.692,69 × 50% × 14; Commercio 4th level 1.818,75 × 75% × 14.
    expect(first(message, { history: [before] })).toContain(annual);
  });
});
