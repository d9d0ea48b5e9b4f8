import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as lead, testKb } from '../testing/agents.js';
import { careLevel } from './care-ladder.js';

// Session 51 (fixs51b): the job description decides between neighbouring levels — who is looked after and
// whether they manage alone, a helper at a counter someone else runs, auxiliary tasks on a line with no skill.
const domestic = () => {
  const found = testKb.agreements.find((c) => c.id === 'lavoro-domestico');
  if (!found) throw new Error('no domestic agreement');
  return found;
};

describe('the domestic care ladder reads who is looked after, not every person the family names', () => {
  it('company alone for an elderly parent who manages, with the family’s children named: AS', () => {
    expect(
      careLevel(
        domestic(),
        'Mio padre ha 88 anni, si alza, si veste e mangia da solo; i figli lavorano tutto il giorno. Vorremmo qualcuno che gli tenga compagnia il pomeriggio, niente faccende e niente cure.',
      ),
    ).toBe('AS');
  });

  it('a child’s age beside the grandparent’s keeps the child', () => {
    expect(
      careLevel(domestic(), 'Una tata per nostro figlio di 6 anni; la nonna di 70 anni vive con noi.'),
    ).toBe('BS');
  });

  it('going out with her, cooking for her and staying close, for a grandmother who walks and dresses alone: BS', async () => {
    const { text } = await askAgent(
      'inquadra',
      'Mia nonna ha 81 anni, cammina e si veste da sola ma non vuole restare sempre sola. Cerchiamo una donna che la accompagni a fare la spesa, le prepari il pranzo e le stia vicino, senza corsi. Contratto domestico: livello?',
    );
    expect(lead(text)).toMatch(/livello BS\*\*/);
  });

  it('a follow-up that turns the hourly colf into an untrained carer of a dependent person: CS’s hourly minimum', async () => {
    const { text } = await askAgent(
      'calcolo',
      'e se la mettiamo a badare a mio padre che nn è più autosufficiente, senza corso OSS? sempre a ore',
      {
        history: [
          'Colf non convivente pagata a ore, pulisce e stira, livello B: qual è il minimo orario 2026?',
        ],
      },
    );
    expect(lead(text)).toMatch(/livello CS/);
    expect(lead(text)).toMatch(/8,30 €/);
  });
});

describe('a helper at a counter someone else runs is the helper’s level', () => {
  it('"faccio l’aiuto al banco" in a shop under Commercio: 5°, the «aiuto banconiere»', async () => {
    const { text } = await askAgent(
      'inquadra',
      'In gastronomia al supermercato faccio l’aiuto al banco: taglio e incarto, ma il responsabile del banco è un altro. CCNL commercio, che livello mi spetta?',
    );
    expect(lead(text)).toMatch(/\*\*5° livello\*\*/);
  });
});

describe('auxiliary tasks on a line, no machine run and learned in days, are the simple-work level', () => {
  it('a first-job worker who stacks and sorts, neither setting nor using the machine: Alimentari 6°', async () => {
    const { text } = await askAgent(
      'inquadra',
      'Nel caseificio (industria alimentare) una ragazza alla prima esperienza impila le forme sui carrelli e scarta quelle difettose; non imposta né usa la macchina, le sono bastati tre giorni di pratica. Livello?',
    );
    expect(lead(text)).toMatch(/\*\*6° livello\*\*/);
  });
});
