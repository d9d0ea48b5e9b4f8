import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 33 (lead): misses of the blind wave h131, fixed as classes.
describe('a comparison that asks for the smaller figure', () => {
  it("'in quale la prova è più breve?' names the shorter probation, whatever mortgage the story mentions", () => {
    const a = askAgent(
      'confronta',
      'Ho due offerte: una in un albergo con contratto Turismo Federalberghi al 4° livello e una in un negozio con contratto Terziario Confcommercio al 4° livello. Mi preoccupa il periodo di prova perché ho un mutuo. In quale dei due la prova è più breve e quanto durano?',
    );
    const lead = openingLine(a.text);
    expect(lead).toContain('**30 giorni**');
    expect(lead).toContain('La prova più breve è nel CCNL Turismo Federalberghi');
  });
});

describe('one agreement said to pay the fourteenth and the other not', () => {
  it('opens Sì when the counts bear the claim out', () => {
    const a = askAgent(
      'confronta',
      'passo da metalmeccanico al commercio. è vero che nel commercio ho la quattordicesima e nei metalmeccanici no?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*Sì\*\*/);
  });

  it('opens No when the claim has the agreements the wrong way round', () => {
    const a = askAgent(
      'confronta',
      'è vero che nei metalmeccanici ho la quattordicesima e nel commercio no?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
  });
});

describe('Sunday work asked beside overtime', () => {
  it("'e se lavoro la domenica?' gives the holiday-work rate, then the holiday overtime one", () => {
    const a = askAgent(
      'main-agent',
      'sono muratore operaio edile industria (ance). le ore di straordinario di giorno di quanto vanno maggiorate? e se lavoro la domenica?',
    );
    expect(a.text).toContain('**35%**');
    expect(a.text).toMatch(/domenica e nei festivi è maggiorato del \*\*45%\*\*[^\n]*\*\*55%\*\*/);
  });
});

describe("a domestic worker's hourly minimum asked beside a figure someone told", () => {
  it("'ci aveva detto 9,50 l'ora … qual è la paga oraria minima 2026 per il DS?' reads the 2026 hourly table", () => {
    const a = askAgent(
      'calcolo',
      "Abbiamo una badante non convivente inquadrata livello DS. Il patronato l'anno scorso ci aveva detto 9,50 l'ora ma dice che è cambiato. Qual è la paga oraria minima 2026 per il DS non convivente?",
    );
    expect(openingLine(a.text)).toContain("**9,97 € l'ora**");
  });
});
