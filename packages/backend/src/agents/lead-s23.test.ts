import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';

const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-24', agent: 'main-agent' });

describe('the comporto left, asked as when it ends', () => {
  it('"quando scade il comporto" is the days left, not the agreement’s expiry', () => {
    const q = 'Ho un dipendente in malattia da 150 giorni nel commercio, quando scade il comporto?';
    expect(read(q).alsoAsked).not.toContain('renewal');
    const text = answer('main-agent', q);
    expect(text.split('\n')[0]).toMatch(/180 giorni.*restano \*\*30 giorni\*\*/);
    expect(text).not.toMatch(/validità e rinnovo/);
  });
  it('a rule "per anno di calendario" counts like the calendar year', () => {
    expect(
      opening('main-agent', 'cameriere fipe in malattia da 100 giorni, quanti ne restano di comporto?'),
    ).toMatch(/180 giorni.*restano \*\*80 giorni\*\*/);
  });
  it('months by seniority: the band asked, or every band labelled', () => {
    expect(
      opening(
        'main-agent',
        'metalmeccanico con 5 anni di anzianità, in malattia da 4 mesi: quanto manca alla fine del comporto?',
      ),
    ).toMatch(/\*\*9 mesi\*\*.*restano \*\*5 mesi\*\*/);
    const all = opening(
      'main-agent',
      'sono in malattia da 4 mesi, quanti giorni mi restano prima di perdere il posto? ccnl metalmeccanico',
    );
    expect(all).toMatch(/\*\*2 mesi\*\* con anzianità fino a 3 anni/);
    expect(all).toMatch(/\*\*8 mesi\*\* oltre 6 anni/);
  });
});

describe('a move between two levels', () => {
  it('"dal 5 al 4 livello" weighs the two levels, from the level reached', () => {
    expect(opening('calcolo', 'se passo dal 5 al 4 livello nel commercio quanto guadagno in più?')).toMatch(
      /il 4° livello prende \*\*127,05 € lordi in più al mese\*\* del 5° livello/,
    );
  });
  it('asked net, the nets of both levels and their difference open the answer', () => {
    const text = opening(
      'calcolo',
      'se passo dal 5 al 4 livello nel commercio quanto guadagno in più netto?',
    );
    expect(text).toMatch(/\*\*78,27 € netti in più al mese\*\*/);
    // The 4° level's net is the same figure the net calculation gives for that level alone.
    expect(text).toMatch(/1\.511,48 €/);
    expect(answer('calcolo', 'quanto prende netto al mese un 4° livello del commercio?')).toMatch(
      /1\.511,48 €/,
    );
  });
});

describe('an installer of electrical systems', () => {
  it('"impianti elettrici" in a craft firm is Metalmeccanici artigianato, not the electricity sector', () => {
    const r = read('operaio che monta impianti elettrici in una piccola ditta artigiana, che livello?');
    expect(r.slots.unknownAgreements).toEqual([]);
    expect(testKb.agreements.find((a) => a.id_categoria === r.slots.agreements[0])?.short_name).toBe(
      'CCNL Metalmeccanici artigianato',
    );
    // The electricity sector's own workers are still named as a not-held agreement.
    expect(
      read('lavoro per enel, settore elettrico: quanto prende un livello B?').slots.unknownAgreements,
    ).toEqual(['CCNL Settore elettrico']);
  });
});

describe('a building trade said with its grade', () => {
  it('"muratore specializzato" is the specialised workers’ level (3°), asked as a minimum or an hourly pay', () => {
    expect(opening('main-agent', 'quanto prende un muratore specializzato?')).toMatch(
      /3° livello.*\*\*1\.452,56 €\*\*/,
    );
    expect(opening('main-agent', 'paga oraria di un muratore specializzato')).toMatch(/\*\*8,40 €\*\*/);
    expect(read('carpentiere qualificato edile quanto prende?').slots.level).toBe('2');
  });
  it('a grade denied names no level', () => {
    expect(read('muratore, non sono un operaio specializzato: quanto prendo?').slots.level).toBeUndefined();
  });
});

describe('agreements and items the knowledge base does not hold', () => {
  it('AIOP/ARIS clinics "(non RSA)": the RSA’s word denied points to the clinics’ agreement, a gap', () => {
    const text = opening(
      'main-agent',
      'Minimo tabellare di un infermiere di categoria D del CCNL AIOP/ARIS per il personale non medico delle case di cura private (non RSA)?',
    );
    expect(text).toMatch(/AIOP\/ARIS.*\*\*non sono nella base di conoscenza\*\*/);
    expect(text).not.toMatch(/1\.419,80/);
  });
  it('a provincial item asked as a figure is a gap, without the national minimum', () => {
    const text = answer(
      'main-agent',
      "A quanto ammonta nel 2026 l'indennità territoriale di settore prevista dal contratto provinciale edile di Brescia per un operaio di 2° livello?",
    );
    expect(text.split('\n')[0]).toMatch(
      /indennità territoriale di settore della provincia di Brescia \*\*non è nella base di conoscenza\*\*/,
    );
    expect(text).not.toMatch(/1\.307,31/);
    // The national minimum is still answered when it is what is asked.
    expect(opening('main-agent', 'quanto prende un operaio edile di 2 livello?')).toMatch(/1\.307,31 €/);
  });
});

describe('opening a business', () => {
  it('the permits to open a shop are out of scope, whatever "quanto costa" says', () => {
    expect(
      read(
        'Per aprire la mia nuova pizzeria da asporto, che requisiti servono per la SCIA sanitaria e quanto costa la pratica in Comune?',
      ).intent,
    ).toBe('out_of_scope');
    expect(
      read("voglio aprire un bar e assumere due camerieri al 5 livello fipe: quanto mi costano all'anno?")
        .intent,
    ).toBe('employer_cost');
  });
});

describe('a renewal asked for one section of an agreement', () => {
  it('a guard’s increase leaves out the fiduciary services’ level D', () => {
    const text = opening(
      'main-agent',
      'Il titolare vuole sapere quanto aumenta in tutto con il rinnovo del contratto vigilanza privata e servizi fiduciari una guardia giurata di IV livello.',
    );
    expect(text).toMatch(/\*\*250,00 €\*\*.*guardie giurate/);
    expect(text).not.toMatch(/350,00/);
    // Asked of the whole agreement, both sections' increases are said.
    expect(opening('main-agent', "di quanto è l'aumento del rinnovo vigilanza privata?")).toMatch(/350,00 €/);
  });
});

describe('a provincial agreement in the story', () => {
  it('is not the ask: the national renewal asked is answered', () => {
    const text = answer(
      'main-agent',
      "Mio zio fa l'operaio agricolo nel Veronese e la sua paga è fissata dal contratto provinciale. Il rinnovo nazionale degli operai agricoli e florovivaisti firmato nel 2022 quanto aumento dava e in che tranche?",
    );
    expect(text).toMatch(/4,7%/);
    expect(text).not.toMatch(/non è nella base di conoscenza/);
  });
});

describe('a classification asked again in another sector', () => {
  it('"e nella logistica?" decides the same job under Logistica; a room of the same workplace does not move it', () => {
    const history = ['che livello ha un magazziniere nel commercio?'];
    expect(opening('inquadra', 'e nella logistica?', history)).toMatch(/del CCNL Logistica/);
    expect(opening('inquadra', 'e in cucina?', history)).toMatch(/del CCNL Commercio/);
  });
});

describe('a follow-up that moves to the pay', () => {
  it('"e di stipendio al 4 livello?" after the holidays asks the level’s minimum', () => {
    const history = ['quanti giorni di ferie ci sono nel ccnl turismo?', 'e nel commercio?'];
    const r = readQuestion({
      kb: testKb,
      message: 'e di stipendio al 4 livello?',
      history,
      today: '2026-11-24',
      agent: 'main-agent',
    });
    expect(r.intent).toBe('minimum_pay');
    expect(opening('main-agent', 'e di stipendio al 4 livello?', history)).toMatch(/4° livello.*1\.818,75 €/);
  });
});

describe('Sundays and nights asked as pay', () => {
  it('"quanto mi pagano le domeniche e le notti?" gives the rates, not an out-of-scope answer', () => {
    const r = read('lavoro in un hotel, 5 livello turismo: quanto mi pagano le domeniche e le notti?');
    expect(r.intent).toBe('overtime_value');
    const text = answer(
      'main-agent',
      'lavoro in un hotel, 5 livello turismo: quanto mi pagano le domeniche e le notti?',
    );
    expect(text.split('\n')[0]).toMatch(/lavoro festivo vale \*\*11,09 €\*\*/);
    expect(text).toMatch(/lavoro notturno: 25%, 11,56 €/);
  });
  it('"le notti" is night work', () => {
    expect(opening('main-agent', 'turismo 5 livello: le notti come me le pagano?')).toMatch(
      /lavoro notturno vale \*\*11,56 €\*\*/,
    );
  });
});

describe('an apprentice’s share of pay', () => {
  it('"che percentuale di paga?" beside an apprenticeship is the apprenticeship, not the minimum table', () => {
    const text = answer(
      'main-agent',
      'si puo assumere una colf con contratto di apprendistato? quanto dura e che percentuale di paga?',
    );
    expect(text).toMatch(/apprendistato: dato non disponibile/);
    expect(text).not.toMatch(/908,10/);
  });
});

describe('claims told with a comparison or without the rule’s name', () => {
  it('"26 giorni come chi fa 6 giorni, è vero?": the others’ 6 days are not claimed', () => {
    expect(
      opening(
        'main-agent',
        'Faccio la cameriera in un ristorante (contratto pubblici esercizi FIPE) e lavoro 5 giorni a settimana. La collega dice che ho comunque 26 giorni di ferie come chi fa 6 giorni, è vero?',
      ),
    ).toMatch(/^Sì: .*\*\*26 giorni\*\*/);
  });
  it('"ogni 2 anni devo aumentare la paga?" is the increments’ period', () => {
    expect(
      opening('main-agent', 'e vero che alla badante ogni 2 anni devo aumentare la paga? di quanto?'),
    ).toMatch(/^\*\*Sì\*\*: .*biennali.*4%/);
  });
});

describe('a part-time’s minimum hours asked beside the supplementary rate', () => {
  it('the minimum hours open, with the rate in the same answer', () => {
    const text = opening(
      'main-agent',
      "È vero che nel CCNL Terziario, in un'azienda con 20 dipendenti, un part-time non può scendere sotto le 16 ore settimanali? E con che maggiorazione si paga il lavoro supplementare?",
    );
    // (Session 27: the claim "è vero che … non può scendere sotto le 16 ore?" opens with its verdict and the row
    // of the firm's size; the rate follows on the next line.)
    expect(text).toMatch(/^\*\*Sì\*\*: .*\*\*16 ore settimanali\*\*/);
    expect(
      answer(
        'main-agent',
        "È vero che nel CCNL Terziario, in un'azienda con 20 dipendenti, un part-time non può scendere sotto le 16 ore settimanali? E con che maggiorazione si paga il lavoro supplementare?",
      ),
    ).toMatch(/35%/);
  });
});
