import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';
import type { AgentAnswer } from './answer.js';
import { withClaimVerdict } from './claim-verdict.js';

// Session 18 (fixw): a figure the user believes is confirmed or corrected in the answer's first words.
const opening = (agent: string, message: string) => openingLine(askAgent(agent, message).text);
const answer = (text: string): AgentAnswer => ({
  text,
  riferimenti: [],
  relatedQuestions: [],
  showAction: false,
  calcolaField: false,
  brief: '',
});

describe('the opening says whether the figure believed is right', () => {
  it('a wrong number of holiday days is corrected with the claim quoted', () => {
    const text = opening(
      'main-agent',
      'la mia datrice dice che nel commercio spettano 28 giorni di ferie, ha ragione?',
    );
    expect(text).toMatch(/^No: non 28 giorni ma \*\*26 giorni\*\*/);
  });
  it('the right weekly hours are confirmed', () => {
    const text = opening(
      'main-agent',
      'nel turismo federalberghi l’orario normale è di 40 ore settimanali, mi confermi?',
    );
    expect(text).toMatch(/^Sì: /);
    expect(text).toContain('40 ore');
  });
  it("a wrong level's minimum is corrected", () => {
    const text = opening('calcolo', 'nei pubblici esercizi il minimo del 5° livello è 1.500 euro, è vero?');
    expect(text).toMatch(/^No: /);
    expect(text).toContain('1.500');
  });
  it('the employee INPS share believed at a wrong rate is corrected', () => {
    const text = opening(
      'main-agent',
      'il commercialista dice che il dipendente versa all’inps il 12%, è corretto?',
    );
    expect(text).toMatch(/^No: non 12% ma \*\*9,19%\*\*/);
  });
  it('a contribution rate believed is the rule, also in calcolo with no agreement named', () => {
    const text = opening(
      'calcolo',
      'la mia collega sostiene che i contributi inps a carico del lavoratore sono l’11%, corretto?',
    );
    expect(text).toMatch(/^No: non 11% ma \*\*9,19%\*\*/);
  });
  it("the employer's contribution is not set against the employee's rate", () => {
    const text = opening('calcolo', 'i contributi a carico dell’azienda sono il 30%, giusto?');
    expect(text).not.toMatch(/^(?:Sì|No):/);
  });
});

describe('no verdict where one would not be sure', () => {
  it('a ladder of durations by level', () => {
    const text = 'Periodo di prova: **D1: 1 mese**; C2 e B1: 3 mesi; A1: 6 mesi [1].';
    expect(withClaimVerdict(answer(text), { value: 6, unit: 'months' }, 'probation').text).toBe(text);
  });
  it('the figure believed is another figure of the same opening', () => {
    const text = 'Orario: **40 ore settimanali**; divisori: 172 (40 ore), 190 (44 ore) [1].';
    expect(withClaimVerdict(answer(text), { value: 44, unit: 'hours' }, 'working_hours').text).toBe(text);
  });
  it('another unit than the answer’s', () => {
    const text = 'Ferie: **26 giorni lavorativi** l’anno [1].';
    expect(withClaimVerdict(answer(text), { value: 4, unit: 'weeks' }, 'holidays').text).toBe(text);
  });
  it('an answer with no figure (a gap or a question back)', () => {
    const text = 'Per rispondere mi serve il livello di inquadramento.';
    expect(withClaimVerdict(answer(text), { value: 1800, unit: 'euro' }, 'minimum_pay').text).toBe(text);
  });
  it('a payslip check sets its own figures', () => {
    const text = 'Il netto calcolato è **1.402,10 €**.';
    expect(withClaimVerdict(answer(text), { value: 1400, unit: 'euro' }, 'payslip_check').text).toBe(text);
  });
});

// Session 20 (fixw): payslip figures typed or uploaded, weighed against the table of their month.
const text = (agent: string, message: string, extra = {}) => askAgent(agent, message, extra).text;

describe('a payslip’s items typed in the question are checked against the month’s table (fixw s20)', () => {
  it('with an INPS line: their sum is the gross, and the contribution is checked on it', () => {
    const t = text(
      'calcolo',
      'busta di dicembre 2026, commercio 4° livello: paga base 1.292,46, contingenza 524,22, terzo elemento 2,07; INPS trattenuto 170,00. È corretto?',
    );
    expect(openingLine(t)).toContain('1.818,75 €');
    expect(t.split('\n').slice(0, 3).join('\n')).toContain('167,14 €');
  });
  it('a base item left on the earlier table: the table’s item and the month’s shortfall', () => {
    const t = openingLine(
      text(
        'calcolo',
        'Commercio 4° livello, busta di gennaio 2026: paga base 1.222,46, contingenza 524,22, 3° elemento 2,07. Quanto dovrebbe essere la paga base?',
      ),
    );
    expect(t).toContain('1.257,46 €');
    expect(t).toContain('35,00 € in meno');
  });
  it('a part-timer’s base figure "sembra poco": the minimum’s share, not a net', () => {
    const t = openingLine(
      text(
        'calcolo',
        'Mio fratello è addetto alle pulizie, CCNL Multiservizi 2° livello, part-time 20 ore su 40; prima lavorava in un bar e prendeva 900 euro. In busta a luglio 2026 ha 600 euro di paga base: gli sembra poco, quanto dovrebbe essere?',
      ),
    );
    expect(t).toContain('684,09 €');
    expect(t).toContain('84,09 € in meno');
  });
});

describe('pay asked beside figures that are not the ones asked (fixw s20)', () => {
  it('the writer’s hourly pay, whatever hours a spouse works', () => {
    const t = openingLine(
      text(
        'calcolo',
        'Lavoro come operaio C3 in una metalmeccanica Federmeccanica, tempo pieno; mio marito fa 30 ore a settimana in un negozio. Con i minimi di giugno 2026 quanto vale la mia ora?',
      ),
    );
    expect(t).toContain('12,78 €');
    expect(t).not.toMatch(/part-time/);
  });
  it('an apprentice’s pay against the qualified worker’s minimum the user quotes', () => {
    const t = openingLine(
      text(
        'main-agent',
        'CCNL Studi professionali, apprendista che diventerà 4° livello: nel primo anno quanto gli spetta rispetto ai 1.595,42 di un 4° livello pieno? (tabella di ottobre 2025)',
      ),
    );
    expect(t).toContain('1.116,79 €');
    expect(t).toContain('70%');
  });
  it('a part-timer moved to full time: the minimum on the part-time week first, the full one beside it', () => {
    const t = text(
      'main-agent',
      'La mia dipendente fa 20 ore part-time, 4° livello commercio; apriamo anche la domenica e vuole passare al full time. Con la tabella di novembre 2025 di quanto cambia il suo minimo mensile lordo?',
    );
    expect(openingLine(t)).toContain('891,88 €');
    expect(t).toContain('1.783,75 €');
    expect(t).not.toMatch(/straordinario festivo/);
  });
  it('a level’s gross at a date with no tax rules shows the table’s items', () => {
    const t = askAgent('calcolo', 'e a febbraio 2027?', {
      history: ['minimo alimentari industria 3° livello a marzo 2026?'],
    }).text;
    expect(t).toContain('2.125,49 €');
    expect(t).toContain('1.603,17 €');
  });
  it('an uploaded payslip’s minimum line doubted, with a figure set aside: the table and the shortfall', () => {
    const t = openingLine(
      text('calcolo', "l'irpef è 118 ma non è quello che chiedo: il minimo del livello in busta è giusto?", {
        documents: [
          {
            fileId: 'd1',
            fileName: 'busta-luglio-2026.txt',
            text: [
              'CEDOLINO – LUGLIO 2026',
              'Azienda: Bar Centrale S.r.l. – CCNL Pubblici Esercizi (FIPE)',
              'Dipendente: Bianchi Sara – Livello: 4',
              'Paga base/minimo conglobato: 1.652,69',
              'Totale competenze: 1.652,69',
              'Trattenute INPS 9,19%: 151,88',
              'IRPEF: 118,40',
              'Netto in busta: 1.382,41',
            ].join('\n'),
          },
        ],
      }),
    );
    expect(t).toContain('1.692,69 €');
    expect(t).toContain('40,00 € in meno');
  });
});

describe('the pay of the level doubted is no classification (session 37)', () => {
  it('"il minimo del livello in busta è giusto?" is read as a payslip check', () => {
    const req = readQuestion({
      kb: testKb,
      message: 'il minimo del livello in busta è giusto?',
      history: [],
      categories: [],
      today: TEST_TODAY,
      agent: 'calcolo',
    });
    expect(req.intent).not.toBe('classification');
  });
});
