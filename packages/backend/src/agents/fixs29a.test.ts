import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The answer's opening line, citation marks dropped. */
const opening = (agent: string, message: string, history: string[] = []) =>
  (
    askAgent(agent, message, { history })
      .text.split('\n')
      .find((l) => l.trim() !== '') ?? ''
  ).replace(/ ?(?:\[\d+\])+/g, '');

describe('a sick pay share claimed is weighed on the agreement’s day bands (fixs29a)', () => {
  it('says No to “always at 100%” where days 4–20 are paid at 75%, with the band of the day reached', () => {
    const first = opening(
      'main-agent',
      'sono a casa in malattia da 10 giorni, lavoro in un supermercato (contratto commercio). il mio collega dice che la malattia è pagata sempre al 100%, è vero o dal quarto giorno prendo meno?',
    );
    expect(first).toMatch(/^\*\*No\*\*: nel CCNL Commercio non sempre la malattia è pagata al 100%/);
    expect(first).toContain('**dal 4° al 20° giorno 75%**');
    expect(first).toContain('Al 10° giorno di malattia sei nella fascia dal 4° al 20° giorno: 75%');
  });

  it('says No to a 50% claimed from the 4th day where the employer tops it up to 100%', () => {
    expect(
      opening(
        'main-agent',
        'metalmeccanico industria: il mio capo dice che dal 4° giorno di malattia prendo solo il 50%, è giusto?',
      ),
    ).toMatch(
      /^\*\*No\*\*: nel CCNL Metalmeccanici industria dal 4° al 20° giorno la malattia è pagata al 100%, non al 50%/,
    );
  });

  it('says Sì to the share the band of the day asked pays', () => {
    expect(
      opening('main-agent', 'turismo federalberghi, la malattia dal quarto giorno è pagata al 75%?'),
    ).toMatch(/^\*\*Sì\*\*: nel CCNL Turismo Federalberghi la malattia è pagata al 75% dal 4° al 20° giorno/);
  });
});

describe('a comparison claimed yes or no opens with its verdict (fixs29a)', () => {
  it('says No to the fourteenth asked of an agreement with 13 monthly payments', () => {
    for (const question of [
      "mio marito è operaio metalmeccanico (federmeccanica) e io commessa al commercio. io prendo la quattordicesima, lui no? o ce l'hanno anche i metalmeccanici?",
      'ma e vero che i metalmeccanici prendono la 14esima come noi del commercio',
    ])
      expect(opening('confronta', question)).toMatch(
        /^\*\*No\*\*, nel CCNL Metalmeccanici industria la quattordicesima non è prevista: le mensilità sono 13(?:, con la sola tredicesima)?\./,
      );
  });

  it('says Sì to figures the same in both agreements and No to different ones', () => {
    expect(opening('confronta', 'i metalmeccanici hanno 40 ore settimanali come noi del commercio?')).toMatch(
      /^\*\*Sì\*\*, è uguale nei due contratti\. Orario di lavoro: \*\*40 ore settimanali\*\*/,
    );
    expect(
      opening('confronta', 'nel turismo il periodo di prova del 4 livello è uguale al commercio?'),
    ).toMatch(/^\*\*No\*\*, non è uguale nei due contratti\./);
  });
});

describe('a level asked gets only that level’s figure (fixs29a)', () => {
  it('gives the 6th level’s probation without the other levels’ durations', () => {
    const text = askAgent('main-agent', 'e x il 6 livello?', {
      history: ['periodo di prova ccnl comm 4 liv quanto dura'],
    }).text;
    expect(text.split('\n')[0]).toContain('**45 giorni di lavoro effettivo**');
    expect(text).not.toMatch(/60 giorni/);
  });
});

describe('paid sick days asked open the answer (fixs29a)', () => {
  it('gives the days for the seniority told and the first days’ share', () => {
    expect(
      opening(
        'main-agent',
        'Lavoro domestico: giorni di malattia retribuiti dal datore per una colf con 3 anni di anzianità e misura dei primi 3 giorni',
      ),
    ).toBe(
      "Nel CCNL Lavoro domestico, con 3 anni di anzianità spettano **15 giorni** retribuiti l'anno; i primi 3 giorni sono pagati al **50%**, dal 4° giorno al **100%**, tutto a carico del datore di lavoro.",
    );
  });
});

describe('the permits of a later year of service (fixs29a)', () => {
  it('gives the fifth year’s total, ROL and ex festività, for the firm’s size told earlier', () => {
    expect(
      opening(
        'main-agent',
        'ok e quando arriva al quinto anno quante ore tot di permessi avra? sempre con 6 dipendenti',
        [
          "Buongiorno, ho un negozio di abbigliamento a Treviso con 6 dipendenti, applichiamo il contratto del commercio Confcommercio. Una ragazza che ho assunto a marzo 2025 dice che le spettano 104 ore di permessi retribuiti all'anno. È vero?",
        ],
      ),
    ).toBe(
      "Nel CCNL Commercio, in un'azienda di 6 dipendenti, al 5° anno di servizio (dal 1° marzo 2029), tra ROL ed ex festività spettano **88 ore l'anno** (56 ore di ROL e 32 ore di ex festività).",
    );
  });

  it('gives half the ROL in the third year', () => {
    expect(
      opening(
        'main-agent',
        'commercio, negozio con 20 dipendenti: un commesso al terzo anno quante ore di permessi retribuiti ha in tutto?',
      ),
    ).toMatch(/\*\*68 ore l'anno\*\* \(36 ore di ROL e 32 ore di ex festività\)/);
  });
});
