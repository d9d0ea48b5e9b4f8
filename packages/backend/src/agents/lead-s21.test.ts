import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';
import { serviceFromHireYear } from './hire-year.js';

const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-22', agent: 'main-agent' });

describe('a year said as the start of the service', () => {
  it('is no tax year, however the start is said', () => {
    for (const q of [
      "lavoro dall'estate del 2020 come commessa al 4° livello, quanti scatti ho maturato?",
      'sono stata assunta nel 2019 al 5° livello commercio, quanto prendo netto?',
      'lavoro da settembre 2021 al 4° livello commercio, quanto prendo netto?',
      'dalla fine del 2018 faccio il magazziniere al 5° livello commercio: quanto netto?',
    ])
      expect(read(q).slots.taxYear, q).toBeUndefined();
  });
  it('keeps a year asked as such', () => {
    expect(read('netto 2025 per un 4° livello commercio').slots.taxYear).toBe(2025);
    expect(read('quanto ho preso di netto nel 2025 al 4° livello commercio?').slots.taxYear).toBe(2025);
  });
  it('counts the service from the latest month the words allow, one month held back', () => {
    expect(serviceFromHireYear("lavoro dall'estate del 2020 come commessa", '2026-11-24')).toBe(6);
    expect(serviceFromHireYear("lavoro dall'estate del 2020 come commessa", '2026-08-24')).toBe(5);
    expect(serviceFromHireYear('assunta a settembre del 2021', '2026-11-24')).toBe(5);
    expect(serviceFromHireYear('lavora da noi dal 2019', '2026-11-24')).toBe(6);
    expect(serviceFromHireYear('lavoro dalla fine del 2020', '2026-11-24')).toBe(5);
  });
  it('gives the seniority increments of that service', () => {
    const text = opening(
      'main-agent',
      "lavoro dall'estate del 2020 come commessa al 4° livello del commercio, quanti scatti ho maturato?",
    );
    expect(text).toMatch(/con 6 anni di servizio .* \*\*2 scatti\*\*/);
  });
});

describe('a 14th month of half a month', () => {
  it('is a 14th: its half and its month open the answer (Cooperative sociali, 13,5 mensilità)', () => {
    // (Session 26: the claim "c'è anche la quattordicesima" is confirmed first, with the date it is due from.)
    const text = answer(
      'main-agent',
      "ho sentito che adesso nelle coop sociali c'è anche la quattordicesima, è vero? è intera? e in che mese arriva?",
    )
      .split('\n')
      .slice(0, 3)
      .join('\n');
    expect(text).toMatch(/^\*\*Sì\*\*: .*dal 1° gennaio 2025/);
    expect(text).toMatch(/la quattordicesima vale \*\*metà di una mensilità \(50%\)\*\*/);
    expect(text).toMatch(/giugno/);
    expect(text).not.toMatch(/non è prevista/);
  });
  it('is still not due with 13 mensilità', () => {
    expect(opening('main-agent', 'nei metalmeccanici quando si paga la quattordicesima?')).toMatch(
      /\*\*13 mensilità\*\*: la quattordicesima non è prevista/,
    );
  });
});

describe('a part-timer moving to full time who asks the right first', () => {
  it('stays a part-time question, the minimum riding along', () => {
    const r = read(
      'Faccio le pulizie con due contratti part time, uno da 10 ore e uno da 17 ore alla settimana, entrambi multiservizi. Vorrei passare a tempo pieno con una delle due ditte: ho qualche diritto di precedenza? E quanto sarebbe il minimo part time al 2° livello?',
    );
    expect(r.intent).toBe('part_time');
  });
});

describe('a start year beside the year asked', () => {
  it('gives way to the year asked after it', () => {
    expect(
      read(
        "Abbiamo un dirigente al primo impiego dal 2005; nel 2025 la sua RAL è stata di 150.000 euro. Quanto ha versato di contributi INPS a suo carico nell'anno?",
      ).slots.taxYear,
    ).toBe(2025);
  });
});

describe('figures a story tells that are not the pay asked', () => {
  it('leaves out takings, a previous firm’s pay and a difference', () => {
    const takings = read(
      "Gestisco una gelateria a Milano: 180.000 euro di incasso l'anno, affitto 3.500 al mese. Il responsabile ha una RAL di 30.000 euro su 13 mensilità: quanto fa netto nel 2026?",
    );
    expect(takings.slots.amounts).toEqual([{ kind: 'ral', value: 30000 }]);
    const before = read(
      "Mio figlio è stato assunto il 1° aprile 2026 come C3 metalmeccanico, dopo due anni in un'altra ditta dove prendeva 1.400 euro. Ha solo il minimo: quanto sarà la tredicesima?",
    );
    expect(before.slots.amounts).toEqual([]);
    const difference = read(
      'monto gruppi meccanici, il collega dice che mi spetta un livello in più perché uno guadagna 200 euro più di me. che livello?',
    );
    expect(difference.slots.amounts).toEqual([]);
  });
});

describe('the same calculation asked again', () => {
  const nets =
    "Sto trattando il passaggio a un'altra azienda a Milano: adesso ho 1.950 netti, e il nuovo capo mi ha chiesto una cifra. Io voglio 2,3k netti puliti al mese su 13 mensilità. Con le regole del 2025, che RAL devo chiedere?";
  it('keeps the net wanted in the earlier turn, at the new year', () => {
    const text = opening('calcolo', 'Rifai lo stesso calcolo con le regole fiscali 2026.', [nets]);
    expect(text).toMatch(/netto di 2\.300,00 € .* nel 2026 serve una RAL di \*\*44\.735,34 €\*\*/);
  });
  it('keeps the RAL in another region, with the city left out as said', () => {
    const first =
      "Ho una RAL di 42.000 euro su 13 mensilità, lavoro vicino a Modena. L'addizionale comunale me la calcolo io a parte. Con le regole 2026 e l'addizionale regionale dell'Emilia-Romagna, quanto mi resta netto al mese?";
    expect(opening('calcolo', first)).toMatch(/\*\*2\.221,81 € al mese\*\*.*addizionali di Emilia-Romagna\)/);
    const text = opening(
      'calcolo',
      'Stesso calcolo per un residente in Piemonte, sempre 2026 e sempre senza addizionale comunale.',
      [first],
    );
    expect(text).toMatch(/RAL di 42\.000,00 €.*\*\*2\.206,83 € al mese\*\*/);
  });
});

describe('a day said relative to a month or a year', () => {
  it('reads "prima di novembre" as the month before, "a inizio 2026" as January, next year’s June', () => {
    expect(
      read(
        'Faccio 24 ore settimanali al quarto livello del commercio: qual è il minimo mensile che mi spetta nel 2026 prima di novembre?',
      ).slots.date,
    ).toBe('2026-10-01');
    expect(
      read('confronto minimi 4 livello commercio vs pubblici esercizi fipe a inizio 2026').slots.date,
    ).toBe('2026-01-01');
    const june = readQuestion({
      kb: testKb,
      message: 'e da giugno dell anno prox quanto diventa?',
      history: ['A un cameriere di sala di quarto livello FIPE quanto devo dare come minimo al mese adesso?'],
      today: '2026-11-22',
      agent: 'calcolo',
    });
    expect(june.slots.date).toBe('2027-06-01');
  });
  it('reads a month said beside "a inizio 2027" as that month of 2027', () => {
    const q =
      'Sono commessa al 4° livello del commercio. A inizio 2027 arriva un altro aumento: da febbraio quanto sarà il mio minimo lordo al mese?';
    expect(read(q).slots.date).toBe('2027-02-01');
  });
  it('answers the part-time minimum on the table before the rise', () => {
    const text = opening(
      'calcolo',
      'Faccio 24 ore settimanali al quarto livello del commercio: qual è il minimo mensile che mi spetta nel 2026 prima di novembre?',
    );
    expect(text).toMatch(/\*\*1\.070,25 €\*\* al 1° ottobre 2026/);
  });
});

describe('a hiring day said in the employer’s words', () => {
  it('reads "che ho preso il primo luglio" in a follow-up: six months of 13th', () => {
    const text = opening('calcolo', "E all'altra ragazza, stesso livello, che ho preso il primo luglio?", [
      'Addetta alle vendite al IV livello del CCNL Terziario assunta full time il 1° aprile 2026. A quanto ammonta la tredicesima lorda a dicembre 2026?',
    ]);
    expect(text).toMatch(/tredicesima per 6 mesi \(6\/12\) è di \*\*909,38 €\*\*/);
  });
  it('reads "a febbraio 2026 (il 1° febbraio) ho assunto": five twelfths of the 14th', () => {
    const text = opening(
      'calcolo',
      "Applico il contratto del commercio. A febbraio 2026 (il 1° febbraio) ho assunto un magazziniere al quarto livello, full time. A luglio c'è la quattordicesima: a lui quanto spetta lorda?",
    );
    expect(text).toMatch(/per 5 mesi di maturazione .* \*\*743,23 €\*\*/);
  });
});

describe('feeding a press on instructions', () => {
  it('is D1 simple work, while working a press brake for years stays D2', () => {
    expect(
      opening(
        'inquadra',
        'Fabbrica metalmeccanica (Federmeccanica): sto alla linea e carico pezzi sulla pressa, il capoturno mi dice esattamente cosa fare. Nessuna esperienza. Che livello mi spetta?',
      ),
    ).toMatch(/\*\*livello D1/);
    expect(
      opening('inquadra', 'lavoro su una pressa piegatrice da 5 anni, metalmeccanico, che livello?'),
    ).toMatch(/\*\*livello D2/);
  });
});

describe('seniority increments compared', () => {
  it('say the share of the minimum where that is the rule (Lavoro domestico: 4%)', () => {
    expect(
      opening('confronta', 'confronta gli scatti di anzianità tra CCNL Commercio e CCNL Lavoro domestico'),
    ).toMatch(/\*\*7 scatti biennali del 4% del minimo\*\* nel CCNL Lavoro domestico/);
  });
});

describe('one payslip figure said of several items together', () => {
  it('is the whole pay against the whole minimum, not each item’s figure', () => {
    const text = opening(
      'calcolo',
      "4° livello del commercio, full time. Nella busta paga di dicembre 2025 c'è scritto paga base più contingenza 1.746,68 euro e nient'altro, poi 120 euro di straordinari. Il minimo è giusto?",
    );
    expect(text).toMatch(/\*\*1\.783,75 €\*\*: la cifra indicata \(1\.746,68 €\) è \*\*37,07 € in meno\*\*/);
  });
});

describe('the INAIL premium asked in an employer’s words', () => {
  it('is the INAIL item, whose rate per tariff item is a gap', () => {
    const text = opening(
      'calcolo',
      'e l inail x lui quanto mi costa? che tasso si paga x un cameriere di ristorante',
      [
        "Per l'estate prendo un cameriere a tempo determinato per 4 mesi in un ristorante: c'è qualcosa in più che pago perché è a termine?",
      ],
    );
    expect(text).toMatch(
      /Il tasso del premio INAIL per la lavorazione \*\*non è nella base di conoscenza\*\*/,
    );
  });
});

describe('overtime compared by day and by night', () => {
  it('gives both rates of each agreement, each named', () => {
    const text = opening(
      'confronta',
      'E lo straordinario come si paga nei due contratti, di giorno e di notte?',
      ['confronta il minimo del 4° livello tra CCNL Pubblici esercizi FIPE e CCNL Turismo Federalberghi'],
    );
    expect(text).toMatch(
      /30% straordinario, 60% straordinario notturno \(tra le 24 e le 6\)\*\* nel CCNL Pubblici/,
    );
    // (Turismo's night overtime window, 24 to 6, is in its file since fixs55d.)
    expect(text).toMatch(/60% straordinario notturno \(tra le 24 e le 6\)\*\* nel CCNL Turismo/);
  });
});
