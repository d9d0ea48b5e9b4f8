import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

/**
 * Session 30 (fixs30f): levels read from the definitions' own words. A category of employees named by its
 * number is that category, not its "super" (Edilizia art. 77); a job coordinating a small group is the level
 * that names it (Alimentari 3A); a farm job of simple tasks with no machine is the common workers' area, and a
 * cellarman doing the whole wine-making is the first area whatever grade he was given (Operai agricoli); an
 * apprentice asked after the probation is the apprentices' probation.
 */

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const ask = (agreement: string, message: string, history: string[] = []) =>
  openingLine(askAgent('inquadra', message, { categories: [category(agreement)], history }).text);

describe('a category of employees named by its number', () => {
  it('places the 1ª at the 6° livello and the 1ª super at the 7°', () => {
    expect(
      ask('edilizia-industria-ance', 'Un impiegato di prima categoria in edilizia a che livello va?'),
    ).toContain('**6° livello (parametro 180)**');
    expect(ask('edilizia-industria-ance', 'e un impiegato di 1ª super?')).toContain(
      '**7° livello (parametro 200)**',
    );
    expect(ask('edilizia-industria-ance', 'Impiegata di 2a categoria: livello?')).toContain('**5° livello');
  });
});

describe('a job that coordinates a small group', () => {
  it('is the Alimentari level of those who coordinate groups of work, not the directive 1°', () => {
    const opening = ask(
      'alimentari-industria',
      'Nel nostro ufficio acquisti una impiegata tecnica guida un piccolo team di 4 addetti, distribuisce le pratiche e le verifica, ma dipende dal direttore acquisti. Che livello?',
    );
    expect(opening).toContain('**3° livello A (3A)**');
  });
});

describe('farm workers by the national areas', () => {
  it('puts simple tasks with no machine in the third area', () => {
    expect(
      ask(
        'agricoltura-operai',
        'Per la vendemmia prendiamo sei operai a tempo determinato: solo taglio dei grappoli e cassette, senza usare mezzi. Che area?',
      ),
    ).toContain('Area 3');
  });

  it('puts the cellarman doing the whole wine-making in the first area, whatever grade he was given', () => {
    expect(
      ask(
        'agricoltura-operai',
        'Abbiamo un cantiniere inquadrato come qualificato: segue da solo tutte le operazioni di vinificazione ed è responsabile della cantina. È giusto?',
      ),
    ).toContain('Area 1');
  });
});

describe('an apprentice asked after the probation', () => {
  it('answers the apprentices’ probation, not the apprenticeship', () => {
    const text = askAgent('main-agent', 'e se invece è un apprendista?', {
      categories: [category('turismo-federalberghi')],
      history: ['lavoro in hotel, turismo federalberghi, 5° livello: quanto dura la prova?'],
    }).text;
    expect(openingLine(text)).toContain('**25 giorni di effettivo lavoro**');
  });
});
