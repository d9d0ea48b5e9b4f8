import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('the INPS sickness share of an industry blue-collar worker', () => {
  it('an operaio of an industry agreement gets the law shares, the illness told by the certificate', () => {
    const text = askAgent(
      'main-agent',
      "sono operaio in una fabbrica di gomma plastica, il medico mi ha prolungato il certificato: l'INPS quanto mi paga dal quarto giorno e dopo il ventesimo?",
    ).text;
    const first = openingLine(text);
    expect(first).toMatch(/50%/);
    expect(first).toMatch(/66,66%/);
  });

  it('an industry white collar is not given the INPS share', () => {
    const text = askAgent(
      'main-agent',
      "sono impiegata in un'azienda chimica e sono in malattia: l'INPS quanto mi paga dal quarto giorno?",
    ).text;
    expect(openingLine(text)).not.toMatch(/Per legge l’INPS paga la malattia dal 4° giorno: il \*\*50%\*\*/);
  });
});
