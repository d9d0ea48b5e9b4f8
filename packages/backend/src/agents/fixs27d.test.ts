import { describe, expect, it } from 'vitest';
import { expandShorthand } from '../reader/shorthand.js';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 27 (fixs27d): shorthand questions as scripts and power users type them, and follow-ups that say only
// what changes.
const opening = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(askAgent(agent, message, { history }).text);

describe('a shorthand minimum names the level and the date in its opening', () => {
  it.each([
    ['FIPE 5° min 2026?', '5° livello', '**1.580,09 €**'],
    ['metalmecc. C3 min giu 2026', 'livello C3', '**2.211,43 €**'],
    ['CCNL TDS 4° min 2026?', '4° livello', '**1.818,75 €**'],
    ['multiserv. 2 liv min?', '2° livello', '**1.403,17 €**'],
    // A month without its year is the next one to come (today is 22 November 2026).
    ['pubbl. eserc. 6° super min da giugno?', '1° giugno 2027', '**1.540,37 €**'],
    ['comm 4° min dal 1/3', '1° marzo 2027', '**1.858,75 €**'],
    ['logistica liv. 3 min 2026?', '3° livello', '**1.946,84 €**'],
    ['colf B 2026 min orario?', 'livello B', "**7,01 € l'ora**"],
  ])('%s', (message, named, figure) => {
    const line = opening(message);
    expect(line).toContain(named);
    expect(line).toContain(figure);
  });

  it('"min" after a count is still minutes, and a question with "ora" keeps today', () => {
    expect(expandShorthand('pausa di 10 min?')).toBe('pausa di 10 min?');
    expect(expandShorthand('quanti min?')).toBe('quanti min?');
    expect(opening('studi prof 3° liv minimo ora e da dicembre?')).toContain('1.706,37 €');
  });
});

describe('an elliptic follow-up inherits everything but what it says', () => {
  const first = 'FIPE 5° min 2026?';
  it.each([
    [[first], 'e il 4°?', '**1.692,69 €**'],
    [[first, 'e il 4°?'], 'e da giugnio 2027 sempre il 4?', '**1.722,69 €**'],
    [[first], 'e per un part-time al 50%?', '**790,05 €**'],
    [[first], 'e per il commercio?', 'CCNL Commercio'],
    [['metalmecc. C3 min giu 2026'], 'e C2?', '**2.064,88 €**'],
    [['CCNL TDS 4° min 2026?'], 'e nel 2025?', '1.783,75 €'],
  ])('%j → %s', (history, message, expected) => {
    expect(opening(message, history)).toContain(expected);
  });
});

describe('a figure someone says is the minimum opens with the verdict', () => {
  it('a waiter told the old table is the minimum, after the June tranche', () => {
    const line = opening(
      "Faccio il cameriere in una trattoria, contratto pubblici esercizi FIPE, 5° livello full time. Nella busta di ottobre 2026 c'è paga base più contingenza 1.543,86 euro. Il titolare dice che è il minimo. Ma a giugno non c'era un aumento?",
      [],
      'calcolo',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**1.580,09 €**');
  });
  it('the right figure is confirmed', () => {
    const line = opening(
      'metalmeccanico C3, busta di luglio 2026 minimo 2.211,43: mi dicono che è il minimo, giusto?',
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
  });
});

describe('domestic contributions of two years for one hourly pay', () => {
  it('both years in the opening, each on the effective pay with the 13th', () => {
    const line = opening(
      'colf pagata 9,50 l ora tempo indeterminato: contributo orario inps 2025 e 2026 a confronto, perche e cambiato?',
      [],
      'confronta',
    );
    expect(line).toContain("**1,89 € l'ora** nel 2025");
    expect(line).toContain("**1,92 € l'ora** nel 2026");
  });
  it('"e nel 2025?" after the contributions keeps the contributions', () => {
    const line = opening('e nel 2025?', ["colf pagata 9,50 l'ora: contributo orario inps 2026?"]);
    expect(line).toContain('contributi INPS 2025 per colf e badanti');
    expect(line).toContain('**1,89 € per ogni ora retribuita**');
  });
});
