import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : {}).text;

describe('building-site questions and manual jobs told without duties', () => {
  it('a bricklayer said to be good but not specialised is a qualified worker, 2nd level', () => {
    const text = ask(
      'inquadra',
      'devo assumere un muratore bravo, lavora bene però non è specializzato: livello giusto nel contratto edile industria?',
    );
    expect(openingLine(text)).toMatch(/2° livello/);
    expect(openingLine(text)).toMatch(/operaio qualificato/);
  });
});

describe('building-site rules of the 2025 renewal', () => {
  it('the yearly overtime ceiling says how many hours need no consent', () => {
    const text = ask(
      'main-agent',
      'edili industria: quante ore di straordinario all’anno mi possono imporre anche se non sono d’accordo?',
    );
    expect(openingLine(text)).toMatch(/250 ore/);
    expect(openingLine(text)).toMatch(/100 ore/);
    expect(text).toMatch(/edotto/);
  });

  it('a worker sent to a site in another province is paid at least that province’s rates', () => {
    const text = ask(
      'main-agent',
      'ccnl edilizia industria, la ditta mi sposta in trasferta su un cantiere fuori provincia: la paga resta quella di casa mia o quella di là?',
    );
    expect(text).toMatch(/provincia in cui si svolgono i lavori/);
    expect(text).toMatch(/1° ottobre 2025/);
  });

  it('the same worker stays with his own Cassa Edile however long the job lasts', () => {
    const text = ask(
      'main-agent',
      'e con la cassa edile come funziona, passo a quella del posto se il cantiere dura tanto?',
      [
        'ccnl edilizia industria, vado in trasferta in un cantiere di un’altra provincia: mi pagano come quelli del posto?',
      ],
    );
    expect(openingLine(text)).toMatch(/rimane iscritto alla Cassa Edile di appartenenza/);
  });

  it('the employer asking about the additional contribution on rain hours hears it is not due', () => {
    const text = ask(
      'main-agent',
      'sono il datore di lavoro di una piccola impresa edile: sulle ore di cassa integrazione per neve devo versare il contributo addizionale?',
    );
    expect(openingLine(text)).toMatch(/contributo addizionale non è dovuto/);
    expect(text).not.toMatch(/Non ho trovato/);
  });
});

describe('a level held, asked about with no duties told', () => {
  it('asks for the duties and says what the level held is meant for', () => {
    const text = ask(
      'inquadra',
      'lavoro in una fabbrica di pasta, contratto alimentari industria, sono inquadrato al 4° livello: è corretto secondo voi?',
    );
    expect(openingLine(text)).toMatch(/mansioni/);
    expect(openingLine(text)).toMatch(/4° livello/);
    expect(openingLine(text)).not.toMatch(/Livello proposto/);
  });
});

describe('a labourer who loads and unloads stays a common worker', () => {
  it('carrying materials on site is not the licensed machine driver', () => {
    const text = ask(
      'inquadra',
      'ditta edile, assumo un ragazzo alle prime armi come manovale: scarica i materiali, pulisce e prepara la malta. livello col ccnl edilizia industria?',
    );
    expect(openingLine(text)).toMatch(/1° livello/);
  });
});
