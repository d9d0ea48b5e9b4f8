import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, testKb } from '../testing/agents.js';

// Session 57 (fixs57b): dates and renewal tranches. Today is the day asked when the story names only the day a
// renewal was signed; a future month with no tranche looks past it to the next one (also in a follow-up on
// another level); the tranches still to be paid are listed from the month said; the EDR named beside a month's
// tranche follows it; the renewal after an agreement's expiry is an honest gap.
const TODAY = '2026-11-29';
const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, { today: TODAY, ...(history ? { history } : {}) });
const claims = (text: string) => text.split(/\n\s*Fonti:\s*\n/)[0] ?? text;

describe('today asked beside the day a renewal was signed', () => {
  it('reads no date from the signing alone when the question asks now', () => {
    const read = readQuestion({
      kb: testKb,
      message:
        'metalmeccanici industria, C3: il minimo attuale dopo l’accordo sottoscritto il 22 novembre 2025?',
      today: TODAY,
    });
    expect(read.slots.date).toBeUndefined();
  });

  it('Gomma plastica F: today’s table, not the one of the signing month nor the next tranche', () => {
    const answer = ask(
      'calcolo',
      'gomma plastica livello F, quanto prende adesso di minimo col rinnovo siglato nel dicembre 2025?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('2.021,12');
    expect(opening).not.toContain('al 1° dicembre 2025');
    expect(answer.text).not.toContain('2.081,12');
  });
});

describe('a future month with no tranche: the next rise and its new minimum', () => {
  const first =
    'Metalmeccanici industria, livello D1: a marzo 2027 il minimo cambia? Altrimenti quando c’è il prossimo aumento e quanto diventa?';

  it('names the next tranche’s day and the new minimum', () => {
    const opening = openingLines(ask('main-agent', first).text);
    expect(opening).toContain('1° giugno 2027');
    expect(opening).toContain('1.833,02');
  });

  it('a follow-up on another level gives that level’s rise, not the gap between the two', () => {
    const answer = ask('main-agent', 'e un B2? di quanto aumenta e dove arriva', [first]);
    const opening = openingLines(answer.text);
    expect(opening).toContain('2.611,49');
    expect(opening).toContain('68,51');
    expect(answer.text).not.toContain('Differenza al mese');
  });
});

describe('the tranches still to be paid after a month', () => {
  it('Alimentari: the two of 2027, none already paid', () => {
    const answer = ask(
      'main-agent',
      'industria alimentare: che aumenti rimangono ancora da pagare dopo dicembre 2026? e quando scade?',
    );
    const text = claims(answer.text);
    expect(openingLines(text)).toContain('39,00 €');
    expect(text).toContain('11,00 €');
    expect(text).toContain('1° settembre 2027');
    expect(text).not.toContain('1° settembre 2024');
  });

  it('Metalmeccanici C3 after today: each tranche ahead with its new minimum', () => {
    const text = claims(
      ask('main-agent', 'metalmeccanici C3, le tranche rimanenti del rinnovo quali sono?').text,
    );
    expect(openingLines(text)).toContain('2.271,01');
    expect(openingLines(text)).toContain('2.335,88');
  });
});

describe('the EDR named beside the tranche of a month', () => {
  it('Chimico D1, July 2027: the minimum’s rise opens, the EDR follows', () => {
    const answer = ask(
      'main-agent',
      'e a luglio 2027 invece che aumento c’è? dicono che arriva pure un EDR',
      ['quanto è aumentato il minimo della D1 nel chimico a luglio 2026?'],
    );
    const opening = openingLines(answer.text);
    expect(opening.split('\n')[0]).toContain('60,00');
    expect(opening).toContain('26 euro');
  });
});

describe('the renewal that will follow an agreement’s expiry', () => {
  it('Terziario: an honest gap, no current tranche given as its answer', () => {
    const answer = ask(
      'main-agent',
      'CCNL commercio 2° livello: quando il contratto scadrà a marzo 2027, di quanto saliranno i minimi col rinnovo successivo alla scadenza?',
    );
    const text = claims(answer.text);
    expect(openingLines(text)).toContain('non sono disponibili');
    expect(text).not.toMatch(/\d,\d\d €|\d+ euro/);
  });
});
