import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history: string[] = []) => askAgent('main-agent', message, { history }).text;

describe('an apprenticeship asked on a part of its rule other than the pay', () => {
  it('a seasonal apprentice in Turismo opens with the seasonal rule, not the shares gap', () => {
    const text = ask('nel turismo si puo fare apprendistato a tempo determinato per la stagione?', [
      'Ristorante, CCNL Turismo pubblici esercizi: assumo un apprendista cameriere, il qualificato del suo livello prende 1.600 € lordi al mese. Quanto gli spetta il primo anno?',
    ]);
    expect(openingLine(text)).toMatch(/stagional/);
    expect(openingLine(text)).not.toMatch(/percentuali degli anni intermedi/i);
  });

  it("the building contract's written form, individual plan and minimum length are read from art. 92", () => {
    const text = ask(
      'Cosa deve contenere per forza il contratto di apprendistato secondo il CCNL edile industria e quanto deve durare almeno?',
    );
    expect(openingLine(text)).not.toMatch(/percentuali anno per anno/);
    expect(text).toMatch(/forma scritta/);
    expect(text).toMatch(/piano formativo individuale \(PFI\)/);
    expect(text).toMatch(/6 mesi/);
  });

  it("the minimum length asked where the agreement states its own: that minimum, not the law's maximum gap", () => {
    const text = ask('edilizia industria apprendista muratore durata minima contratto?');
    expect(openingLine(text)).toMatch(/durata minima 6 mesi/);
    expect(text).not.toMatch(/durata dell'apprendistato per livello non è nella base di conoscenza/);
  });

  it('the maximum asked where the agreement states contracts up to a number of months: its own 36 and 48 months', () => {
    const text = ask(
      "CCNL Turismo: durata massima dell'apprendistato professionalizzante, e in quali casi si può andare oltre?",
    );
    expect(openingLine(text)).toMatch(/36 mesi/);
    expect(openingLine(text)).toMatch(/48/);
  });

  it('the pay still hears the shares', () => {
    const text = ask('quanto prende un apprendista nel turismo il primo anno, in percentuale?');
    expect(text).toMatch(/80%/);
  });
});
