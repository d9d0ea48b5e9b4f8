import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';
import { houseworkLevel } from './housework-level.js';

const domestic = () => {
  const ccnl = testKb.agreements.find((c) => c.short_name === 'CCNL Lavoro domestico');
  if (!ccnl) throw new Error('no domestic agreement');
  return ccnl;
};

/** Lavoro domestico leftovers (session 40): levels from the housework told, live-in 13th, hiring notice, gaps. */
describe('the domestic level decided from the housework and the experience told', () => {
  it('reads "solo per pulire" by a beginner as A and an experienced all-round helper as B', () => {
    expect(
      houseworkLevel(domestic(), 'Viene solo per pulire le scale e i bagni, non ha mai lavorato prima'),
    ).toBe('A');
    expect(
      houseworkLevel(
        domestic(),
        'Signora con tanta esperienza, da noi stira, fa il bucato e cucina la cena; mia madre non ha bisogno di assistenza.',
      ),
    ).toBe('B');
    // Several tasks with no experience told leave the level open.
    expect(houseworkLevel(domestic(), 'Stira e cucina due pomeriggi a settimana.')).toBeUndefined();
  });

  it('answers a beginner cleaner’s hourly minimum from the non-live-in table, not the live-in divisor', () => {
    const text = askAgent(
      'main-agent',
      'Una signora verrebbe solo per pulire il nostro appartamento tre ore il venerdì, prima esperienza come colf, torna a casa sua la sera. Quanto devo darle come minimo all’ora?',
    ).text;
    expect(openingLine(text)).toContain('6,51 €');
    expect(text).not.toContain('divisore orario del CCNL Lavoro domestico **non è disponibile');
  });

  it('places an experienced helper who cleans, irons and shops at level B', () => {
    const text = askAgent(
      'inquadra',
      'Due pomeriggi a settimana viene da mio padre una signora molto esperta, ha lavorato dieci anni in altre famiglie: pulisce, cucina e fa la spesa. Lui è in gamba e non ha bisogno di assistenza. In che livello la mettiamo?',
    ).text;
    expect(openingLine(text)).toContain('**livello B**');
  });
});

describe('the live-in worker’s 13th with board and lodging over the whole year', () => {
  it('adds 30 days of the year’s board and lodging to the minimum when the whole year was served', () => {
    const text = askAgent(
      'calcolo',
      'Badante convivente livello BS, con noi per l’intero anno 2025, paga al minimo e vitto e alloggio: quanto le spetta di tredicesima a dicembre 2025?',
    ).text;
    // 2025: BS live-in minimum plus 6,60 € × 30 = 198,00 € (Studio Peralta, vitto e alloggio 2025).
    expect(text).toContain('198,00 €');
    expect(text).toContain('6,60 €');
  });
});

describe('what the knowledge base holds or lacks on hiring a domestic worker', () => {
  it('says the INPS hiring notice is due by midnight of the day before the start', () => {
    const text = askAgent(
      'main-agent',
      'Prendo una colf che inizia il 2 marzo: entro quando va fatta la comunicazione di assunzione e a quale ente?',
    ).text;
    expect(text).toContain('INPS');
    expect(text).toMatch(/ore 24 del giorno precedente/);
  });

  it('reads "avvisare l’INPS prima che inizi" as the hiring notice, not the contribution bands', () => {
    for (const message of [
      'Devo avvisare l’INPS prima che la badante inizi o posso farlo la settimana dopo?',
      'La colf comincia giovedì: devo avvisare qualche ente prima che inizi?',
    ]) {
      const text = askAgent('main-agent', message).text;
      expect(openingLine(text)).toMatch(/ore 24 del giorno precedente/);
      expect(text).not.toContain('1,70 €');
    }
  });

  it('says the apprenticeship gap once, without the ordinary minimums, when the apprentice’s pay is asked apart', () => {
    const text = askAgent(
      'main-agent',
      'Possiamo assumere con l’apprendistato una colf di vent’anni col contratto del lavoro domestico? E quanto verrebbe la paga da apprendista?',
    ).text;
    expect(text).toMatch(/apprendistato: dato non disponibile/);
    expect(text).not.toContain('908,10 €');
  });

  it('reads contributions put off for later as no ask, and a bedridden person as the CS care', () => {
    const text = askAgent(
      'main-agent',
      'Mia zia è allettata da mesi; una signora senza qualifiche starebbe da lei notte e giorno con vitto e alloggio. Dei contributi ne parliamo dopo: che minimo mensile le spetta quest’anno?',
    ).text;
    expect(openingLine(text)).toContain('CS');
    expect(openingLine(text)).toContain('1.193,84 €');
  });
});
