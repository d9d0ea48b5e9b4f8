import { describe, expect, it } from 'vitest';
import { joinedDictation } from '../reader/dictation.js';
import { nextTrancheAsked } from '../reader/next-tranche-asked.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, TEST_TODAY, testKb } from '../testing/agents.js';

// Coverage and tables at dates (session 42, fixs42e): a coming tranche asked after a labour cost told as the
// purpose, the short "coop" of a social cooperative already named, a month "before the last increase", and an
// OSS spelled by dictation.
const today = '2026-11-27';
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { today, ...(history.length ? { history } : {}) }).text;
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, categories: [], today: TEST_TODAY, agent: 'main-agent' });
const idOf = (id: string) => testKb.agreements.find((c) => c.id === id)?.id_categoria;

describe('a coming tranche asked after a cost told as the purpose', () => {
  const purpose =
    "Preparo un preventivo per un appalto di pulizie dal 2027 e devo stimare il costo del personale. Quando c'è il prossimo aumento del Multiservizi e a quanto arriva il 2° livello?";

  it('is the renewal, not a cost calculation refused for its year', () => {
    expect(read(purpose).intent).toBe('renewal');
    const text = ask('main-agent', purpose);
    expect(text).not.toMatch(/calcolo per il 2027/);
    expect(text).toContain('1.433,17 €');
  });

  it('a cost asked in the question itself stays the calculation', () => {
    const request = read('Quanto costa all’azienda un 2° livello del Multiservizi a tempo pieno quest’anno?');
    expect(nextTrancheAsked(request, 'quanto costa un 2 livello dopo il prossimo aumento?')).toEqual({});
  });
});

describe('the short "coop" of a social cooperative already named', () => {
  it('is not the consumers’ cooperatives agreement', () => {
    const request = read(
      'Seguo il personale di una coop sociale e di una ditta di pulizie. Un addetto della ditta (CCNL Multiservizi) passerebbe alla coop come ausiliario (CCNL cooperative sociali): quante ore settimanali a tempo pieno nei due contratti?',
    );
    expect(request.slots.unknownAgreements).toEqual([]);
    expect(request.slots.agreements).toContain(idOf('cooperative-sociali'));
  });

  it('"alla coop" alone still names the consumers’ cooperatives', () => {
    const request = read('Lavoro alla coop come cassiera, che contratto mi applicano e quanto prendo?');
    expect(request.slots.unknownAgreements.join(' ')).toMatch(/consumo/i);
  });
});

describe('a month before the last increase', () => {
  it('is the table before the latest tranche in force, not before the renewal’s final step', () => {
    const text = ask('calcolo', 'E ad agosto, quindi prima dell’ultimo aumento, quanto prendeva?', [
      'CCNL Multiservizi, addetta alle pulizie al 2° livello a tempo pieno: qual è il minimo mensile oggi?',
    ]);
    expect(text).toContain('1.368,17 €');
    expect(text).not.toMatch(/prima del 1° marzo 2029/);
  });
});

describe('an acronym spelled by dictation', () => {
  it('joins the letters back', () => {
    expect(joinedDictation('assumiamo una o esse esse con attestato')).toBe(
      'assumiamo una oss con attestato',
    );
    expect(joinedDictation('quanto ti effe erre matura')).toBe('quanto tfr matura');
    expect(joinedDictation('ci sono di solito e poi')).toBe('ci sono di solito e poi');
    expect(joinedDictation('metal meccanici')).toBe('metalmeccanici');
  });

  it('an OSS spelled out is classified as the OSS profile', () => {
    const text = ask(
      'inquadra',
      'Coop sociale, assistenza domiciliare agli anziani: prendiamo una o esse esse con la qualifica regionale. Che livello le diamo nel CCNL cooperative sociali?',
    );
    expect(text).toMatch(/livello C1/);
  });
});

describe('a leave’s length asked in hours or days after a story that tells the weekly hours', () => {
  it('is the leave (a gap for a domestic worker), not the working week', () => {
    const text = ask(
      'main-agent',
      'faccio la badante non convivente, 25 ore settimanali. col rinnovo del contratto colf hanno messo dei permessi per assistere un familiare disabile e mia madre ha la 104: quanti giorni/ore posso prendere e me li pagano?',
    );
    expect(text.split('\n')[0]).toMatch(/non sono nella base di conoscenza/);
  });
});

describe('a renewal told by a month another agreement of the same name had', () => {
  it('names that other agreement by its CNEL code', () => {
    const text = ask(
      'main-agent',
      'Ho letto che il CCNL delle cooperative sociali è stato rinnovato il 25 novembre 2025, fino al 2028. Noi siamo una coop di Legacoopsociali: il rinnovo vale anche per noi?',
    );
    expect(text.split('\n')[0]).toContain('T149');
    expect(text).toContain('31 dicembre 2025');
  });

  it('a renewal told by the agreement’s own month adds nothing', () => {
    const text = ask(
      'main-agent',
      'Il rinnovo delle cooperative sociali di marzo 2024 che aumenti ha portato?',
    );
    expect(text).not.toContain('T149');
  });
});
