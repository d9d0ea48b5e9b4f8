import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../kb/format.js';
import { askAgent } from '../testing/agents.js';
import { askedFirst } from './shared/lead.js';

const opening = (agent: Parameters<typeof askAgent>[0], message: string) =>
  askAgent(agent, message).text.split('\n')[0] ?? '';

// A statement as long as the knowledge base's (over 300 characters), its main rule first.
const HOLIDAYS =
  "Nel CCNL Prova, ferie: 5 settimane di calendario l'anno per tutti i livelli, pari a 200 ore di orario normale, con un rateo mensile di 16,67 ore per mese lavorato, festivi esclusi e domeniche escluse. " +
  'La malattia interrompe le ferie solo con un ricovero o se dura più di 7 giorni. ' +
  'Le ferie non godute entro diciotto mesi restano dovute ma non si pagano in denaro durante il rapporto.';

describe('the clause a holiday question asks', () => {
  it('keeps the rule first when the question only names the subject', () => {
    const line = askedFirst(HOLIDAYS, 'ferie nel ccnl prova: quanti giorni me ne danno in un anno?');
    expect(line.indexOf('5 settimane')).toBeLessThan(line.indexOf('malattia'));
  });

  it('still moves the clause a question asks by its own words', () => {
    const line = askedFirst(HOLIDAYS, 'se prendo la malattia mentre sono in ferie, si interrompono?');
    expect(line.indexOf('malattia')).toBeLessThan(line.indexOf('5 settimane'));
  });

  it('does not take the agreement named in the question for a clause dated by the agreement', () => {
    const line = askedFirst(
      "Nel CCNL Prova, apprendistato: l'apprendistato dura al massimo 36 mesi, con 6 mesi in meno per chi ha un diploma inerente, e si paga in percentuale del livello finale secondo la tabella allegata all'accordo. " +
        'La disciplina, riscritta dopo il CCNL definitivo del 2017, vale per i contratti firmati dal 2018. ' +
        "Il datore deve comunicare il piano formativo individuale all'assunzione e registrare la formazione svolta.",
      "col ccnl prova e il mio contratto d'apprendistato, quanto dura?",
    );
    expect(line).toMatch(/apprendistato: l'apprendistato dura/);
  });

  it('leaves a gap in one piece', () => {
    const gap = `Nel CCNL Prova, mensilità: ${NOT_AVAILABLE} (numero di mensilità non letto: la fonte cita un premio «per 13 mensilità», indizio non sufficiente. Cercato di nuovo il 22 novembre 2026: nessuna pagina sulla tredicesima o sulla quattordicesima in questo contratto, né nelle circolari delle parti firmatarie).`;
    expect(askedFirst(gap, 'la quattordicesima spetta? cercato dove?')).toBe(gap);
  });

  it('opens the Edilizia holiday answer with the weeks, not with sickness during holidays', () => {
    const text = opening('main-agent', 'edilizia industria: di quanti giorni sono le ferie annue?');
    expect(text).toMatch(/\*\*4 settimane/);
  });
});

describe('leave and what it accrues', () => {
  it('says the 13th month accrues during maternity leave, by law', () => {
    const text = opening(
      'main-agent',
      'in maternità obbligatoria da luglio, la tredicesima continua a maturare?',
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
    expect(text).toContain('art. 22 c. 3');
  });

  it('answers "no" to holidays taken away during parental leave', () => {
    expect(opening('main-agent', 'con il congedo parentale mi riducono le ferie? commercio')).toMatch(
      /^\*\*No\*\*/,
    );
  });

  it('keeps the length of the maternity leave for a question about its length', () => {
    expect(opening('main-agent', 'quanti mesi dura il congedo di maternità?')).toContain('5 mesi');
  });
});

describe('the extra months said as ordinals, and an age beside the service', () => {
  it('reads "il 13° e il 14° mese" as the extra months, not the months of a service', () => {
    expect(opening('main-agent', 'nel ccnl logistica ci sono sia il 13° che il 14° mese?')).toContain(
      'mensilità',
    );
  });

  it('reads the years of service, not the age, in "ho 61 anni e sono qui da 25"', () => {
    const text = opening(
      'main-agent',
      'ho 61 anni e sono qui da 25, metalmeccanico B2: preavviso se mi licenziano?',
    );
    expect(text).toContain('25 anni');
    expect(text).not.toContain('61 anni');
  });
});

describe('an hourly pay doubted against the level', () => {
  it('sets 7 € an hour against the hourly minimum over the divisor', () => {
    const text = opening(
      'main-agent',
      "faccio il lavapiatti al 6° livello fipe e prendo 7 euro all'ora: è in regola?",
    );
    expect(text).toMatch(/paga oraria minima/);
    expect(text).toMatch(/l'ora in meno/);
  });

  it("takes a household worker's hourly minimum from the hourly table, not from a divisor", () => {
    const text = opening(
      'main-agent',
      "la nostra colf è livello B non convivente, le diamo 6,50 € l'ora: va bene?",
    );
    expect(text).toContain('fissata dal contratto per chi è pagato a ore');
  });

  it('shows the deduction the trattamento integrativo test weighs', () => {
    const text = askAgent(
      'main-agent',
      'nel 2026 con 17.000 € di reddito spetta il trattamento integrativo?',
    ).text;
    expect(text).toMatch(/Detrazione per lavoro dipendente \(art\. 13 TUIR\): [\d.]+,\d\d €/);
  });
});

describe("a job's pay asked with no level", () => {
  it('gives the minimum of the one level whose profile names the job', () => {
    const text = opening(
      'main-agent',
      'quanto guadagna di minimo un magazziniere col contratto del commercio?',
    );
    expect(text).toContain('«magazziniere» è al 4° livello');
    expect(text).toMatch(/\*\*1\.\d{3},\d\d €\*\*/);
  });

  it('still asks the level of a job two levels list', () => {
    expect(opening('main-agent', 'quanto prende un cameriere nel ccnl fipe?')).toContain('quale livello');
  });
});

describe('union assemblies', () => {
  it("answers the law's 10 paid hours a year", () => {
    const text = opening('main-agent', 'quante ore di assemblea sindacale pagata abbiamo in un anno?');
    expect(text).toContain('10 ore');
    expect(text).toContain('L. 300/1970');
  });
});

describe('the TFR at a leaving day with the years told', () => {
  it('sums the years of service, not one year', () => {
    const text = opening(
      'calcolo',
      'me ne vado il 31 gennaio, lavoro lì da 4 anni con RAL 30.000: che TFR mi spetta?',
    );
    expect(text).toContain('in 4 anni');
  });
});

describe("the employer's NASpI contributions asked together", () => {
  it('gives the dismissal ticket and the fixed-term extra contribution', () => {
    const text = askAgent(
      'main-agent',
      "se l'azienda licenzia che contributo naspi paga? e sui contratti a termine?",
    ).text;
    expect(text).toContain('ticket di licenziamento');
    expect(text).toContain('1,4%');
  });
});

describe('a fine in hours of pay on a disciplinary letter', () => {
  it("values the fine's hours at the letter's level's hourly minimum", () => {
    const text = askAgent('main-agent', 'con la multa della lettera allegata quanto mi tolgono?', {
      documents: [
        {
          fileId: 'd1',
          fileName: 'multa.txt',
          text: 'Spett.le sig. Bianchi - livello C3 - CCNL Metalmeccanici industria\nOggetto: provvedimento disciplinare\nLe applichiamo la multa pari a 4 (quattro) ore di retribuzione.',
        },
      ],
    }).text;
    expect(text.split('\n')[0]).toMatch(/4 ore di retribuzione, vale \*\*\d+,\d\d €\*\*/);
  });
});

describe('a level asked with an overtime hour or the weekly hours', () => {
  it("answers the overtime hour's value at the level proposed", () => {
    const text = askAgent(
      'main-agent',
      "in negozio (ccnl commercio) ho un addetto che vende al banco e fa cassa: a che livello va e quanto vale un'ora di straordinario sul minimo?",
    ).text;
    expect(text).toContain('4° livello');
    expect(text).toMatch(/ora di straordinario vale \*\*/);
  });
});

describe("the shop's equipment is not labour", () => {
  it('says a card terminal for a bar is out of scope, even beside permits', () => {
    const text = opening(
      'main-agent',
      'apro un ristorante e devo ancora sistemare arredi e permessi: per il POS mi conviene la banca o il noleggio dal fornitore, viste le commissioni sulle carte?',
    );
    expect(text).toContain('esce da ciò di cui mi occupo');
  });
});

describe("a follow-up's pay after a hire date", () => {
  it("reads today's table, not the hire day's", () => {
    const text = askAgent('calcolo', "e la paga oraria del c3 quant'è, sul minimo?", {
      history: ['mi hanno assunto il 2 febbraio 2026 come c3 metalmeccanico: tredicesima a dicembre?'],
    }).text;
    expect(text).not.toContain('2 febbraio 2026');
  });
});

describe('a level asked beside another subject, then a follow-up', () => {
  it('"livello da applicare" asks the level beside the 13ª', () => {
    const text = askAgent(
      'calcolo',
      'commessa che vende e sta alla cassa, ccnl commercio, assunta il 2/3/26 a tempo pieno: livello da applicare e tredicesima lorda a dicembre?',
    ).text;
    expect(text).toContain('4° livello');
  });

  it("keeps that level in the next turn's calculation", () => {
    const text = askAgent(
      'calcolo',
      'e se fosse part-time a 20 ore da quando è entrata, quanto di tredicesima?',
      {
        history: [
          'commessa che vende e sta alla cassa, ccnl commercio, assunta il 2/3/26 a tempo pieno: livello da applicare e tredicesima lorda a dicembre?',
        ],
      },
    ).text;
    expect(text.split('\n')[0]).toMatch(/4° livello/);
  });
});
