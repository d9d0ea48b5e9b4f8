import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// Session 22 (realwork2): what a worker asking about their own case sees open the answer.
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text.split('\n')[0] ?? '';

describe('the 14th month at leaving accrues from July, after a 13th asked on its own months', () => {
  it('a follow-up on the 14th counts July to the last day, not the 13th’s months', () => {
    const text = opening('calcolo', 'e la quattordicesima invece?', [
      'Impiegata al 3° livello del commercio pagata al minimo, ultimo giorno di lavoro il 28 febbraio 2026: di tredicesima per gennaio e febbraio quanto mi spetta?',
    ]);
    // July 2025 – February 2026: 8 months of 1.983,91 €.
    expect(text).toMatch(/8 mesi di maturazione .* \*\*1\.322,61 €\*\*/);
  });
});

describe('a rate written "in turno" or "non in turno" answers the worker who says their shifts', () => {
  it('no shifts: the higher night rate', () => {
    expect(
      opening(
        'calcolo',
        'multiservizi, faccio le pulizie di notte in un centro commerciale ma non a turni: maggiorazione?',
      ),
    ).toContain('**30%**');
  });
  it('on shifts: the shift rate', () => {
    expect(
      opening('calcolo', 'multiservizi, lavoro di notte a turni avvicendati: quanto è la maggiorazione?'),
    ).toContain('**20%**');
  });
});

describe('leave asked for the other parent or after a leave told as over', () => {
  it('"e mio marito?" after the maternity: the father’s leave', () => {
    const text = opening('main-agent', 'e mio marito quanti giorni ha?', [
      'aspetto un bambino, lavoro in un negozio (commercio): la maternità obbligatoria quanto dura?',
    ]);
    expect(text).toContain('congedo di paternità');
  });
  it('the parental leave, the maternity only told as over: to the child’s 12th year', () => {
    const text = opening(
      'main-agent',
      'sono rientrata dalla maternità a settembre (commercio, 4° livello): il congedo parentale fino a che età del bambino lo posso prendere?',
    );
    expect(text).toMatch(/^Per legge .*congedo parentale/);
    expect(text).toContain('12 anni');
  });
});

describe('the notice’s days from the day the letter is handed in', () => {
  it('a follow-up with the day: the start of the month’s half and the last day', () => {
    const text = opening(
      'main-agent',
      'se la porto in ufficio il 5 marzo 2026, da quando iniziano a contare i giorni?',
      ['commessa al 5° livello del commercio da 3 anni, voglio dare le dimissioni: quanto preavviso?'],
    );
    expect(text).toContain('dal 16 marzo 2026');
  });
});

describe('what the worker doubts opens the answer', () => {
  it('unused ROL: what happens to the hours not taken', () => {
    expect(
      opening('main-agent', 'commercio: il capo dice che i rol non fatti entro l’anno si perdono, è vero?'),
    ).toContain('18 mesi');
  });
  it('hours in arrears told in the story, the year’s hours asked: the year’s hours', () => {
    expect(
      opening(
        'main-agent',
        'Ho un negozio di 10 dipendenti col contratto del commercio e non voglio ore arretrate da pagare a fine anno. Una commessa assunta nel 2017 quante ore di ROL ed ex festività ha in un anno?',
      ),
    ).toContain('**88 ore l');
  });
  it('a count of increments doubted with the years of service', () => {
    const text = opening(
      'main-agent',
      'commercio 4° livello, sono nella stessa ditta da 10 anni e in busta vedo 2 scatti: me ne manca qualcuno?',
    );
    expect(text).toContain('**3 scatti**');
    expect(text).toContain('manca uno');
  });
  it('a probation after a rehire: the rule on rehiring first', () => {
    expect(
      opening(
        'main-agent',
        'ristorante, contratto pubblici esercizi: il titolare mi riassume a marzo dopo la stagione scorsa, stessa qualifica. la prova la devo ripetere?',
      ),
    ).toMatch(/riassunto entro due anni/);
  });
});

describe('a level difference weighed at the month the worker names', () => {
  it('"nella busta di marzo 2026": the tables in force then', () => {
    const text = opening(
      'inquadra',
      'e con la busta di marzo 2026 quanto ci perdo tra il mio livello e quello giusto?',
      [
        'Mi hanno assunta come commessa al 4° livello del commercio, ma da un anno il titolare mi fa fare solo la vetrinista: progetto e allestisco le vetrine dei due negozi. Il mio livello è giusto?',
      ],
    );
    // 3rd level 1.983,91 € against the 4th 1.783,75 € (tables of 1 November 2025).
    expect(text).toContain('200,16 €');
  });
});
