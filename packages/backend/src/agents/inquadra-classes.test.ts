import { describe, expect, it } from 'vitest';
import { findLevel } from '../kb/pay.js';
import { askAgent, openingLine, testKb } from '../testing/agents.js';
import { jobTerms, polarity } from './job-terms.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string, history: string[] = []) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)], history }).text,
  )?.[1];

describe('a negation reaches the items of its list and stops where the clause ends', () => {
  it('denies every item of "né … né", "o" and "nessun … o …", and not what follows a comma', () => {
    expect(jobTerms('non ha né diploma né attestato')).toEqual(
      expect.arrayContaining(['nondiplom', 'nonform']),
    );
    expect(jobTerms('nessun attestato o diploma')).toEqual(expect.arrayContaining(['nonform', 'nondiplom']));
    expect(jobTerms('non coordina nessuno, tiene l’agenda')).toContain('agend');
    // "(non formato)" is a negation of its own: the level does not assert training.
    expect(polarity('assistente a persone non autosufficienti (non formato)').asserted).not.toContain('form');
  });

  it('reads a typo in the words the rules key on', () => {
    expect(jobTerms('non ha l atestato')).toContain('nonform');
  });
});

describe('domestic care levels in the words families use', () => {
  it.each([
    ['cerco badante x mio suocero allettato, la signora non ha ne atestato ne diploma', 'CS'],
    ['signora che assiste la nonna in carrozzina, non ha fatto nessun corso', 'CS'],
    ['mia madre non fosse più autosufficiente e la badante non ha nessun diploma o attestato', 'CS'],
    ["la badante di mia zia con l'alzheimer ha il certificato di assistente familiare della regione", 'DS'],
    ['una badante qualificata', 'DS'],
    ['tata per i miei due bambini, li accudisce tutto il giorno', 'BS'],
    ['la colf fa di tutto in casa: pulisce, stira e cucina, lavora con noi da anni', 'B'],
    ['ragazza al primo lavoro che fa solo le pulizie di casa', 'A'],
  ])('%s → %s', (message, level) => {
    expect(proposed('lavoro-domestico', message)).toBe(level);
  });
});

describe('a job that denies leading stays below the levels that demand it', () => {
  it('puts a skilled worker who guides a squad without deciding at C3 (ex 5ª), not D2 or B', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'tornitore esperto su macchine complesse, guida due apprendisti ma organizzazione e risultati li decide il capo reparto',
      ),
    ).toBe('C3');
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'operaio su centri di lavoro complessi con grande autonomia esecutiva, senza decidere le lavorazioni e senza risponderne del risultato',
      ),
    ).toBe('C3');
  });
});

describe('what names the place or the contract is not the job', () => {
  it('does not match a profile on the workplace or the agreement name alone', () => {
    expect(
      proposed('terziario-confcommercio', 'la persona che pulisce il negozio la sera dopo la chiusura'),
    ).toBe('7°');
    expect(proposed('terziario-confcommercio', 'cassiera del supermercato')).not.toBe('Quadri');
    expect(
      proposed(
        'logistica-trasporto-merci-spedizione',
        'nel CCNL logistica una ragazza in segreteria che risponde al telefono e smista la posta',
      ),
    ).toBe('5°');
    expect(
      proposed('pubblici-esercizi-fipe', 'il ragazzo che lava i piatti e pulisce la cucina nel ristorante'),
    ).toBe('7°');
  });
});

describe('who employs says the agreement, not where the work is done', () => {
  it('classifies an OSS in an RSA run by a social cooperative under the cooperatives, not AIOP RSA', () => {
    const text = askAgent(
      'inquadra',
      'oss che lavora in una rsa gestita dalla cooperativa, che livello?',
    ).text;
    expect(openingLine(text)).toContain('del CCNL Cooperative sociali');
    // An OSS in an RSA (a socio-sanitary facility) is C2: CISL FP quoting art. 47 (r2b).
    expect(openingLine(text)).toContain('C2');
  });
});

describe('a classification follow-up that names another job decides that job', () => {
  it('answers the new job, not the earlier one with the new words added', () => {
    expect(
      proposed('cooperative-sociali', "e un'educatrice del nido della stessa coop?", [
        'In una cooperativa sociale che livello ha un OSS?',
      ]),
    ).toBe('D2');
    expect(
      proposed(
        'lavoro-domestico',
        'e una badante per mia madre che non è più autosufficiente, senza diploma?',
        ['colf convivente che fa le pulizie e stira, lavora con noi da anni: che livello?'],
      ),
    ).toBe('CS');
  });
});

describe('no fitting profile: the definitions, never a guess', () => {
  it('lists the definitions of the levels and proposes none', () => {
    const text = askAgent(
      'inquadra',
      "assumiamo una ragazza per l'accoglienza dei clienti, il centralino e l'archivio delle pratiche",
      { categories: [category('studi-professionali-confprofessioni')] },
    ).text;
    expect(openingLine(text)).toContain('**non riesco a determinare il livello**');
    expect(text).toContain("«attività ausiliarie e operazioni esecutive d'ordine»");
    expect(text).not.toContain('Livello proposto');
  });
});

describe('former categories name the level that replaced them, in every agent', () => {
  const metal = testKb.byId('metalmeccanica-industria-federmeccanica');
  it.each([
    ['5° livello', 'C3'],
    ['quinta categoria', 'C3'],
    ['5ª cat.', 'C3'],
    ['operaio di 3ª super', 'C1'],
    ['livello 5 super', 'B1'],
    ['terza categoria', 'D2'],
    ['2ª categoria', 'D1'],
    ['categoria 8', 'A1'],
  ])('%s → %s', (text, level) => {
    expect(metal && findLevel(metal, text)).toBe(level);
  });

  it('keeps the agreements whose own codes are numbers or digits with letters', () => {
    const confapi = testKb.byId('metalmeccanica-pmi-confapi');
    const food = testKb.byId('alimentari-industria');
    expect(confapi && findLevel(confapi, '5ª categoria')).toBe('5');
    expect(food && findLevel(food, 'livello 3A')).toBe('3A');
  });

  it('answers the minimum, the net and a comparison for a former category', () => {
    expect(
      openingLine(
        askAgent('main-agent', 'minimo di un metalmeccanico di quinta categoria a dicembre 2026?').text,
      ),
    ).toContain('**2.211,43 €**');
    expect(
      openingLine(askAgent('calcolo', 'netto mensile di un operaio metalmeccanico di 5ª categoria').text),
    ).toContain('C3');
    const compared = openingLine(
      askAgent(
        'confronta',
        'a dicembre 2026 confronta il minimo di un metalmeccanico di 5ª cat. con il 4° livello del commercio',
      ).text,
    );
    expect(compared).toContain('**1.818,75 €** nel CCNL Commercio (4° livello)');
    expect(compared).toContain('**2.211,43 €** nel CCNL Metalmeccanici industria (livello C3)');
  });

  it('never reads a date in a follow-up ("il 1° marzo") as a level', () => {
    const text = askAgent('calcolo', 'e se fosse stato assunto il 1° marzo?', {
      history: ['Calcola la tredicesima 2026 di un C3 metalmeccanico assunto il 1° giugno 2026'],
      categories: [category('metalmeccanica-industria-federmeccanica')],
    }).text;
    expect(openingLine(text)).toContain('C3');
  });
});
