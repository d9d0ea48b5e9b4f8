import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY as TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Reader patterns the second blind set showed (issue 12): each written in several phrasings of our own, so a
// rule that only fits one sentence fails here.
const read = (
  message: string,
  agent: 'main-agent' | 'calcolo' | 'inquadra' = 'main-agent',
  history?: string[],
) => readQuestion({ kb, message, today: TODAY, agent, ...(history ? { history } : {}) });
const agreementOf = (message: string, agent: 'main-agent' | 'inquadra' = 'main-agent') =>
  read(message, agent).slots.agreements.map((id) => kb.byCategory(id)?.id)[0];

describe('a payslip check from the taxable pay and the INPS alone', () => {
  it('reads the taxable pay as the gross and the INPS withheld as the INPS, however they are named', () => {
    for (const [question, gross, inps] of [
      ['imponibile previdenziale 1.900, contributi a mio carico 174,61: tornano?', 1900, 174.61],
      ['retribuzione imponibile 4.200 € e trattenuta previdenziale 386 €, torna?', 4200, 386],
      ['Il mio imponibile INPS è 3.100 euro e la trattenuta INPS 284,89 euro: corretto?', 3100, 284.89],
      ['in busta ho 2.000 euro lordi e 183,80 di ritenute previdenziali, va bene?', 2000, 183.8],
      ['imponibil 2300 inps trattenut 211,37 e giusto?', 2300, 211.37],
    ] as const) {
      const request = read(question);
      expect(request.intent, question).toBe('payslip_check');
      expect(request.slots.amounts, question).toEqual([
        { kind: 'monthly_gross', value: gross },
        { kind: 'inps', value: inps },
      ]);
    }
  });
});

describe('domestic work: hourly pay and weekly hours in everyday forms', () => {
  it('reads "7,80 all\'ora", "8,50 €/h", "9 euro l ora" as the hourly pay and "30 ore sett" as the week', () => {
    for (const [question, pay, hours] of [
      ["badante convivente 54 ore settimanali paga 7,80 all'ora, quanto versiamo ogni trimestre?", 7.8, 54],
      ['colf 25 ore a settimana a 8,50 €/h, quanto INPS a trimestre?', 8.5, 25],
      ['qunto paghiamo di contributi x la badante? 30 ore sett a 9 euro l ora', 9, 30],
    ] as const) {
      const { slots } = read(question);
      expect(slots.amounts.find((a) => a.kind === 'other')?.value, question).toBe(pay);
      expect(slots.weeklyHours, question).toBe(hours);
      expect(kb.byCategory(slots.agreements[0] ?? -1)?.id, question).toBe('lavoro-domestico');
    }
  });

  it('does not read "la 48ª ora" as an hourly pay', () => {
    const { slots } = read(
      "Valore di un'ora di straordinario entro la 48ª ora settimanale per un 4° livello",
    );
    expect(slots.amounts.filter((a) => a.kind === 'other')).toEqual([]);
  });
});

describe('employer cost asked in colloquial words', () => {
  it('reads "costa a me", "quanto spendo", "costo per il datore" as employer cost, not pay', () => {
    for (const question of [
      'quanto mi costa all anno un comesso di 5 livello',
      'costo annuo per il datore di un cameriere 4 livello turismo',
      "se assumo un cameriere 5 livello fipe quanto spendo all'anno?",
      'Quanto ci costa assumere un operaio edile di 2 livello?',
      'quanto mi viene a costare in un anno una commessa di 4 livello, almeno stipendio e tfr?',
    ])
      expect(read(question).intent, question).toBe('employer_cost');
  });

  it('reads "quanta IRPEF pago" on a pay as the tax, and a net asked beside it as the net', () => {
    expect(read('quanta irpef pago con una ral di 30.000 nel 2026?').intent).toBe('payroll_rules');
    expect(read('RAL 30.000, quanto netto e quanta irpef?').intent).toBe('gross_to_net');
  });
});

describe('levels named by a letter', () => {
  it("reads letter codes against the agreement's own codes, not as prepositions", () => {
    for (const [question, level] of [
      ['minimo del livello D nel ccnl gomma plastica', 'D'],
      ['gomma plastica: quanto prende un D al 1 maggio 2025?', 'D'],
      ['Sono inquadrato come D nella gomma plastica, minimo a giugno 2025?', 'D'],
      ['minimo livello I gomma plastica a maggio 2025', 'I'],
      ['minimo cooperative sociali A1 a gennaio 2025', 'A1'],
      ['quanto guadagna una C2 nelle cooperative sociali?', 'C2'],
      ['ccnl logistica livello b3 quanto prende', 'B3'],
      ['badante CS convivente quanto prende al mese?', 'CS'],
      ['colf livello BS minimo orario', 'BS'],
    ] as const)
      expect(read(question).slots.level, question).toBe(level);
  });

  it('leaves articles and elided prepositions alone ("d\'industria", "A" opening a sentence)', () => {
    expect(read("A quanto ammonta il minimo d'ingresso nella gomma plastica?").slots.level).toBeUndefined();
    expect(read("ferie nel ccnl gomma plastica d'estate").slots.level).toBeUndefined();
  });

  it("reads a letter code in a follow-up against the conversation's agreement", () => {
    const request = read('e la D2?', 'main-agent', ['minimo coop sociali C1 gennaio 2025']);
    expect(request.slots.level).toBe('D2');
    expect(request.intent).toBe('minimum_pay');
  });

  it('states the level, it does not ask for one ("inquadrato come D")', () => {
    expect(read('Sono inquadrato come D nella gomma plastica, minimo a giugno 2025?').intent).toBe(
      'minimum_pay',
    );
  });
});

describe('irrelevant detail around a question', () => {
  it('does not read a mortgage or a date as the subject of an agreement question', () => {
    const request = read(
      "Mio marito è camionista per un'azienda di logistica, livello B3 viaggiante; a gennaio 2026 quanto era il minimo? Chiedo perché stiamo facendo i conti per il mutuo",
    );
    expect(request.intent).toBe('minimum_pay');
    expect(request.slots.level).toBe('B3');
  });
});

describe('sickness and job protection', () => {
  it('reads the comporto when sickness words come with "licenziare" or "tenere il posto"', () => {
    for (const question of [
      'per quanti giorni mi tengono il posto prima di licenziarmi se sto male? CCNL commercio',
      'se mi amalo per tanto tempo dopo quanto mi possono licenziare? sono metalmecanico',
      'nel ccnl multiservizi se sto male a lungo fino a quando non possono mandarmi via?',
      'quanti giorni di malattia posso fare prima che mi licenzino? lavoro in un bar',
      'sono stato operato e starò a casa parecchio, lavoro in un hotel: fino a quando non mi possono mandare via?',
    ]) {
      const request = read(question);
      expect(request.intent, question).toBe('sickness_injury');
      expect(request.alsoAsked, question).not.toContain('notice');
    }
    // A dismissal with no illness stays a notice question.
    expect(read('ccnl commercio preavviso di licenziamento 4 livello').intent).toBe('notice');
  });
});

describe('agreement names with typos', () => {
  it('recognises a name one or two edits away, and leaves common words alone', () => {
    for (const [question, id] of [
      ['quante ferie ha una cooperativa socile?', 'cooperative-sociali'],
      ['ferie nelle cooperative socialli', 'cooperative-sociali'],
      ['periodo di prova ccnl logistcia livello 3', 'logistica-trasporto-merci-spedizione'],
      ['logisitca livello 3 minimo', 'logistica-trasporto-merci-spedizione'],
      ['vigilanaz privata ferie', 'vigilanza-privata-servizi-fiduciari'],
      ['preavviso ccnl multiservisi 3 livello', 'multiservizi-pulizia'],
      ['feire nel ccnl alimentarri?', 'alimentari-industria'],
      ['ferie ccnl comerco', 'terziario-confcommercio'],
      ['ccnl tursimo preavviso 5 livello', 'turismo-federalberghi'],
    ] as const)
      expect(agreementOf(question), question).toBe(id);
    // A craft firm's metalworker is under the craft agreement.
    expect(agreementOf('quante ferie ha un metalmecanico artigiano?')).toBe(
      'metalmeccanica-artigianato-area-meccanica',
    );
    // "commesso", "domenica", "servizio" are words, not misspelt agreement names.
    expect(agreementOf('lavoro la domenica, mi pagano di più?')).toBeUndefined();
    expect(agreementOf('quanti giorni di servizio servono per la tredicesima?')).toBeUndefined();
  });
});

describe('a household carer with no agreement named', () => {
  it('reads care or housework for the family as Lavoro domestico', () => {
    for (const question of [
      'la signora che sta con mio padre giorno e notte, non autosufficiente, senza diploma OSS: che livello?',
      'donna che assiste mio nonno anziano allettato in casa, vive con lui: livello?',
      'ke livelo per la dona ke acudisce mia sucera con l alzheimer notte e giorno? non a qualifiche',
      'mia nonna ha bisogno di qualcuno che le faccia la spesa e le pulizie, è autosufficiente. che livello?',
      "ho una signora delle pulizie a casa 10 ore a settimana a 12 euro l'ora",
      'babysitter 12 ore a settimana, 8 €/ora: contributi trimestrali inps?',
    ])
      expect(agreementOf(question, 'inquadra'), question).toBe('lavoro-domestico');
  });

  it('keeps a firm, a cooperative or a care home out of domestic work', () => {
    expect(agreementOf("mia madre fa le pulizie per un'impresa di pulizie, quante ferie ha?")).toBe(
      'multiservizi-pulizia',
    );
    expect(agreementOf('mia madre è assistita in una rsa da una cooperativa sociale')).not.toBe(
      'lavoro-domestico',
    );
  });
});
