import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

// The answer classes of the seventh set of real conversations (89-real-conv-7.json), in other words.
const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)] }).text,
  )?.[1];

describe('the employer named in the story is not the job', () => {
  it.each([
    'Operatrice socio sanitaria da sette anni, dipendente di una cooperativa sociale che gestisce una casa di riposo',
    'Da sei anni sono OSS assunta da una cooperativa: il personale della struttura è tutto suo',
  ])('%s → C1 or C2', (message) => {
    // The OSS's position: C2 in a socio-sanitary facility, C1 otherwise (CISL FP quoting art. 47, r2b); a
    // "struttura" of no stated kind may be read either way, never outside category C.
    expect(['C1', 'C2']).toContain(proposed('cooperative-sociali', message));
  });
});

describe('untaken holidays asked as money with their days: the amount first', () => {
  it.each([
    'La commessa al 3° livello (commercio) finisce il contratto: le restano 4 giorni di ferie maturate e non godute, quanto devo liquidarle?',
    'Chiudiamo il rapporto con un magazziniere di 4° livello del commercio; ha 2 giorni di ferie non godute: quanto gli spetta di indennità sostitutiva?',
  ])('%s', (message) => {
    const opening = openingLine(askAgent('calcolo', message).text);
    expect(opening).toMatch(/^Per \d+ giorni di ferie non godute spettano \*\*[\d.,]+ €\*\*/);
  });

  it('asked whether they are paid, without days, the law still answers', () => {
    const opening = openingLine(
      askAgent('main-agent', 'Se mi dimetto le ferie maturate e non godute me le devono pagare?').text,
    );
    expect(opening).toMatch(/alla fine del rapporto/);
  });
});

describe("a renewal's signing day in the story does not make the validity the subject asked", () => {
  it('the increase asked opens the answer', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'Alimentari industria, accordo firmato il 9 marzo 2024: di quanto sale il 3° livello a gennaio 2027?',
      ).text,
    );
    expect(opening).toMatch(/aumenta di \*\*/);
  });

  it('asked when it was signed, the validity still opens', () => {
    const opening = openingLine(
      askAgent('main-agent', 'Quando è stato firmato il rinnovo del contratto dei chimici?').text,
    );
    expect(opening).toMatch(/^Il CCNL Chimico-farmaceutico vale/);
  });
});

describe('a notice compared across agreements: the band of the years told and the kind asked', () => {
  const opening = (message: string) => openingLine(askAgent('confronta', message).text);
  it('resigning after 7 years reads that band, resignation only', () => {
    const line = opening(
      'sono al 4 livello da 7 anni e mi dimetto: meglio commercio o turismo per il preavviso?',
    );
    expect(line).toContain('oltre 5 e fino a 10 anni: dimissioni 20 giorni');
    expect(line).not.toContain('licenziamento');
  });

  it('dismissed after 12 years reads that band, dismissal only', () => {
    const line = opening(
      'se mi licenziano dopo 12 anni al 4° livello, ho più preavviso col commercio o col turismo?',
    );
    expect(line).toContain('oltre 10 anni: licenziamento 45 giorni');
    expect(line).not.toContain('dimissioni');
  });

  it('no years told, the whole table', () => {
    expect(opening('preavviso del 4° livello: commercio e turismo a confronto')).toContain('fino a 5 anni');
  });
});

describe('a fixed-term contract told in the story, its renewal or extension asked after it', () => {
  it.each([
    'Sono assunta a tempo determinato per 5 mesi in un hotel: dopo possono prorogarmelo?',
    'ho un contratto a termine in magazzino che scade a marzo, quante volte possono rinnovarmelo?',
  ])('%s → the law on fixed-term contracts', (message) => {
    expect(openingLine(askAgent('main-agent', message).text)).toMatch(/^Per legge \(D\.Lgs\. 81\/2015/);
  });

  it('the agreement named with its renewal is still the agreement’s renewal', () => {
    expect(
      openingLine(
        askAgent('main-agent', 'Il CCNL del commercio quando verrà rinnovato? Scade a marzo 2027?').text,
      ),
    ).not.toMatch(/D\.Lgs\. 81\/2015/);
  });
});

describe("a partner's childbirth is the occasion of the paternity leave asked", () => {
  it.each([
    'la mia ragazza partorisce tra un mese: quanti giorni di paternità posso prendere?',
    'Mia moglie ha partorito stanotte, il congedo di paternità quanto dura?',
  ])('%s', (message) => {
    expect(openingLine(askAgent('main-agent', message).text)).toMatch(/congedo di paternità/);
  });

  it('a mother asking her own leave still reads maternity', () => {
    expect(
      openingLine(askAgent('main-agent', 'partorisco a maggio: quanto dura il congedo di maternità?').text),
    ).toMatch(/congedo di maternità/);
  });
});
