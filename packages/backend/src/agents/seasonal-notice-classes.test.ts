import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { term } from '../kb/text.js';
import { outsideDomain } from '../reader/outside-work.js';
import { readQuestion } from '../reader/read.js';
import { readable } from '../reader/text.js';
import { askAgent, openingLine, testKb, withUpload } from '../testing/agents.js';

// Seasonal work, classification and notice follow-ups (wave 64): months named one by one, an establishment's
// trade words, the night carer's and the hourly colf's table, a domestic letter, resignation terms halved, and
// the resignation by conduct beside a dismissal's ticket.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, today: '2026-11-30', history });
const category = (id: string) => [testKb.byId(id)?.id_categoria as number];

describe('months named one by one count as the months worked', () => {
  it('recounts a follow-up that lists other months', () => {
    const history = [
      'faccio la stagione in un lido (pubblici esercizi), 5 mesi: quante ferie maturo in 5 mesi?',
    ];
    expect(
      read('e mia sorella che lavora giugno, luglio e agosto quante ne matura?', history).slots.monthsWorked,
    ).toBe(3);
    expect(read('e chi fa solo agosto settembre?', history).slots.monthsWorked).toBe(2);
  });
  it('reads a list of months in a single question', () => {
    expect(
      read('quante ferie matura nel commercio chi lavora maggio giugno luglio agosto?').slots.monthsWorked,
    ).toBe(4);
  });
});

describe('a dismissal ticket in an employer story is not a health ticket', () => {
  it('keeps the work question in scope', () => {
    const story =
      'un operaio non si presenta al lavoro da 18 giorni, niente certificato né dimissioni telematiche. Prima avrei dovuto licenziarlo e versare il ticket; col Collegato lavoro dopo quanti giorni si considera dimesso e a chi va comunicato?';
    expect(outsideDomain(readable(story))).toBeUndefined();
    expect(outsideDomain(readable('quanto costa il ticket per una visita specialistica?'))).toBe('salute');
    const answer = askAgent('main-agent', story).text;
    expect(answer).toMatch(/15 giorni/);
    expect(answer).toMatch(/Ispettorato/);
  });
});

describe('a resignation term that is half the dismissal one says so', () => {
  it('Chimico: both sides of a band, the half named', () => {
    const answer = askAgent(
      'main-agent',
      'Chimico farmaceutico, impiegato categoria A2 con 12 anni di servizio: preavviso in caso di licenziamento e di dimissioni?',
    ).text;
    expect(answer).toMatch(/4 mesi/);
    expect(answer).toMatch(/2 mesi\*\* in caso di dimissioni \(la metà del termine di licenziamento\)/);
  });
});

describe('a waiter who tidies the room is no systems analyst', () => {
  it('keeps the profession and the verb apart', () => {
    expect(term('sistemista')).not.toBe(term('sistemare'));
    const opening = openingLine(
      askAgent(
        'inquadra',
        'lavoro come cameriera in una trattoria FIPE: porto i piatti ai tavoli, sistemo le sedie e apparecchio. che livello mi spetta?',
        { categories: category('pubblici-esercizi-fipe') },
      ).text,
    );
    expect(opening).toMatch(/\*\*4° livello\*\*/);
  });
});

describe('a domestic level is paid on the table of the case', () => {
  const domestic = { categories: category('lavoro-domestico') };
  it('a carer only at night takes the night-assistance month', () => {
    const opening = openingLine(
      askAgent(
        'inquadra',
        'mia nonna è allettata e non autosufficiente: cerchiamo una signora senza attestati che resti con lei solo la notte, dalle 21 alle 7, per cambiarla e girarla. che livello e quale minimo al mese?',
        domestic,
      ).text,
    );
    expect(opening).toMatch(/livello CS/);
    expect(opening).toMatch(/assistenza notturna/);
    expect(opening).not.toMatch(/1\.193,84/);
  });
  it('an hourly worker not living in keeps the hourly table in a follow-up', () => {
    const history = [
      'ho una signora che viene a ore, non convivente, due pomeriggi a settimana: lava, stira e cucina, lo fa da anni. che livello e che paga minima?',
    ];
    const answer = askAgent('inquadra', 'e se fosse senza esperienza e pulisse soltanto la casa?', {
      ...domestic,
      history,
    }).text;
    expect(answer).toMatch(/livello A/);
    expect(answer).toMatch(/6,51 € l'ora/);
  });
  it('a domestic hiring letter with cleaning among the tasks stays in the domestic agreement', () => {
    const letter =
      'LETTERA DI ASSUNZIONE - LAVORO DOMESTICO\nRapporto: convivente\nMansioni: assistenza al sig. Bianchi (non autosufficiente), igiene personale, pulizia della casa, preparazione dei pasti.\nTitoli: nessuno\nLivello di inquadramento: B';
    const answer = askAgent(
      'inquadra',
      'Ho ricevuto questa lettera, il signore non è autosufficiente, lo lavo, lo imbocco, lo alzo dal letto e pulisco anche casa; corsi non ne ho fatti. È giusto il livello? Se non lo è, quale dovrebbe essere?',
      withUpload('lettera.txt', letter),
    ).text;
    expect(answer).not.toMatch(/Multiservizi/);
    expect(openingLine(answer)).toMatch(/livello CS/);
  });
});
