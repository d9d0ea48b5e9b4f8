import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 23 (realshort12): the answers a short or dictated ask gets — a part-time follow-up typed without "%",
// a comparison of renewals asked "a regime", two workers' renewals weighed in one dictated sentence.
const opening = (message: string, history: string[] = [], agent = 'calcolo') =>
  openingLine(askAgent(agent, message, { history }).text);

describe('a one-word part-time follow-up scales the minimum the conversation asked', () => {
  it('"e part time 50?" after a Turismo minimum: 1.695,69 × 50%', () => {
    const text = opening('e part time 50?', ['receptionist 4 liv turismo minimo giugno 2026?']);
    expect(text).toContain('847,85');
  });
  it('"e pt 75?" after a FIPE minimum: 1.580,09 × 75%', () => {
    const text = opening('e pt 75?', ['barista 5 liv fipe minimo giu 2026']);
    expect(text).toContain('1.185,07');
  });
});

describe('renewals compared "a regime" compare the whole increase, not the validity', () => {
  it('Gomma plastica F against Chimico D1', () => {
    const text = opening('Rinnovi a regime: Gomma plastica liv. F vs Chimico D1?', [], 'confronta');
    expect(text).toContain('195,00');
    expect(text).toContain('257,00');
  });
});

describe("two workers' agreements weighed in one dictated sentence are both compared", () => {
  it('a sworn guard and a shop assistant, both 4th level', () => {
    const text = opening(
      'mio fratello è guardia giurata al quarto livello e io faccio la commessa al quarto livello del commercio con gli ultimi rinnovi a chi hanno dato di più di aumento',
      [],
      'confronta',
    );
    expect(text).toContain('250,00');
    expect(text).toContain('240,00');
  });
});

describe('a short 13ª ask with the hire month and the pay typed together', () => {
  it('"13a colf 2026 assunta a marzo 1000 al mese": March–December, 10/12', () => {
    expect(opening('13a colf 2026 assunta a marzo 1000 al mese')).toContain('833,33');
  });
  it('"tredicesima se assunto a settembre? prendo 2000": September–December, 4/12', () => {
    expect(opening('tredicesima se assunto a settembre? prendo 2000')).toContain('666,67');
  });
});

describe('a follow-up that only changes the part-time share', () => {
  it('"e al 50%?" after a 60% part-time of the Commercio 4th level: 1.818,75 × 50%', () => {
    const text = opening('e al 50%?', ['minimo 4 liv comm nov 2026', 'e part time 60']);
    expect(text).toContain('909,38');
  });
});
