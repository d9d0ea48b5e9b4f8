import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, testKb } from '../testing/agents.js';
import { houseworkLevel } from './housework-level.js';

const domestic = () => {
  const ccnl = testKb.byId('lavoro-domestico');
  if (!ccnl) throw new Error('no domestic agreement');
  return ccnl;
};
const opening = (message: string, id: string, history?: string[]) =>
  openingLines(
    askAgent('inquadra', message, {
      categories: [testKb.byId(id)?.id_categoria as number],
      ...(history ? { history } : {}),
    }).text,
  );

describe('domestic work: the profile the rule decided is the one shown', () => {
  it('reads "non ha mai fatto questo lavoro" as no experience', () => {
    expect(
      houseworkLevel(domestic(), 'fa solo le pulizie di casa e non ha mai fatto questo lavoro prima'),
    ).toBe('A');
    expect(houseworkLevel(domestic(), 'solo pulizie, non l’ha mai fatto, le diciamo noi cosa fare')).toBe(
      'A',
    );
  });

  it('places a beginner doing only the cleaning at A, even after an experienced all-round helper', () => {
    const first =
      'assumo una signora non convivente: fa le pulizie, stira, lava, ci prepara il pranzo e porta fuori il cane. Ha già lavorato 6 anni presso un’altra famiglia. Che livello col contratto colf?';
    const text = opening(
      'e invece mia sorella prende una ragazza che fa SOLO le pulizie di casa, niente cucina niente stiro, e non ha mai fatto questo lavoro prima. lei che livello è?',
      'lavoro-domestico',
      [first],
    );
    expect(text).toContain('livello A**');
    expect(text).toContain('esclusivamente alle pulizie');
  });

  it('shows the all-round helper, not the ironing profile, for an experienced worker doing several chores', () => {
    const text = opening(
      'contratto colf: la signora fa le pulizie, stira, lava, ci prepara il pranzo e porta fuori il cane; ha già lavorato 6 anni presso un’altra famiglia. livello?',
      'lavoro-domestico',
    );
    expect(text).toContain('livello B**');
    expect(text).toContain('polifunzionale');
  });

  it('places a manager of the whole house at DS, the «direttore di casa», not the staff he leads', () => {
    const text = opening(
      'ho una residenza grande con cuoco, due colf, giardiniere e autista: cerco una figura che gestisca e coordini tutte le esigenze della casa, personale, fornitori, spese. contratto lavoro domestico, che livello?',
      'lavoro-domestico',
    );
    expect(text).toContain('livello DS**');
    expect(text).toContain('direttore di casa');
    // The coordinating housekeeper stays at D.
    expect(
      opening(
        'contratto colf: una governante che coordini le cameriere, la stireria e il guardaroba, senza fare lei le pulizie. livello?',
        'lavoro-domestico',
      ),
    ).toContain('livello D**');
  });

  it('places a family cook who only cooks at C, not the family estate manager', () => {
    const text = opening(
      'Vorrei assumere una signora che fa solo da cucinare per la famiglia, è brava, autonoma, decide lei i menù e la spesa. Con il contratto colf che livello?',
      'lavoro-domestico',
    );
    expect(text).toContain('livello C**');
    expect(text).toContain('cuoco');
  });

  it('keeps a sitter who also makes the children’s dinner at BS, not the cook', () => {
    const text = opening(
      'prende una ragazza per i due bambini: li va a prendere a scuola, fa loro il bagno, prepara la cena, tutti i pomeriggi. Non dorme da loro. Che livello col contratto colf?',
      'lavoro-domestico',
    );
    expect(text).toContain('livello BS**');
  });
});
