import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 50 (fixs50e): comparisons answering the subject asked, not a word of the story or the set-aside clause.
const ask = (message: string, agent = 'confronta') => askAgent(agent, message).text;

describe('overtime set aside is not the compared subject', () => {
  it('"lasciando perdere straordinari e scatti" compares the minimums, with no loss verdict', () => {
    const text = openingLines(
      ask(
        'Mio fratello fa il magazziniere col commercio al 4° livello, mia cugina è metalmeccanica C3 Federmeccanica. Lasciando perdere straordinari e scatti, quanto prende di minimo ognuno a novembre 2026?',
      ),
    );
    expect(text).toContain('1.818,75 €');
    expect(text).toContain('2.211,43 €');
    expect(text).not.toMatch(/\*\*No\*\*|straordinar/i);
  });
});

describe("one agreement's two sections, each with its own level", () => {
  it('the gap asked leads, then both minimums', () => {
    const text = openingLines(
      ask(
        'Vigilanza privata, novembre 2026: una GPG al 4° livello e un portiere dei servizi fiduciari al livello D, di quanto la prima supera il secondo? Mi dia anche le due paghe.',
      ),
    );
    expect(text).toMatch(/^La differenza è di \*\*187,45 €\*\*/);
    expect(text).toContain('1.468,88 €');
    expect(text).toContain('1.281,43 €');
  });
});

describe('the ex festività asked lead the leave cell', () => {
  it('days read from the file where no hours are structured', () => {
    const text = openingLines(
      ask(
        'Quanti riposi per le ex festività danno il contratto chimico farmaceutico e quello alimentare industria?',
      ),
    );
    expect(text).toContain('5 giornate di riposo');
    expect(text).toContain("32 ore l'anno di ex festività");
    expect(text).not.toContain('non strutturate');
  });
});

describe("a year's tranche asked, and the three metalworking agreements listed", () => {
  it('"la tranche 2026, ultima" gives each last tranche of that year with its date', () => {
    const text = openingLines(
      ask("Commercio e FIPE, 4° livello: di quanto è l'ultima tranche 2026 e quando decorre in ciascuno?"),
    );
    expect(text).toContain('35,00 € dal 1° novembre 2026');
    expect(text).toContain('40,00 € dal 1° giugno 2026');
  });
  it('"Federmeccanica, Confapi e gli artigiani" reads the crafts agreement too', () => {
    const text = openingLines(
      ask(
        'Federmeccanica, le piccole imprese Confapi e le ditte artigiane: quando scattano gli aumenti nel 2026?',
      ),
    );
    expect(text).toContain('Metalmeccanici artigianato');
    expect(text).toContain('1° marzo 2026');
  });
});
