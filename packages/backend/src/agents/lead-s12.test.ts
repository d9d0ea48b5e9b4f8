import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';

const agreementOf = (id: number) => testKb.byCategory(id)?.short_name;

describe('a follow-up that moves to another agreement with "quello"', () => {
  it('reads "e quello del turismo?" as the Turismo agreement, not a colleague', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['fino a quando vale il ccnl del commercio?'],
      message: 'e quello del turismo?',
    });
    expect(request.slots.agreements.map(agreementOf)).toEqual(['CCNL Turismo Federalberghi']);
  });

  it('keeps a colleague named by a job word in the conversation\'s agreement ("e quello delle pulizie?")', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['nel ccnl fipe quanto prende un cameriere di 5 livello?'],
      message: 'e quello delle pulizie?',
    });
    expect(request.slots.agreements.map(agreementOf)).toEqual(['CCNL Pubblici esercizi FIPE']);
  });

  it('asks the other agreement what the turn before asked (its expiry, not its increases)', () => {
    const text = askAgent('main-agent', 'e per quello del commercio?', {
      history: ['il contratto della vigilanza privata quando scade?'],
    }).text;
    expect(text.split('\n')[0]).toMatch(/^Il CCNL Commercio vale \*\*/);
  });
});

describe("an artisan firm in a follow-up is the conversation's sector's artisan agreement", () => {
  it('moves from the Metalmeccanici industria to the Metalmeccanici artigianato', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['quante ore di permessi retribuiti ha un metalmeccanico?'],
      message: 'e se invece la ditta è artigiana, con 8 dipendenti?',
    });
    expect(request.slots.agreements.map(agreementOf)).toEqual(['CCNL Metalmeccanici artigianato']);
    expect(request.intent).not.toBe('agreement_not_covered');
  });

  it('does not move another sector to the metalworking artisans', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['quanti giorni di ferie nel ccnl commercio?'],
      message: 'e in una bottega artigiana di falegnameria?',
    });
    expect(request.slots.agreements.map(agreementOf)).not.toContain('CCNL Metalmeccanici artigianato');
  });
});

describe('the comporto asked opens with the clause that keeps the job', () => {
  it('answers "quanti mesi di malattia prima di perdere il posto" with the time the job is kept', () => {
    for (const question of [
      'qual è il periodo di comporto di un metalmeccanico?',
      'ccnl metalmeccanici: dopo quanto tempo di malattia si perde il posto di lavoro?',
    ])
      expect(askAgent('main-agent', question).text.split('\n')[0]).toMatch(/\*\*[^*]*posto è conservato/);
  });
});

describe('a count asked with a pronoun keeps the subject before it', () => {
  it('reads "e nel turismo quanti ne spettano?" after the holidays as holidays', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['come si calcolano i giorni di ferie, lavorativi o di calendario?'],
      message: 'e nel turismo quanti ne spettano?',
    });
    expect(request.intent).toBe('holidays');
  });

  it('reads "e nel tessile quante ore sono?" after ROL and ex festività as permits, not the working week', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['a cosa servono i permessi ROL e le ex festività?'],
      message: 'e nel tessile quante ore sono?',
    });
    expect(request.intent).toBe('rol_ex_festivita');
  });
});

describe('the notice of a schedule change is not the notice of the end of the job', () => {
  it('says plainly it lacks the rules on changing shifts, without the notice indemnity', () => {
    for (const question of [
      'nel ccnl turismo il datore mi può spostare il turno senza preavviso?',
      "con quanto anticipo mi devono comunicare l'orario dei turni? lavoro in un supermercato",
    ]) {
      const text = askAgent('main-agent', question).text;
      expect(text.split('\n')[0]).toMatch(
        /Non ho nella base di conoscenza le regole sul preavviso per un cambio di turno/,
      );
      expect(text).not.toMatch(/2118/);
    }
  });
});

describe("a household worker's contributions asked beside her level follow domestic work's own bands", () => {
  it('answers the pay and the hourly contribution band, not the general 9,19% on a salary', () => {
    const text = askAgent(
      'calcolo',
      'ho una collaboratrice familiare livello A non convivente, 15 ore la settimana: quanto pago di contributi INPS?',
    ).text;
    expect(text).toMatch(/il datore di lavoro domestico non trattiene l'IRPEF/);
    expect(text).not.toMatch(/9,19%/);
  });
});

describe('night hours denied in the story are not night overtime', () => {
  it('reads "non sono ore di notte né di domenica" as plain overtime', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message:
        'commercio 4 livello, mi hanno fatto restare 3 ore dopo la chiusura, non sono ore di notte né di domenica: quanto mi spetta per quelle ore di straordinario?',
    });
    expect(request.slots.overtimeKind).toBe('straordinario');
  });
});

describe('holidays taken in turns ("a scaglioni") are not the tax brackets', () => {
  it('answers the holidays, not the IRPEF brackets', () => {
    const text = askAgent(
      'main-agent',
      "sono infermiere in una RSA con il contratto AIOP, le ferie ce le assegnano a scaglioni durante l'estate: quanti giorni ne spettano in un anno?",
    ).text;
    expect(text).not.toMatch(/IRPEF/);
    expect(text.split('\n')[0]).toMatch(/ferie/i);
  });
});

describe("a relative's carer stays domestic work when the relative moves into a care home", () => {
  it('reads the carer of an aunt who goes into a facility as Lavoro domestico', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message:
        'mio nonno entra in una casa di riposo e dobbiamo lasciare a casa la donna che lo accudisce da quattro anni, 28 ore a settimana: che preavviso le spetta?',
    });
    expect(request.slots.agreements.map(agreementOf)).toEqual(['CCNL Lavoro domestico']);
  });

  it('keeps a care home that employs the worker out of domestic work', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message: 'mia sorella assiste gli anziani in una struttura privata, quante ferie ha?',
    });
    expect(request.slots.agreements.map(agreementOf)).not.toContain('CCNL Lavoro domestico');
  });
});

describe('a promotion to come, asked for what it will bring, is read at the new level', () => {
  it('reads "da gennaio mi promuovono a C3, cosa cambia per i miei scatti?" at C3', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      history: ['metalmeccanica livello C2 con 4 scatti, quanto valgono in tutto?'],
      message: 'da gennaio mi promuovono a C3, cosa cambia per i miei 4 scatti?',
    });
    expect(request.slots.level).toBe('C3');
  });

  it('keeps the level held when the change to come is only told', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message: 'commercio, sono al 5° livello e a marzo passo al 4°: quanto prendo adesso di netto?',
    });
    expect(request.slots.level).toBe('5');
  });
});

describe('a hire last year is not the year asked', () => {
  it('reads "sono stata assunta l\'anno scorso" as a story, the pay asked today', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message:
        "commessa 4 livello commercio, sono stata assunta l'anno scorso e niente scatti: quanto vale oggi un'ora di straordinario?",
    });
    expect(request.slots.taxYear).toBeUndefined();
  });
});

describe("a care home's fee is a family's purchase, outside the product", () => {
  it('reads "quanto costa la retta di una casa di riposo?" as out of scope', () => {
    expect(
      readQuestion({
        kb: testKb,
        today: TEST_TODAY,
        message: 'mi consigliate una casa di riposo a Padova per mio padre? quanto si paga di retta al mese?',
      }).intent,
    ).toBe('out_of_scope');
  });

  it("keeps a care home's worker a labour question", () => {
    expect(
      readQuestion({
        kb: testKb,
        today: TEST_TODAY,
        message: 'lavoro in una RSA come OSS, quanti giorni di ferie ho?',
      }).intent,
    ).toBe('holidays');
  });
});

describe('a colleague told by tasks in a classification follow-up', () => {
  it('classifies "e la ragazza che fa le pizze?" as the pizza maker, not the barista asked before', () => {
    const text = askAgent('inquadra', 'e la ragazza che fa le pizze il fine settimana che livello ha?', {
      history: [
        'bar ccnl pubblici esercizi: assumo un barista che fa caffè e cappuccini al banco, che livello?',
      ],
    }).text;
    expect(text).toMatch(/Livello proposto: \*\*4° livello/);
  });
});

describe('the minimum asked at another part-time share after a payslip', () => {
  it('answers the minimum at the new share, not the payslip figure again', () => {
    const text = askAgent(
      'calcolo',
      'e se passassi al part-time del 75%, quanto dovrei prendere come minimo?',
      {
        history: [
          'sono cameriere fipe 5° livello part-time al 50%, in busta ho 760 euro lordi: è il minimo per me o mi spetta di più?',
        ],
      },
    ).text;
    expect(text.split('\n')[0]).toMatch(/75%/);
    expect(text.split('\n')[0]).not.toMatch(/760/);
  });
});
