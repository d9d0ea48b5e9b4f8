import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';
import { withoutRetracted } from './retracted.js';

describe('a phrase the turn takes back (fixs36c)', () => {
  it('drops the words a "no scusa" replaces', () => {
    expect(
      withoutRetracted(
        "stesse 6 ore ma per l'apprendista.. no scusa, per l'operaio D2 (ex 3a). quanto viene?",
      ),
    ).toBe("stesse 6 ore ma per l'operaio D2 (ex 3a). quanto viene?");
    expect(withoutRetracted('il 3° livello, anzi il 4° quanto prende?')).toBe('il 4° quanto prende?');
  });
  it('leaves a turn alone when nothing is replaced', () => {
    expect(withoutRetracted('no scusa, intendevo il 4')).toBe('no scusa, intendevo il 4');
    expect(withoutRetracted('non è poco, anzi è tanto')).toBe('non è poco, anzi è tanto');
  });
});

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('the hour asked, read as the turn says it (fixs36c)', () => {
  it('"il 25 aprile che è festa nazionale" makes overtime a holiday overtime', () => {
    expect(
      read(
        'operaio edile ccnl edilizia industria, se faccio straordinario il 25 aprile che e festa nazionale?',
      ).slots.overtimeKind,
    ).toBe('straordinario_festivo');
  });
  it('"e se lo faccio in un giorno di festa?" after weekday overtime keeps the overtime, on a holiday', () => {
    expect(
      read('E se lo straordinario lo faccio in un giorno di festa?', [
        'Contratto edilizia industria, operaio: lo straordinario di giorno quanto è maggiorato?',
      ]).slots.overtimeKind,
    ).toBe('straordinario_festivo');
  });
  it('supplementary hours after a part-timer’s minimum are the part-time subject, not the minimum again', () => {
    const r = read('e se a dicembre le faccio fare 10 ore supplementari quanto le devo in piu lordo?', [
      'Impresa di pulizie, CCNL Multiservizi: la assumo a 20 ore settimanali, quanto le spetta di minimo lordo al mese adesso?',
    ]);
    expect(r.intent).toBe('part_time');
  });
  it('a level taken back ("un C2, anzi un D2") is not the level asked', () => {
    expect(
      read('Metalmeccanici industria, un operaio C2, anzi un D2: 4 ore di straordinario quanto valgono?')
        .slots.level,
    ).toBe('D2');
  });
});
