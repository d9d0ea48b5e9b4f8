import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { PRECEDENCE } from './agreement-rules.js';
import { applyPrecedence } from './precedence.js';
import { readQuestion } from './read.js';
import { fold } from './text.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
/** The agreements read, in id order (the order is the reader's own concern). */
const read = (message: string) =>
  [...readQuestion({ kb, message, today: '2026-11-22' }).slots.agreements].sort((a, b) => a - b);
const id = (name: string) => {
  const found = kb.agreements.find((c) => c.id === name);
  if (!found) throw new Error(`no agreement ${name}`);
  return found.id_categoria;
};

/** One phrasing a row fires on and one its `unless` (or its own condition) stops, with the reading expected. */
interface Case {
  fires: [string, string[]];
  stops: [string, string[]];
}

// In the table's order: one entry per row, so a row added without its phrasings fails the count below.
const CASES: Case[] = [
  {
    fires: [
      'Faccio il portiere notturno in un hotel 4 stelle, quanto prendo al mese?',
      ['turismo-federalberghi'],
    ],
    stops: [
      'Portiere di un albergo ma assunto da un istituto di vigilanza: quante ferie ho?',
      ['vigilanza-privata-servizi-fiduciari'],
    ],
  },
  {
    fires: ['Operatrice socio-sanitaria in una RSA AIOP, minimo orario?', ['sanita-privata-aiop-rsa']],
    stops: [
      'Operatore socio-sanitario assunto da una cooperativa, lavoro in una RSA: minimo orario?',
      ['cooperative-sociali'],
    ],
  },
  {
    fires: [
      'Guardia giurata di servizio in un hotel di Milano, minimo?',
      ['vigilanza-privata-servizi-fiduciari'],
    ],
    stops: [
      'Per una guardia giurata in albergo conviene il CCNL turismo o quello della vigilanza?',
      ['turismo-federalberghi', 'vigilanza-privata-servizi-fiduciari'],
    ],
  },
  {
    fires: [
      'lavoro in una piccola azienda che applica il ccnl confapi della metalmeccanica: quanti giorni di ferie?',
      ['metalmeccanica-pmi-confapi'],
    ],
    stops: [
      "siamo un'azienda confapi ma usiamo il ccnl metalmeccanica industria? ferie operaio",
      ['metalmeccanica-industria-federmeccanica', 'metalmeccanica-pmi-confapi'],
    ],
  },
  {
    fires: ['La colf che fa le pulizie in casa nostra, CCNL lavoro domestico: ferie?', ['lavoro-domestico']],
    stops: [
      'Faccio la colf a ore presso una famiglia, il mio contratto è il Multiservizi? Ferie?',
      ['multiservizi-pulizia', 'lavoro-domestico'],
    ],
  },
  {
    fires: [
      'Sistemo e pulisco la casa di una signora anziana due volte a settimana, che minimo mi spetta per le pulizie?',
      ['lavoro-domestico'],
    ],
    stops: ['Faccio le pulizie negli uffici di una ditta, minimo orario?', ['multiservizi-pulizia']],
  },
  {
    fires: [
      'Faccio le pulizie delle camere in un hotel di Riccione: quante ferie ho?',
      ['turismo-federalberghi'],
    ],
    stops: [
      "Addetta alle pulizie in un albergo ma assunta da un'impresa di pulizie: quante ferie?",
      ['multiservizi-pulizia'],
    ],
  },
  {
    fires: [
      "Lavoro per un'impresa di pulizie, da due anni pulisco le camere di un hotel: quante ferie?",
      ['multiservizi-pulizia'],
    ],
    stops: [
      'Impresa di pulizie o albergo: chi paga di più le pulizie delle camere, CCNL turismo o multiservizi?',
      ['multiservizi-pulizia', 'turismo-federalberghi'],
    ],
  },
  {
    fires: [
      'sono oss in una rsa di una cooperativa sociale, che livello mi spetta?',
      ['cooperative-sociali'],
    ],
    stops: [
      'Meglio il contratto AIOP RSA o quello delle cooperative sociali per un OSS?',
      ['cooperative-sociali', 'sanita-privata-aiop-rsa'],
    ],
  },
  {
    fires: [
      'Lavoro per una cooperativa come OSS con gli anziani in una casa di riposo RSA: minimo orario?',
      ['cooperative-sociali'],
    ],
    stops: ['Sono OSS in una RSA privata AIOP, minimo orario?', ['sanita-privata-aiop-rsa']],
  },
  {
    fires: [
      'Metalmeccanico artigiano, paga oraria del 3° livello?',
      ['metalmeccanica-artigianato-area-meccanica'],
    ],
    stops: [
      "Saldatore in un'industria metalmeccanica, ditta artigiana in subappalto: paga oraria?",
      ['metalmeccanica-industria-federmeccanica'],
    ],
  },
  {
    fires: [
      "Rilevo l'officina del mio titolare, tagliandi e gomme; la ditta è artigiana, iscritta alla Camera di commercio: che contratto applico?",
      ['metalmeccanica-artigianato-area-meccanica'],
    ],
    stops: [
      'Officina artigiana che vende anche ricambi: confronto tra il CCNL del commercio e quello artigiano sulle ferie?',
      ['terziario-confcommercio', 'metalmeccanica-artigianato-area-meccanica'],
    ],
  },
  {
    fires: [
      "Ferie nei metalmeccanici dell'industria rispetto agli artigiani?",
      ['metalmeccanica-industria-federmeccanica', 'metalmeccanica-artigianato-area-meccanica'],
    ],
    stops: ['Metalmeccanici industria: quante ferie?', ['metalmeccanica-industria-federmeccanica']],
  },
  {
    fires: [
      'Ferie nei tre contratti dei metalmeccanici: Federmeccanica, Confapi e le ditte artigiane?',
      [
        'metalmeccanica-industria-federmeccanica',
        'metalmeccanica-pmi-confapi',
        'metalmeccanica-artigianato-area-meccanica',
      ],
    ],
    stops: [
      'Ferie nei metalmeccanici: Federmeccanica e Confapi?',
      ['metalmeccanica-industria-federmeccanica', 'metalmeccanica-pmi-confapi'],
    ],
  },
  {
    fires: [
      'Tecnico installatore di impianti di condizionamento, CCNL Federmeccanica: quanti giorni di ferie ho?',
      ['metalmeccanica-industria-federmeccanica'],
    ],
    stops: [
      'Tecnico installatore di impianti in una ditta artigiana, CCNL Federmeccanica: quanti giorni di ferie ho?',
      ['metalmeccanica-industria-federmeccanica'],
    ],
  },
  {
    fires: ['Operaio metalmeccanico in una piccola industria: ferie?', ['metalmeccanica-pmi-confapi']],
    stops: ['Operaio metalmeccanico: ferie?', ['metalmeccanica-industria-federmeccanica']],
  },
  {
    fires: [
      'Lavoro in una bottega di prodotti alimentari, minimo del livello 4?',
      ['terziario-confcommercio'],
    ],
    stops: [
      'Commessa in un negozio di tessuti, il titolare applica il CCNL tessile: minimo?',
      ['tessile-abbigliamento-moda-smi'],
    ],
  },
  {
    fires: [
      'Mi hanno assunta in un pastificio come addetta alla linea di confezionamento: quanto dura la prova?',
      ['alimentari-industria'],
    ],
    stops: [
      'nel pastificio dove lavoro al confezionamento mi applicano il ccnl tessile abbigliamento: è giusto?',
      ['tessile-abbigliamento-moda-smi'],
    ],
  },
  {
    fires: ['Ferie della commessa nel CCNL Confesercenti del terziario?', ['terziario-confesercenti']],
    stops: [
      'Tra terziario Confesercenti e commercio Confcommercio quale dà più ferie?',
      ['terziario-confcommercio', 'terziario-confesercenti'],
    ],
  },
  {
    fires: ['sono addetta alla confezionatrice, 5° livello: quanto dura la prova?', []],
    stops: [
      'confezionamento di capi di abbigliamento in serie, operaia: quante ferie?',
      ['tessile-abbigliamento-moda-smi'],
    ],
  },
  {
    fires: ['La mia azienda applica il contratto Confimi per la metalmeccanica PMI: ferie?', []],
    stops: ['Confimi o Confapi per la metalmeccanica PMI: quale conviene?', ['metalmeccanica-pmi-confapi']],
  },
  {
    fires: ['il mio datore è iscritto a Confcommercio, quante ferie ho?', ['terziario-confcommercio']],
    stops: ['albergo associato a Confcommercio, quante ferie ha un cameriere?', ['turismo-federalberghi']],
  },
  {
    fires: ['ristorante che applica il ccnl turismo Confesercenti: quanti giorni di prova?', []],
    stops: [
      'bar Confesercenti con il ccnl FIPE: ferie?',
      ['pubblici-esercizi-fipe', 'terziario-confesercenti'],
    ],
  },
  {
    fires: [
      'Ristorante, CCNL Turismo pubblici esercizi: quanto prende il primo anno un apprendista cameriere?',
      ['pubblici-esercizi-fipe'],
    ],
    stops: [
      'periodo di prova: cosa cambia tra pubblici esercizi e turismo?',
      ['pubblici-esercizi-fipe', 'turismo-federalberghi'],
    ],
  },
  {
    fires: ['negozio di scarpe con il contratto commercio Anpit, quanto dura la prova?', []],
    stops: ['commercio Confcommercio o Anpit: quale conviene?', ['terziario-confcommercio']],
  },
  {
    fires: ['guardia giurata con il contratto vigilanza Federterziario UGL: quanto è il minimo?', []],
    stops: [
      'guardia giurata: CCNL vigilanza privata Filcams o Federterziario UGL, quale conviene?',
      ['vigilanza-privata-servizi-fiduciari'],
    ],
  },
  {
    fires: [
      'officina artigiana col contratto metalmeccanici artigiani Conflavoro PMI: quanto è il minimo?',
      [],
    ],
    stops: ['pulizie: multiservizi Filcams o Conflavoro, quale conviene?', ['multiservizi-pulizia']],
  },
  {
    fires: [
      'sono stato eletto dirigente della RSA nella mia azienda tessile: i permessi sono retribuiti?',
      ['tessile-abbigliamento-moda-smi'],
    ],
    stops: [
      'sono delegato RSA in una casa di riposo AIOP, quante ore di permesso sindacale ho?',
      ['sanita-privata-aiop-rsa'],
    ],
  },
  {
    fires: ['infermiera in una RSA religiosa ARIS, quante ferie?', []],
    stops: ['RSA AIOP o ARIS: cambia il contratto?', ['sanita-privata-aiop-rsa']],
  },
  {
    fires: ['fabbrica di laterizi che applica il ccnl Confapi: lo straordinario quanto vale?', []],
    stops: [
      'ccnl metalmeccanica Confapi: facciamo anche laterizi, straordinario?',
      ['metalmeccanica-pmi-confapi'],
    ],
  },
  {
    fires: ['portiere del condominio, quante ferie mi spettano?', []],
    stops: [
      'portiere per un istituto di vigilanza in un condominio: ferie?',
      ['vigilanza-privata-servizi-fiduciari'],
    ],
  },
  {
    fires: [
      "lavoro in un'azienda artigiana metalmeccanica di 5 dipendenti: ferie?",
      ['metalmeccanica-artigianato-area-meccanica'],
    ],
    stops: [
      'azienda artigiana metalmeccanica o industria: dove si hanno più ferie?',
      ['metalmeccanica-industria-federmeccanica', 'metalmeccanica-artigianato-area-meccanica'],
    ],
  },
  {
    fires: ['lavoro per una piccola impresa artigiana che fa pulizie di uffici: quante ferie ho?', []],
    stops: ['impresa di pulizie artigiana o multiservizi: dove si prende di più?', ['multiservizi-pulizia']],
  },
  {
    fires: [
      "addetta al confezionamento in un'industria alimentare: turni di notte?",
      ['alimentari-industria'],
    ],
    stops: [
      "confezionamento in un'azienda alimentare che produce anche abbigliamento?",
      ['alimentari-industria', 'tessile-abbigliamento-moda-smi'],
    ],
  },
  {
    fires: [
      'Papà ha la badante convivente da tre anni ma adesso va in una RSA: quanti giorni di preavviso le diamo?',
      ['lavoro-domestico'],
    ],
    stops: [
      'Ho fatto la badante per anni e adesso lavoro in una RSA: quante ferie ho?',
      ['lavoro-domestico', 'sanita-privata-aiop-rsa'],
    ],
  },
  {
    fires: [
      'La nonna va in RSA e la sua badante vuole farsi assumere lì, la struttura applica il CCNL AIOP RSA: quanto prenderebbe?',
      ['sanita-privata-aiop-rsa'],
    ],
    stops: [
      'La badante di papà resta con noi anche se lui entra in una RSA AIOP per un mese: quante ferie ha?',
      ['lavoro-domestico'],
    ],
  },
  {
    fires: [
      'addetta alla reception e alle spedizioni in azienda chimica, quante ferie ho?',
      ['chimico-farmaceutico'],
    ],
    stops: [
      'addetta alle spedizioni di una azienda chimica che fa da spedizioniere, quante ferie ho?',
      ['chimico-farmaceutico', 'logistica-trasporto-merci-spedizione'],
    ],
  },
  {
    fires: [
      'sono conduttore di impianti in una fabbrica metalmeccanica: quanti giorni di ferie ho?',
      ['metalmeccanica-industria-federmeccanica'],
    ],
    stops: [
      'Sono addetto agli impianti di una autofficina: quante ferie ho?',
      ['metalmeccanica-artigianato-area-meccanica'],
    ],
  },
  {
    fires: [
      'sono addetta alle pulizie per una multiservizi, puliamo i cantieri edili a fine lavori: quante ferie ho?',
      ['multiservizi-pulizia'],
    ],
    stops: ['faccio il muratore nei cantieri edili: quante ferie ho?', ['edilizia-industria-ance']],
  },
];

describe('the precedence table', () => {
  it('has a phrasing that fires and one that stops for every row', () => {
    expect(CASES).toHaveLength(PRECEDENCE.length);
  });

  PRECEDENCE.forEach((rule, i) => {
    const { fires, stops } = CASES[i] as Case;
    it(rule.reason, () => {
      const [firing, expected] = fires;
      expect(read(firing), firing).toEqual(expected.map(id).sort((a, b) => a - b));
      const [stopped, kept] = stops;
      expect(read(stopped), stopped).toEqual(kept.map(id).sort((a, b) => a - b));
      // The row alone changes what the firing phrasing names, and leaves the stopped one as recognised.
      const alone = (message: string) => {
        const text = fold(message);
        const recognised = kb.recognise(text);
        return { recognised, after: applyPrecedence(kb, recognised, text, text, [rule]) };
      };
      const fired = alone(firing);
      expect(fired.after, firing).not.toEqual(fired.recognised);
      const held = alone(stopped);
      expect(held.after, stopped).toEqual(held.recognised);
    });
  });
});

describe('how a row acts', () => {
  const ccnl = (name: string) => kb.agreements.find((c) => c.id === name);
  it('puts a replacing agreement where the replaced one stood, or first', () => {
    const shop = ccnl('terziario-confcommercio');
    const industry = ccnl('metalmeccanica-industria-federmeccanica');
    const text = fold('commercio e metalmeccanica pmi a confronto');
    const after = applyPrecedence(
      kb,
      [shop, industry].filter((c) => c !== undefined),
      text,
    );
    // "PMI" turns the industry's agreement into Confapi's in its own place: Commercio stays first.
    expect(after.map((c) => c.id)).toEqual(['terziario-confcommercio', 'metalmeccanica-pmi-confapi']);
  });

  it('does not count a name ruled out as named', () => {
    const text = fold('applica il ccnl confapi della metalmeccanica, non quello di federmeccanica');
    const recognised = ['metalmeccanica-pmi-confapi', 'metalmeccanica-industria-federmeccanica']
      .map(ccnl)
      .filter((c) => c !== undefined);
    const named = text.replace(/non quello di federmeccanica/, ' ');
    expect(applyPrecedence(kb, recognised, text, named).map((c) => c.id)).toEqual([
      'metalmeccanica-pmi-confapi',
    ]);
  });
});

describe('a job found in many sectors, read with the workplace', () => {
  const reading = (message: string) => readQuestion({ kb, message, today: '2026-11-22' }).slots;
  it('the workplace names the agreement: a night shift or a porter’s lodge is not security work', () => {
    for (const [message, expected] of [
      ['portiere di notte in albergo, che livello gli spetta?', 'turismo-federalberghi'],
      [
        'Lavoro alla portineria di un hotel, turno di notte: quanti giorni di ferie?',
        'turismo-federalberghi',
      ],
      ['addetto al controllo accessi in una clinica privata AIOP, minimo?', 'sanita-privata-aiop-rsa'],
      [
        'Il portiere notturno del nostro albergo fa 40 ore: quanto vale la sua ora di notte?',
        'turismo-federalberghi',
      ],
    ] as const)
      expect(read(message), message).toEqual([id(expected)]);
  });

  it("a plant operator ('conduttore d'impianto') in a pharmaceutical firm is not a craft installer", () => {
    const message =
      "Sono conduttore d'impianto in un'azienda farmaceutica: a quanto arriverà l'indennità di turno notturno?";
    expect(read(message), message).toEqual([id('chimico-farmaceutico')]);
  });

  it('cleaning done where the workplace employs its own staff, unless a cleaning firm is named', () => {
    for (const [message, expected] of [
      ['faccio le pulizie in un albergo 3 stelle, quante ferie ho?', 'turismo-federalberghi'],
      [
        'Addetta alle pulizie in un supermercato, assunta dal supermercato: minimo del livello?',
        'terziario-confcommercio',
      ],
      [
        'Sono addetto alle pulizie in una ditta di pulizie che lavora negli hotel: ferie?',
        'multiservizi-pulizia',
      ],
    ] as const)
      expect(read(message), message).toEqual([id(expected)]);
  });

  it('a security firm named as employer keeps the security agreement', () => {
    for (const message of [
      'Faccio il portiere in un hotel ma sono dipendente di un istituto di vigilanza: ferie?',
      'Portierato in un albergo in appalto, CCNL vigilanza privata e servizi fiduciari: minimo?',
    ])
      expect(read(message), message).toEqual([id('vigilanza-privata-servizi-fiduciari')]);
  });

  it('a building’s porter is under an agreement the knowledge base lacks, not security', () => {
    const slots = reading('Faccio il portiere in un condominio di Roma, quanto dovrei prendere?');
    expect(slots.agreements).toEqual([]);
    expect(slots.unknownAgreements).toEqual(['CCNL Proprietari di fabbricati']);
  });
});
