import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// The classes the blind set 89-real-class-4 (rk4-) failed, pinned in words of their own.

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string, history: string[] = []) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+(?: super)?)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)], history }).text,
  )?.[1];

describe('a job told by its tasks is placed by the tasks, not by its workplace or a word in passing', () => {
  it('reads working alone up to the balance sheet as the accountant with autonomy', () => {
    expect(
      proposed(
        'terziario-confcommercio',
        'in un negozio di articoli sportivi curo io la prima nota, le fatture e chiudo il bilancio da solo, nessuno mi ricontrolla',
      ),
    ).toBe('2°');
  });

  it('keeps a cleaner of a supermarket at the cleaning level when the till and the goods are denied', () => {
    expect(
      proposed(
        'terziario-confcommercio',
        'in un ipermercato lavo i pavimenti delle corsie e tengo puliti gli spogliatoi; la cassa non la faccio e non sto al banco',
      ),
    ).toBe('7°');
  });

  it('reads coffee at a bar counter as the barista', () => {
    expect(
      proposed(
        'pubblici-esercizi-fipe',
        'sto dietro al banco del bar e faccio caffetteria e spremute tutto il giorno',
      ),
    ).toBe('5°');
  });

  it('does not take a program loaded on a machine for goods loaded', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'sulla fresatrice carico il programma già pronto, piazzo il pezzo seguendo la scheda di lavoro e misuro con il micrometro',
      ),
    ).toBe('D2');
  });

  it('keeps plain instructions followed on a line at the lowest level', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'alla catena di montaggio avvito sempre lo stesso pezzo seguendo le istruzioni scritte che mi lasciano',
      ),
    ).toBe('D1');
  });

  it('reads what a self-sufficient parent does alone as no care task for a companion', () => {
    expect(
      proposed(
        'lavoro-domestico',
        'mia zia si veste e si lava da sola, vorremmo solo una signora che le faccia compagnia e la porti a messa la domenica',
      ),
    ).toBe('AS');
  });

  it('does not read "secondo il CCNL" as the 2nd level weighed against the one held', () => {
    const text = askAgent(
      'inquadra',
      'vendo scarpe al banco e faccio gli scontrini da quattro anni, ho il 5° livello: secondo il ccnl dove dovrei stare?',
      { categories: [category('terziario-confcommercio')] },
    ).text;
    expect(openingLine(text)).not.toMatch(/2° livello/);
    expect(openingLine(text)).toMatch(/4° livello/);
  });
});

describe('a bare "livello?" closing a job asks for the classification', () => {
  it('is not read as night work because the title says "notturno"', () => {
    const request = readQuestion({
      kb: testKb,
      today: TEST_TODAY,
      message: 'guardiano notturno di un magazzino di piastrelle, contratto commercio. livello?',
    });
    expect(request.intent).toBe('classification');
  });
});

describe('a classification asked with no job and no agreement asks for both', () => {
  it('asks for the tasks as well as the agreement', () => {
    const text = askAgent(
      'inquadra',
      'mi dite il mio livello giusto? è il mio terzo anno in questa ditta e il livello è sempre quello',
    ).text;
    expect(text).toMatch(/mansioni svolte/);
  });
});

describe('comparisons answer the part asked', () => {
  it('gives the sickness share of the band of days named', () => {
    const text = askAgent(
      'confronta',
      'malattia dal 21° al 180° giorno: quanto pagano il CCNL Turismo e il CCNL Commercio?',
    ).text;
    expect(openingLine(text)).toMatch(/100% dal 21° al 180° giorno/);
  });

  it('keeps overtime when a follow-up names its first hours', () => {
    const history = ['lo straordinario è pagato di più nei pubblici esercizi o nel commercio?'];
    const text = askAgent('confronta', 'e nei metalmeccanici per le prime 2 ore?', { history }).text;
    expect(openingLine(text)).toMatch(/25%/);
    expect(openingLine(text)).not.toMatch(/ore settimanali/);
  });

  it('opens with the subject of the asking clause, not the one of the story', () => {
    const text = askAgent(
      'confronta',
      "Dovrò licenziarmi dal posto attuale. Tra la fabbrica metalmeccanica al livello C3 e l'industria alimentare al 3° livello, vorrei sapere dove la prova dura meno.",
    ).text;
    expect(openingLine(text)).toMatch(/^Periodo di prova/);
  });

  it("sets a year's minimum side by side with the monthly payments of each", () => {
    const history = ['minimo del 5° livello commercio e del livello C2 metalmeccanici oggi'];
    const text = askAgent('confronta', 'e su tutto l anno con tredicesima e quattordicesima quanto fa?', {
      history,
    }).text;
    // 5° Terziario 1.691,70 × 14 = 23.683,80; C2 Metalmeccanici 2.064,88 × 13 = 26.843,44.
    expect(openingLine(text)).toMatch(/23\.683,80 €/);
    expect(openingLine(text)).toMatch(/26\.843,44 €/);
  });

  it('still answers a count of monthly payments with the count', () => {
    const text = askAgent('confronta', 'quante mensilità in un anno tra commercio e metalmeccanici?').text;
    expect(openingLine(text)).toMatch(/14 mensilità/);
  });
});

describe("a year's minimum is asked only with an amount of the year", () => {
  it('keeps the monthly minimum when the year is seniority', () => {
    const text = askAgent(
      'confronta',
      'lavoro da un anno al 4° livello: quanto prendo di minimo nel commercio e nel turismo?',
    ).text;
    expect(openingLine(text)).toMatch(/^Minimi retributivi/);
  });
});
