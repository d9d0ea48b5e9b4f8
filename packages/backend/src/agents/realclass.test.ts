import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';
import { changedDescription } from './classification-followup.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string | null, message: string, history: string[] = []) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, {
      categories: agreement ? [category(agreement)] : [],
      history,
    }).text,
  )?.[1];

describe('the domestic care ladder is decided by who is cared for', () => {
  it.each([
    ['cerchiamo una ragazza che segua nostra figlia di 9 anni dopo la scuola e la porti in piscina', 'BS'],
    ['baby sitter per il neonato di due mesi, la ragazza non ha fatto corsi', 'CS'],
    ['una baby siter per la bimba di un anno, senza attestati', 'CS'],
    ['assistente per mia madre allettata, la signora non ha il diploma di OSS', 'CS'],
    ['badante per mio nonno che va mobilizzato a letto, lei ha fatto il corso OSS', 'DS'],
    [
      'una persona che faccia solo compagnia a mia zia, che è autosufficiente e non ha bisogno di aiuto',
      'AS',
    ],
  ])('%s → %s', (message, level) => {
    expect(proposed('lavoro-domestico', message)).toBe(level);
  });
});

describe('a care follow-up judges training where it was last spoken of', () => {
  it('moves an untrained carer to DS when the follow-up gives the OSS certificate', () => {
    expect(
      proposed('lavoro-domestico', 'e se la nuova signora avesse il certificato di OSS della regione?', [
        'assistente per mio suocero in carrozzina, la signora non ha diplomi',
      ]),
    ).toBe('DS');
  });
});

describe('a former category asked as today’s level is translated, not classified again', () => {
  it('reads "5ª categoria" of the Metalmeccanici as C3 with the new classification', () => {
    // (Answered as the correspondence, former-category.ts: "la vecchia 5ª categoria corrisponde al **livello C3…**".)
    const text = askAgent(
      'inquadra',
      'Ero inquadrato in 5ª categoria del CCNL metalmeccanici industria: con la nuova classificazione a cosa equivale?',
      { categories: [category('metalmeccanica-industria-federmeccanica')] },
    ).text;
    expect(/\*\*livello ([A-D]\d)/.exec(text)?.[1]).toBe('C3');
  });
});

describe('jobs described by their tasks and titles', () => {
  it('reads serving customers and the till as selling (Commercio 4° livello)', () => {
    expect(
      proposed(
        'terziario-confcommercio',
        'ogni giorno servo la clientela e sto alla cassa di una profumeria',
      ),
    ).toBe('4°');
  });

  it('reads a one-word title said as the job (magazziniere) over a profile sharing "merce"', () => {
    expect(
      proposed(
        'terziario-confcommercio',
        'assumiamo un magazziniere che carica e scarica la merce dai furgoni',
      ),
    ).toBe('4°');
  });

  it('puts a job that needs no particular skill at the level whose definition says so', () => {
    expect(
      proposed(
        'alimentari-industria',
        'addetto alla linea di imbottigliamento, lavoro che non richiede competenze specifiche, livelo?',
      ),
    ).toBe('6°');
  });

  it('leaves out whoever gives the instructions: the job is not its supervisor’s', () => {
    expect(
      proposed(
        'terziario-confcommercio',
        'addetta alle vendite, lavoro sotto la supervisione del responsabile di filiale che decide tutto',
      ),
    ).toBe('4°');
  });

  it('finds the Vigilanza administrative profiles (data entry at the 4° livello)', () => {
    expect(
      proposed(
        'vigilanza-privata-servizi-fiduciari',
        "CCNL vigilanza privata: impiegata d'ordine in ufficio, addetta all'inserimento dati al terminale",
      ),
    ).toBe('4°');
  });
});

describe('classification follow-ups', () => {
  it('keeps the conversation’s agreement for a colleague whose job only suggests a sector', () => {
    const text = askAgent('inquadra', 'e la mia collega che pulisce il locale e lava le tazze?', {
      history: ['faccio il barista in un bar con il contratto dei pubblici esercizi, che livello ho?'],
    }).text;
    expect(text.split('\n')[0]).toContain('Pubblici esercizi');
    expect(text.split('\n')[0]).toContain('7° livello');
  });

  it('reads a worker moved to another job from the follow-up alone', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'e se lo spostano a montare i gruppi da solo, come assemblatore qualificato?',
        ['operaio metalmeccanico che fa solo carico e scarico del materiale'],
      ),
    ).toBe('D2');
  });

  it('drops a role the earlier description denied when the follow-up gives it', () => {
    const changed = changedDescription(
      'operaio specializzato in officina, senza compiti di coordinamento, da dieci anni',
      'e se coordinasse la squadra?',
    );
    expect(changed).not.toContain('senza compiti di coordinamento');
    expect(changed).toContain('coordinasse la squadra');
  });
});

describe('comparisons', () => {
  it('answers the comporto when asked as keeping the job during an illness', () => {
    const text = askAgent(
      'confronta',
      'se mi ammalo per mesi, per quanto conservo il posto col commercio rispetto ai metalmeccanici?',
    ).text;
    expect(text.split('\n')[0]).toContain('180 giorni');
  });

  it('answers a follow-up naming one new agreement alone', () => {
    const text = askAgent('confronta', "e nell'edilizia industria?", {
      history: ['ferie a confronto: CCNL commercio e CCNL turismo'],
    }).text;
    expect(text).toContain('Edilizia');
    expect(text).not.toContain('CCNL Commercio');
  });

  it('reads the month a renewal was signed as no tranche: the whole increase is compared', () => {
    const text = askAgent(
      'confronta',
      'Aumento del rinnovo firmato a luglio 2025 del chimico-farmaceutico per la D1 e quello del commercio per il IV livello',
    ).text;
    expect(text.split('\n')[0]).toContain('257');
    expect(text.split('\n')[0]).toContain('240');
  });
});
