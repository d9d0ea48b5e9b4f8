import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb } from '../testing/agents.js';

const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-26', agent: 'main-agent' });

describe('minimum tables at the date asked (fixs31m)', () => {
  it('reads the present, not the year of the tables the client doubts', () => {
    const q =
      "Industria alimentare, operaio al 3° livello: qual è il minimo mensile lordo che gli dobbiamo quest'anno? Il consulente ci aveva dato le tabelle del 2025 ma non so se sono ancora buone.";
    expect(read(q).slots.taxYear).toBeUndefined();
    const text = answer('main-agent', q);
    expect(text).toContain('1.566,16 €');
    expect(text).not.toContain('1.509,22');
  });

  it('opens with the minimum in force when the pay is asked now beside a month’s increase', () => {
    const first = opening(
      'main-agent',
      'pulizie multiservizi 2 livello tempo pieno, quanto deve essere la paga lorda ora? a ottobre doveva esserci un aumento',
    );
    expect(first).toContain('**1.403,17 €**');
    expect(first).not.toContain('1.368,17');
  });

  it('names each minimum’s parts in a comparison’s opening', () => {
    const first = opening(
      'confronta',
      "e rispetto al 3° livello dell'industria alimentare chi prende di più?",
      ["minimo 3° livello logistica trasporto merci quest'anno?"],
    );
    expect(first).toContain('1.916,84 €');
    expect(first).toContain('1.566,16 €');
  });
});

describe('renewal tranches and renewal items asked outright (fixs31m)', () => {
  it('gives the tranche of the month asked, not the minimum', () => {
    const first = opening(
      'confronta',
      'CCNL chimico-farmaceutico: per la categoria D1, quanto è entrato con la tranche di luglio 2026 sui minimi?',
    );
    expect(first).toContain('**60,00 €**');
  });

  it('answers the contractual welfare and the EDR without a renewal word', () => {
    expect(opening('main-agent', 'welfare contrattuale tessile smi, quanto va dato ogni anno?')).toContain(
      '200 euro',
    );
    expect(
      opening('main-agent', "Nel CCNL chimico-farmaceutico, a quanto ammonta l'EDR della D1 da luglio 2027?"),
    ).toContain('26 euro');
  });
});

describe('follow-ups and honest gaps (fixs31m)', () => {
  it('says an agreement named in a follow-up is not covered', () => {
    const first = opening('inquadra', 'ok, e per i bancari ABI invece? quanti scatti e di quanto?', [
      'nel commercio quanti scatti di anzianità ci sono?',
    ]);
    expect(first).toMatch(/^\*\*CCNL Credito \(ABI\) non è nella base di conoscenza\*\*/);
    expect(first).not.toContain('Commercio, scatti');
  });

  it('gives no euro figure when the per-level seniority amount is a gap', () => {
    const first = opening(
      'main-agent',
      'oss in cooperativa sociale da 9 anni, quanto sono gli scatti in euro per il C1?',
    );
    expect(first).toContain('non è nella base di conoscenza');
    expect(first).not.toMatch(/€/);
  });

  it('gives the daytime overtime beside the night one when both are asked', () => {
    const first = opening(
      'calcolo',
      'Educatore in cooperativa sociale: che maggiorazione spetta per lo straordinario diurno feriale e per quello notturno?',
    );
    expect(first).toContain('**15%**');
    expect(first).toContain('**30%**');
  });
});
