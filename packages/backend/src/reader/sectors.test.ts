import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, categories: number[] = []) =>
  readQuestion({ kb, message, categories, today: TEST_TODAY });
const id = (name: string) => kb.byId(name)?.id_categoria;
const lead = (message: string) => openingLine(askAgent('main-agent', message).text);

describe('an agreement named by its sector, workplace or profession', () => {
  it.each([
    'Quanti giorni di ferie ha la segretaria di uno studio di commercialisti?',
    'lavoro in uno studio di avvocati, quanto dura la prova?',
    "impiegata dall'avvocato da 3 anni: preavviso se mi dimetto?",
    'receptionist dal notaio, quante ore settimanali?',
    'assistente alla poltrona da un dentista: minimo del 4 livello?',
    'segretaria in uno studio legale, tredicesima?',
    'studio notarile, quanti permessi?',
  ])('reads a professional office as Studi professionali: %s', (message) => {
    expect(read(message).slots.agreements).toEqual([id('studi-professionali-confprofessioni')]);
  });

  it('answers in that agreement instead of asking which one', () => {
    expect(lead('Quanti giorni di ferie ha la segretaria di uno studio di commercialisti?')).toMatch(
      /^Nel CCNL Studi professionali, ferie: \*\*26 giorni/,
    );
  });

  it("does not take the user's own lawyer for a workplace", () => {
    expect(read('il mio avvocato dice che mi spetta il TFR, è vero?').slots.agreements).toEqual([]);
  });

  it.each([
    ['Quante ferie spettano a un impiegato di banca?', 'CCNL Credito (ABI)'],
    ['contratto ABI: quanto dura il periodo di prova?', 'CCNL Credito (ABI)'],
    ['lavoro in banca da 10 anni, quante ferie ho?', 'CCNL Credito (ABI)'],
    ["lavoro in un'assicurazione, quante mensilità?", 'CCNL Assicurazioni (ANIA)'],
    ['insegno in una scuola paritaria: ferie?', 'CCNL Scuola privata'],
    ['infermiere in un ospedale pubblico, quanto guadagna?', 'CCNL Comparto Sanità (pubblico impiego)'],
    ["OSS dell'ASL: quante ferie?", 'CCNL Comparto Sanità (pubblico impiego)'],
  ])('names %s as an agreement not in the knowledge base', (message, name) => {
    const request = read(message);
    expect(request.intent).toBe('agreement_not_covered');
    expect(request.slots.unknownAgreements).toContain(name);
    const first = lead(message);
    expect(first).toContain(`${name} non è nella base di conoscenza`);
    expect(first).not.toMatch(/\d+,\d{2} €|%/);
  });

  it('keeps a "banca delle ore" or an INAIL insurance out of the banks and insurers', () => {
    expect(read('nel ccnl commercio come funziona la banca delle ore?').slots.unknownAgreements).toEqual([]);
    expect(read("colf: l'assicurazione INAIL copre l'infortunio in casa?").slots.unknownAgreements).toEqual(
      [],
    );
  });

  it('lets a selected agreement beat one inferred from a workplace word', () => {
    const confesercenti = id('terziario-confesercenti') as number;
    expect(read('commessa in un negozio: quante ferie?').slots.agreements).toEqual([
      id('terziario-confcommercio'),
    ]);
    expect(read('commessa in un negozio: quante ferie?', [confesercenti]).slots.agreements).toEqual([
      confesercenti,
    ]);
  });
});

describe("domestic work's own night tables named", () => {
  it.each([
    'Qual era nel 2025 la paga minima per l’assistenza notturna di un anziano non autosufficiente, livello DS?',
    'presenza notturna livello unico e assistenza notturna livello BS: quanto al mese?',
  ])('reads Lavoro domestico: %s', (message) => {
    expect(read(message).slots.agreements).toEqual([id('lavoro-domestico')]);
  });
  it('a care home’s night shift stays unread as domestic work', () => {
    expect(
      read('in RSA faccio assistenza notturna a ospiti non autosufficienti: quanto mi spetta?').slots
        .agreements,
    ).not.toEqual([id('lavoro-domestico')]);
  });

  it.each([
    'autista viaggiante quanti giorni di permesso in più ho oltre le festivita abolite?',
    'sono conducente viaggiante, quante ore a settimana?',
  ])("reads the goods-transport drivers' own name as Logistica: %s", (message) => {
    expect(read(message).slots.agreements).toEqual([id('logistica-trasporto-merci-spedizione')]);
  });
});
