import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { withoutOtherCases } from './other-case-extras.js';

describe('extras on another case under a notice answer', () => {
  it('drops the other levels’ notice when the years told are read as "3,5 anni"', () => {
    const opening =
      'Nel CCNL Metalmeccanici industria il preavviso di dimissioni per il livello C2 (ex 4ª) con 3,5 anni di anzianità (fino a 5 anni) è di **1 mese e 15 giorni**.';
    const other = {
      text: 'Il preavviso per i livelli D1, D2 e C1 è di 10 giorni fino a 5 anni di anzianità, 20 giorni tra 5 e 10 anni.',
    };
    const kept = withoutOtherCases(
      opening,
      [other],
      'Quanti giorni di preavviso deve lavorare prima di andare via, visto che ha poco più di 3 anni di anzianità?',
    );
    expect(kept).toEqual([]);
  });

  it('gives a C2 metalworker’s resignation notice without the D1, D2, C1 days', () => {
    const text = askAgent(
      'main-agent',
      'Perfetto. Ora mi ha detto a voce che vuole dare le dimissioni perché ha trovato un altro posto vicino a casa, e il titolare vuole sapere quanti giorni di preavviso deve lavorare prima di andare via, visto che ha poco più di 3 anni di anzianità.',
      {
        history: [
          'Buongiorno, seguo la paghe di una piccola officina metalmeccanica (CCNL industria Federmeccanica). Ho un operaio al C2 assunto a settembre 2023, mi conferma il minimo tabellare attuale?',
          'Dal 1° giugno 2026 il minimo tabellare del C2 è 2.064,88 € lordi al mese.',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('**1 mese e 15 giorni**');
    expect(text).not.toMatch(/\b10 giorni\b/);
    expect(text).not.toContain('2.064,88');
  });
});

describe('a question weighing two cases keeps them', () => {
  const opening =
    'Nel CCNL Commercio il preavviso per il 4° livello con 7 anni di anzianità è di **30 giorni**.';
  const other = { text: 'Per le dimissioni fino a 5 anni il preavviso è di 15 giorni.' };
  it('keeps the other case when asked why', () => {
    expect(withoutOtherCases(opening, [other], 'ma perche 30 e non 15?')).toEqual([other]);
    expect(withoutOtherCases(opening, [other], 'perche cosi tanti giorni?')).toEqual([other]);
  });
  it('drops it when "perché" only gives the story’s reason', () => {
    expect(
      withoutOtherCases(
        opening,
        [other],
        'si dimette perche ha trovato un altro posto, quanti giorni di preavviso deve dare?',
      ),
    ).toEqual([]);
  });
});
