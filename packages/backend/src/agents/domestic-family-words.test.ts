import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Answering the question asked (issue 12, session 54): families asking about their colf, carer or baby sitter
// in their own words (CCNL Lavoro domestico).
describe('a household worker told by where she sleeps and what she does', () => {
  it('a nanny who sleeps at the family’s, no night named, is a live-in worker (table A)', () => {
    const answer = askAgent(
      'calcolo',
      'La tata dei bambini dorme da noi, livello BS: minimo al mese quest’anno?',
      {
        history: ['Che minimo ha una colf convivente livello B?'],
      },
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('1.053,39');
    expect(opening).not.toContain('1.211,38');
  });

  it('sleeping there for the night still reads the night-assistance table', () => {
    const answer = askAgent(
      'calcolo',
      'Cerchiamo una signora che dorma da noi la notte per assistere il nonno, livello CS: qual è il minimo mensile?',
    );
    expect(openingLines(answer.text)).toContain('1.372,91');
  });

  it('a lady who only comes to clean, not sleeping at home, is a household colf, not a cleaning firm', () => {
    const answer = askAgent(
      'calcolo',
      'Ho una donna che viene a fare soltanto le pulizie un paio di mattine, non dorme da noi, livello A: minimo orario 2026?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('Lavoro domestico');
    expect(opening).toContain('6,51');
    expect(opening).not.toContain('Multiservizi');
  });
});

describe('two levels’ minimums asked in one breath', () => {
  it('live-in levels B and CS: both monthly figures open the answer', () => {
    const answer = askAgent(
      'calcolo',
      'badanti conviventi: minimo mensile del livello B e quello del CS nel 2026?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('983,16');
    expect(opening).toContain('1.193,84');
  });

  it('another agreement too: Commercio 2nd and 6th level', () => {
    const answer = askAgent('calcolo', 'CCNL Commercio: minimo mensile del 2° livello e del 6°?');
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/2° livello[^\n]*6° livello/);
  });

  it('a gap between the two levels is not answered as two minimums', () => {
    const answer = askAgent('calcolo', 'CCNL Commercio: differenza di minimo tra il 2° livello e il 6°?');
    expect(openingLines(answer.text)).not.toMatch(/quello del 6° livello è di/);
  });
});

describe('the family’s sums on the domestic tables', () => {
  it('live-in month against an hourly worker’s month at 30 hours a week', () => {
    const answer = askAgent(
      'confronta',
      'Livello B nel 2026: mi costa di più una convivente al minimo o una non convivente a 30 ore a settimana al minimo orario? Dammi le due cifre mensili.',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('983,16');
    // 7,01 € × 30 × 52 ÷ 12
    expect(opening).toContain('911,30');
  });

  it('board and lodging per month: the daily value × 30 said first', () => {
    const answer = askAgent(
      'main-agent',
      'Per la badante che vive con noi, il vitto e alloggio al mese a quanto ammonta e come lo ricavo?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('30');
    expect(opening).toContain('199,80');
  });

  it('the renewal’s agreed tranche is said beside the table’s rise at BS live-in', () => {
    const answer = askAgent(
      'main-agent',
      'Rinnovo colf e badanti: per una badante convivente livello BS di quanto è cresciuto il minimo da gennaio 2026?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('49,40');
    expect(opening).toContain('40,00 €');
  });
});

describe('a level corrected or denied is no second level asked', () => {
  it('"è al 3° livello, non al 2°": the one level corrected', () => {
    const answer = askAgent(
      'calcolo',
      'mi correggo: è al 3° livello, non al 2°. quanto è il minimo nel commercio?',
    );
    expect(openingLines(answer.text)).not.toMatch(/quello del 2° livello/);
  });

  it('"(non il 3° super)": the plain level only', () => {
    const answer = askAgent(
      'calcolo',
      'E per una cameriera al 3° livello FIPE (non il 3° super), qual è il minimo mensile?',
    );
    expect(openingLines(answer.text)).not.toMatch(/e quello del/);
  });
});
