import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, openingLine } from '../testing/agents.js';
import { score } from './level-score.js';
import { namesWhole } from './names-whole.js';

const ranked = (agreement: string, job: string) =>
  score(kb.byId(agreement) as never, job).sort((a, b) => b.score - a.score);

describe('classification read from what the job is beyond its words (fixs43n)', () => {
  it('the level held before for the same tasks stands against a lower entry level', () => {
    const opening = openingLine(
      askAgent(
        'inquadra',
        'La ditta che ha vinto la gara vuole assumere al 1° livello Multiservizi le pulitrici che da quattro anni fanno le stesse mansioni negli stessi uffici, dove erano al 2° livello. Che livello spetta?',
      ).text,
    );
    expect(opening).toMatch(/2° livello/);
    expect(opening).not.toMatch(/1° livello/);
  });

  it('a job said beyond a base one ("oltre alle pulizie") is the higher profile', () => {
    expect(
      openingLine(
        askAgent(
          'inquadra',
          'Multiservizi: oltre alle pulizie dei reparti, due addette fanno le ausiliarie in clinica, portano campioni e accompagnano i degenti. Livello?',
        ).text,
      ),
    ).toMatch(/2° livello/);
  });

  it("the kitchen's only person, told by the count, is the «cuoco unico»", () => {
    expect(
      openingLine(
        askAgent(
          'inquadra',
          'Osteria FIPE, in cucina c’è solo una persona: fa la spesa, cucina e sistema. Che livello?',
        ).text,
      ),
    ).toMatch(/3° livello/);
  });

  it('the superior who hands out the procedures is not the job', () => {
    const best = ranked(
      'metalmeccanica-industria-federmeccanica',
      'Metalmeccanici: monta e smonta apparecchi sugli impianti seguendo le procedure che gli dà il capo squadra; non coordina nessuno.',
    )[0];
    expect(best?.example).not.toBe('capo squadra');
  });

  it('a profile named whole across prepositions and a slash of titles', () => {
    expect(namesWhole('responsabile/coordinatore di studio', ' nominarlo coordinatore dello studio ')).toBe(
      true,
    );
    expect(namesWhole('addetto alle pulizie', ' fa l addetto pulizie ')).toBe(true);
    expect(namesWhole('capo squadra', ' squadra ')).toBe(false);
  });
});
