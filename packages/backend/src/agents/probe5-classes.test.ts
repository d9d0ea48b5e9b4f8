import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const ask = (agreement: string, message: string) =>
  askAgent('inquadra', message, { categories: [category(agreement)] }).text;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*([^*]+)\*\*/.exec(ask(agreement, message))?.[1];

describe('the level held now is compared with the one the tasks call for, never taken as the answer', () => {
  it('says the proposed level is higher than the one held, with both minimums', () => {
    const text = ask(
      'terziario-confcommercio',
      'mi hanno inquadrata al 6° livello ma in negozio servo i clienti e faccio le vendite da sola, va bene?',
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello\*\*/);
    expect(text).toMatch(/È più alto del 6° livello indicato \(minimo mensile [^)]+ contro/);
  });

  it('says the proposed level is the same one held', () => {
    const text = ask('pubblici-esercizi-fipe', 'sono al 4° livello e faccio il pizzaiolo, è corretto?');
    expect(text).toMatch(/\*\*4° livello\*\*[^\n]*È lo stesso livello indicato/);
  });

  it('says the proposed level is lower than the one held', () => {
    const text = ask(
      'terziario-confcommercio',
      'la nostra addetta alle pulizie è inquadrata al 4° livello: è giusto?',
    );
    expect(text).toMatch(/\*\*7° livello\*\*[^\n]*È più basso del 4° livello indicato/);
  });

  it('adds nothing when no level held is said', () => {
    expect(ask('pubblici-esercizi-fipe', 'che livello ha un pizzaiolo?')).not.toMatch(/livello indicato/);
  });

  it('classifies a shop manager held at a lower level by what the job is, not by the level said', () => {
    expect(
      proposed(
        'terziario-confcommercio',
        'mi pagano come 4° ma mando avanti io il punto vendita con cinque ragazze sotto di me, giusto così?',
      ),
    ).toBe('1° livello');
  });

  it('reads "inquadrato al 3 livello ... ma faccio il responsabile" as a classification', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message: 'inquadrato al 3 livello del commercio ma faccio il responsabile del negozio, è giusto?',
    });
    expect(request.intent).toBe('classification');
  });
});

describe('job titles typed one letter off and the workplace kind are not lost', () => {
  it.each([
    ['pubblici-esercizi-fipe', 'camerere di ristorante, che livello?', '4° livello'],
    ['pubblici-esercizi-fipe', 'sono una pizzaiola in un locale, livello?', '4° livello'],
    [
      'cooperative-sociali',
      'lavoro in una cooperativa sociale come educatore, nessun incarico di coordinamento',
      'livello D1 (Categoria D, posizione economica D1)',
    ],
  ])('%s: %s → %s', (agreement, message, level) => {
    expect(proposed(agreement, message)).toBe(level);
  });
});

describe('jobs told by their tasks in the words of the trade', () => {
  it.each([
    [
      'edilizia-industria-ance',
      'il ragazzo fa il manovale, impasta la malta e carica la carriola',
      '1° livello (parametro 100)',
    ],
    [
      'edilizia-industria-ance',
      'carpentiere che da vent anni arma i solai in autonomia',
      '3° livello (parametro 130)',
    ],
    ['edilizia-industria-ance', 'assumo un muratore per tirare su tramezzi', '2° livello (parametro 117)'],
    ['multiservizi-pulizia', 'pulisco i pavimenti dei capannoni con la monospazzola', '2° livello'],
    [
      'pubblici-esercizi-fipe',
      'in cucina faccio l aiuto cuoco: taglio, preparo le basi e le guarnizioni',
      '6° livello super',
    ],
    [
      'pubblici-esercizi-fipe',
      'è l unico cuoco del locale, decide lui cosa cucinare e fa gli ordini',
      '3° livello',
    ],
    ['pubblici-esercizi-fipe', 'al banco preparo i cappuccini e batto gli scontrini', '5° livello'],
    ['lavoro-domestico', 'assisto un anziano allettato giorno e notte, non ho nessun corso', 'livello CS'],
  ])('%s: %s → %s', (agreement, message, level) => {
    expect(proposed(agreement, message)).toBe(level);
  });
});

describe('a gym as the business is the sports facilities agreement the knowledge base lacks', () => {
  it.each([
    'gestisco una piccola palestra con tre istruttori: quale ccnl applico?',
    'sono dipendente di una palestra a Bari, che ccnl ho?',
  ])('%s', (message) => {
    const request = readQuestion({ kb: testKb, today: TEST_TODAY, message });
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.unknownAgreements.join(' ')).toMatch(/Impianti sportivi/);
  });
});

describe('a level held and a level asked for read as a classification, not an ask outside work', () => {
  it('keeps "mi spetta il 4°?" after a story set in a fish restaurant', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message:
        'mi danno il 6° livello fipe però servo ai tavoli in una trattoria di pesce da due anni, mi spetta il 4°?',
    });
    expect(request.intent).toBe('classification');
  });
});

describe('another worker told by their tasks in a follow-up is classified on their own words', () => {
  it('does not carry the earlier title into "e uno che si occupa solo di …"', () => {
    const text = askAgent('inquadra', 'e una che si occupa solo di preparare gli ordini?', {
      categories: [category('logistica-trasporto-merci-spedizione')],
      history: ['nella logistica un magazzinere che livello ha?'],
    }).text;
    expect(text).toMatch(/Livello proposto: \*\*5° livello/);
  });
});

describe('a follow-up that names another job done is that job, typed wrong or not', () => {
  it('reads "e se faccio il camerere in sala?" after a barista as the waiter', () => {
    const text = askAgent('inquadra', 'e se invece faccio il camerere in sala in un ristorante?', {
      categories: [category('pubblici-esercizi-fipe')],
      history: ['lavoro al bancone di un bar come barista, livello?'],
    }).text;
    expect(text).toMatch(/Livello proposto: \*\*4° livello/);
  });

  it('does not take the helped cook for the job ("affianca il capo partita")', () => {
    expect(
      ask('pubblici-esercizi-fipe', 'il nostro aiuto cuoco affianca il capo partita e pela le patate'),
    ).toMatch(/Livello proposto: \*\*6° livello super/);
  });
});
