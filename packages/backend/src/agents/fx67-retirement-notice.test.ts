import { describe, expect, it } from 'vitest';
import { readable } from '../reader/text.js';
import { askAgent, testKb } from '../testing/agents.js';
import { lawTopicLines } from './law-topics.js';
import { noticeSide } from './notice-side.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;

describe('a worker at retirement: who ends the job decides which notice leads', () => {
  it('a follow-up about a spouse who also retires reads the resignation, not both sides', () => {
    const before =
      'Sono al 5° livello del commercio da 25 anni, a giugno vado in pensione: quanto preavviso devo dare?';
    const asked = readable(
      'va bene, e mio marito invece è al terzo livello, stesso negozio da 18 anni, anche lui andrà in pensione quest’anno: a lui quanti giorni?',
    );
    expect(noticeSide(asked, [before]).by).toBe('dimissioni');
  });

  it('a worker who does not resign and is dismissed at 67 reads the dismissal', () => {
    const asked = readable(
      'La nostra cassiera ha 67 anni e i requisiti della pensione di vecchiaia ma non si dimette: la possiamo licenziare? Con quale preavviso?',
    );
    expect(noticeSide(asked, []).by).toBe('licenziamento');
  });

  it('someone else of the family retiring does not make the worker resign', () => {
    const asked = readable(
      'Mio padre è andato in pensione e dobbiamo lasciare a casa la nostra colf, con noi da sei anni: quanto preavviso le spetta?',
    );
    expect(noticeSide(asked, []).by).toBe('licenziamento');
  });

  it('the dismissal at the old-age pension says the law lets it happen without a reason, with the notice', () => {
    const lines = lawTopicLines(
      ['preavviso'],
      'Il magazziniere ha compiuto 67 anni e ha la pensione di vecchiaia maturata, però non si dimette: possiamo licenziarlo senza dare spiegazioni?',
    );
    expect(lines.lines.join(' ')).toContain('licenziamento ad nutum');
    expect(lines.first).toBe(true);
  });

  it('asked only for the notice at pension age, the agreement’s notice opens and the law’s rule follows', () => {
    const lines = lawTopicLines(
      ['preavviso'],
      'Il nostro impiegato ha 67 anni e la pensione di vecchiaia maturata e abbiamo deciso di licenziarlo: quanti giorni di preavviso gli spettano?',
    );
    expect(lines.lines.join(' ')).toContain('ad nutum');
    expect(lines.first).toBeUndefined();
  });

  it('a worker who resigns to retire gets no rule on dismissing at pension age', () => {
    const lines = lawTopicLines(
      ['preavviso'],
      'Ho 67 anni e la pensione di vecchiaia: mi dimetto a marzo, quanti giorni di preavviso devo dare?',
    );
    expect(lines.lines.join(' ')).not.toContain('ad nutum');
  });

  it('a hotel worker asking to spend the holidays inside the notice hears that the agreement excludes it', () => {
    const text = askAgent(
      'main-agent',
      'Lavoro in albergo come cameriera ai piani, 5° livello del turismo, da 12 anni. A luglio vado in pensione: posso fare le ferie che mi restano durante il preavviso?',
      { categories: [category('turismo-federalberghi')] },
    ).text;
    expect(text).toContain('le ferie non possono essere concesse durante il preavviso');
  });
});
