import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { type ReaderInput, readQuestion } from './read.js';

const COMMERCIO = 1;
const MULTISERVIZI = 4;
const STUDI = 5;
const LOGISTICA = 6;

const read = (message: string, extra: Partial<ReaderInput> = {}) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, ...extra });

describe('a driving licence with its category is a job requirement, not a personal document', () => {
  it.each([
    'Cerchiamo un conducente con patente CE per bilici, viaggi in Europa con trasferta: CCNL logistica, in che posizione va inquadrato?',
    'ho la patente C e la CQC, guido un camion per una ditta di trasporti: che livello mi spetta?',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.intent).not.toBe('out_of_scope');
    expect(request.slots.agreements).toContain(LOGISTICA);
  });

  it('keeps the licence itself outside work', () => {
    expect(read('mi è scaduta la patente, come si rinnova?').intent).toBe('out_of_scope');
  });
});

describe('condominium costs and a tax return to pay are outside the product', () => {
  it.each([
    'Il condominio deve rifare la facciata: i millesimi li pagano anche quelli del piano terra?',
    "Nel palazzo si è rotto l'ascensore, la riparazione la paga l'inquilino o il proprietario?",
    'La dichiarazione precompilata mi dà 500 euro da versare: posso rateizzare?',
  ])('%s', (message) => {
    expect(read(message).intent).toBe('out_of_scope');
  });
});

describe('agreements the knowledge base lacks, named by association or asked beside a held one', () => {
  it('a building porter hired by the owners, said apart from the building', () => {
    const request = read(
      'Il nostro condominio ha tre scale e da vent’anni abbiamo un portiere: se va in pensione, chi lo sostituisce con che contratto va assunto?',
    );
    expect(request.slots.unknownAgreements).toEqual(['CCNL Proprietari di fabbricati']);
    expect(request.slots.agreements).toEqual([]);
  });

  it('an artisan cleaning firm is not Multiservizi', () => {
    const request = read(
      'sono titolare di una piccola ditta artigiana di pulizie: quanto dura la prova di un operaio?',
    );
    expect(request.slots.unknownAgreements).toEqual(['CCNL Imprese di pulizia artigiane']);
    expect(request.slots.agreements).not.toContain(MULTISERVIZI);
    expect(request.intent).toBe('agreement_not_covered');
  });

  it('an executive’s agreement asked, with a held one only in the story', () => {
    const request = read(
      'Lavoro da vent’anni con il contratto del commercio e ora mi nominano dirigente: il contratto dei dirigenti del terziario prevede un periodo di prova?',
    );
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.agreements).toEqual([]);
  });

  it('keeps the held agreement when the ask names it', () => {
    const request = read(
      'Ho il contratto dei dirigenti del commercio: confronto con il CCNL Commercio, chi ha più ferie?',
    );
    expect(request.slots.agreements).toContain(COMMERCIO);
  });
});

describe('agreements listed as the options read about: the workplace picks among them', () => {
  it.each([
    'Ho uno studio di commercialista e assumo una segretaria: ho letto del contratto del commercio e di quello degli studi professionali, quale si usa?',
    "Mio cugino dice il commercio, la mia commercialista dice gli studi professionali: apro uno studio dentistico, che contratto applico all'assistente alla poltrona?",
  ])('%s', (message) => {
    expect(read(message, { agent: 'inquadra' }).slots.agreements).toEqual([STUDI]);
  });
});

describe('a follow-up after an agreement not held that names a held one', () => {
  it('asks about the held one', () => {
    const request = read("e un'impresa di pulizie di uffici, che contratto applica?", {
      history: ['quanto prende un portinaio di condominio?'],
      agent: 'inquadra',
    });
    expect(request.intent).toBe('classification');
    expect(request.slots.agreements).toEqual([MULTISERVIZI]);
  });
});
