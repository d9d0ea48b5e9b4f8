import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';
import { namedCodes, notHeldNamed } from './not-held.js';
import { NOT_HELD } from './not-held-table.js';
import { OUTSIDE_WORK, WORK } from './outside-work.js';
import { readQuestion } from './read.js';
import { fold } from './text.js';

// Phrasings written for this file, none of them in eval/reader/scope-questions.json: each class the scope
// rules read, in words the corpus does not use.
const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });
const id = (name: string) => testKb.agreements.find((c) => c.id === name)?.id_categoria;

describe('an ask outside work is out of scope, whatever labour word it carries', () => {
  it.each([
    // A labour word whose complement is outside work: renewal of a document, holidays as travel, a contract
    // with a gym or a landlord, a trial period of a service, sickness of a pet.
    'entro quando va fatto il rinnovo del passaporto prima di un viaggio in Messico?',
    'ferie di fine agosto: meglio la Puglia o la Calabria per il mare?',
    'posso disdire il contratto della piscina comunale a metà stagione?',
    'la prova gratuita di Spotify si rinnova da sola?',
    'preavviso per lasciare la casa in affitto prima della scadenza, quanto?',
    'quanto costa il ticket per una visita specialistica dal cardiologo?',
    'come si calcola il bollo di una moto 125?',
    "quando arriva l'assegno unico di dicembre?",
    'quota 103 esiste ancora o devo aspettare i 67 anni?',
    'come faccio il cambio del medico di famiglia online?',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).toBe('out_of_scope');
    expect(request.alsoAsked).toEqual([]);
    expect(request.slots.unknownAgreements).toEqual([]);
  });
});

describe('a worker’s story ending in an ask outside work is out of scope', () => {
  it.each([
    'Faccio il barista col contratto FIPE, 5° livello, tutto pagato giusto. La mia domanda: la TARI del bilocale in affitto la paga il proprietario?',
    'Sono operaio edile, la busta paga torna sempre. Mi servirebbe sapere se per il viaggio di nozze in Kenya serve il visto.',
    'lavoro in un hotel col contratto turismo e sto bene così; il superbollo sulla moto del 2015 lo pago ancora?',
    // The ask has no object of its own: the clause before it says what it is about.
    'Sono al 2° livello del multiservizi e devo rifare la patente scaduta: dove si va?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('out_of_scope');
  });

  it('keeps the work ask when work is the topic named last before it', () => {
    // The trip is the reason, the days off are what is asked.
    expect(
      read('Vorrei andare al mare a giugno con i bambini. Col CCNL Commercio quante ferie ho?').intent,
    ).toBe('holidays');
    expect(
      read('Ho rinnovato il passaporto e ora devo chiedere le ferie: me le può negare il datore di lavoro?')
        .intent,
    ).not.toBe('out_of_scope');
  });
});

describe('labour-adjacent asks stay in scope', () => {
  it.each([
    ['le detrazioni per il figlio a carico le trovo in busta paga?', 'payroll_rules'],
    ['mi spettano permessi per accompagnare mio padre alle visite? ho la 104', 'leave'],
    ["l'una tantum del rinnovo del contratto commercio quando arriva?", 'renewal'],
    ['il datore di lavoro può spostarmi le ferie già prenotate per il viaggio?', 'holidays'],
  ])('%s → %s', (message, intent) => {
    expect(read(message).intent).toBe(intent);
  });
});

describe('agreements not held, named every way, by their own name', () => {
  it.each([
    // Employer association, union, sector word, colloquial.
    ['ferie nel contratto Federcasse?', 'CCNL Credito cooperativo (Federcasse)'],
    ['sono iscritta alla Uilcom, il mio contratto quanti permessi dà?', 'CCNL Telecomunicazioni'],
    ['guido il pullman urbano, che ferie ho col contratto ASSTRA?', 'CCNL Autoferrotranvieri'],
    ['faccio il casellante sulla A1, quanto prendo?', 'CCNL Autostrade e trafori'],
    [
      'insegno in una scuola cattolica delle suore orsoline: minimo?',
      'CCNL Scuole private religiose (AGIDAE)',
    ],
    ['lavoro in una vetreria di Murano, quante ferie?', 'CCNL Vetro (Assovetro)'],
    ['contratto Assocarta, scatti di anzianità?', 'CCNL Carta e cartotecnica'],
    ['ccnl manageritalia preavviso?', 'CCNL Dirigenti commercio (Manageritalia)'],
    [
      'sono dirigente nell’industria da 10 anni, quanto preavviso mi devono?',
      'CCNL Dirigenti industria (Federmanager)',
    ],
    [
      'banconista in un’agenzia di viaggi: quanti permessi ho?',
      'CCNL Agenzie di viaggio e turismo (Fiavet-FTO Confcommercio)',
    ],
    [
      'lavoro per un tour operator, straordinari come si pagano?',
      'CCNL Agenzie di viaggio e turismo (Fiavet-FTO Confcommercio)',
    ],
  ])('%s → %s', (message, name) => {
    const request = read(message);
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.agreements).toEqual([]);
    expect(request.slots.unknownAgreements).toEqual([name]);
  });

  it('a travel agency where a holiday was booked is not the workplace', () => {
    const request = read(
      "ho prenotato con l'agenzia di viaggi le ferie di agosto, il datore può spostarmele?",
    );
    expect(request.intent).toBe('holidays');
    expect(request.slots.unknownAgreements).toEqual([]);
  });

  it('reads a CNEL code: a held one as that agreement, another as not held, named by the code', () => {
    expect(read('ferie nel CCNL con codice CNEL H052?').slots.agreements).toEqual([
      id('turismo-federalberghi'),
    ]);
    const table = read('codice CNEL H008: periodo di prova del 3° livello');
    expect(table.slots.unknownAgreements).toEqual([
      'CCNL Distribuzione moderna organizzata (Federdistribuzione)',
    ]);
    const unknown = read('applichiamo il CCNL cod. CNEL Z77A, quanti giorni di malattia pagati?');
    expect(unknown.intent).toBe('agreement_not_covered');
    expect(unknown.slots.unknownAgreements).toEqual(['CCNL con codice CNEL Z77A']);
    // A level or a year is not a code.
    expect(namedCodes(fold('livello C3 nel ccnl metalmeccanici 2026'))).toEqual([]);
  });

  it('keeps the user’s own name for an agreement written after "CCNL", the table’s for an acronym', () => {
    expect(read('malattia nel CCNL degli elettrici?').slots.unknownAgreements).toEqual(['CCNL Elettrici']);
    expect(read('malattia nel CCNL TLC?').slots.unknownAgreements).toEqual(['CCNL Telecomunicazioni']);
  });

  it('reads a sector word as a workplace only where the question speaks of work', () => {
    expect(notHeldNamed(testKb, fold('quanto costano le piastrelle per il bagno?'), false)).toEqual([]);
    expect(
      notHeldNamed(testKb, fold('operaio in una fabbrica di piastrelle, quanto prendo?'), false),
    ).toHaveLength(1);
  });

  it('lets a narrower row beat the family one, and a held agreement beat a generic craft', () => {
    expect(read('maestra in una scuola materna paritaria FISM: ferie?').slots.unknownAgreements).toEqual([
      'CCNL Scuole dell’infanzia (FISM)',
    ]);
    expect(read('impiegato in una banca di credito cooperativo: ferie?').slots.unknownAgreements).toEqual([
      'CCNL Credito cooperativo (Federcasse)',
    ]);
    const craft = read('carrozziere in una carrozzeria artigiana, quante ferie?');
    expect(craft.slots.unknownAgreements).toEqual([]);
    expect(craft.slots.agreements).toEqual([id('metalmeccanica-artigianato-area-meccanica')]);
  });
});

describe('the tables', () => {
  it('give every row a source, a name and a way to be named, and hold no agreement the knowledge base has', () => {
    for (const row of NOT_HELD) {
      expect(row.source, row.name).toMatch(/^https:\/\//);
      expect(row.name, row.name).toMatch(/^(?:CCNL |contratti )/);
      expect(
        [...(row.names ?? []), ...(row.associations ?? []), ...(row.words ?? []), ...(row.codes ?? [])]
          .length,
      ).toBeGreaterThan(0);
      for (const code of row.codes ?? [])
        expect(
          testKb.agreements.some((c) => c.cnel_code?.value === code),
          `${row.name} ${code}`,
        ).toBe(false);
    }
    expect(new Set(NOT_HELD.map((r) => r.name)).size).toBe(NOT_HELD.length);
  });

  it('keep the work ground and the domains outside it apart', () => {
    for (const { domain, pattern } of OUTSIDE_WORK) expect(pattern.test('busta paga'), domain).toBe(false);
    expect(WORK.test(fold("rinnovo della carta d'identità"))).toBe(false);
    expect(WORK.test(fold('quanti giorni di ferie ho?'))).toBe(true);
  });
});

describe('the answers', () => {
  it('name the agreement asked about, not another not-held one, and say what the product can still do', () => {
    const line = openingLine(
      askAgent('main-agent', 'maestra di scuola col contratto ANINSEI: quante ferie?').text,
    );
    expect(line).toContain('**CCNL Scuole private laiche (ANINSEI) non è nella base di conoscenza**');
    expect(line).toContain('posso però calcolare');
    expect(line).not.toMatch(/\d+,\d{2} €/);
  });

  it('answer an everyday ask with the out-of-scope text, not the agreement-picker one', () => {
    const { text } = askAgent('main-agent', 'dove porto i bambini in vacanza a Pasqua? ho 5 giorni di ferie');
    expect(openingLine(text)).toContain('Questa domanda esce da ciò di cui mi occupo');
    expect(text).not.toContain('Non riesco a identificare con certezza il CCNL');
  });
});

describe('a bill for contributions is work, not a consumer bill', () => {
  it.each([
    'Per la badante di mio padre, 25 ore a settimana a 8 euro: quanto va pagato di contributi col bollettino INPS di luglio, e quanto lo paga lei?',
    'colf a ore, 300 ore nel trimestre a 9,50: quanto viene il bollettino dei contributi, e quanto le posso trattenere?',
  ])('%s', (message) => {
    expect(read(message).intent).not.toBe('out_of_scope');
  });
  it('a utility bill stays outside work', () => {
    expect(read('il bollettino della luce è arrivato doppio, a chi devo scrivere?').intent).toBe(
      'out_of_scope',
    );
  });
});

describe('"pagarlo" points back to what the story names', () => {
  it('a car tax told after a worker’s story is outside work', () => {
    expect(
      read(
        'Sono cuoco in un ristorante, contratto FIPE, lo stipendio arriva puntuale. Mio cognato mi ha passato la sua vecchia Panda e c’è il bollo arretrato della macchina: tocca a me pagarlo?',
      ).intent,
    ).toBe('out_of_scope');
  });
  it('pay the employer owes stays work', () => {
    expect(
      read('il mio datore non mi ha ancora dato lo straordinario di ottobre: è obbligato a pagarlo?').intent,
    ).not.toBe('out_of_scope');
  });
});
