import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('session 40: the ask a pointing-back question points to', () => {
  it('"vogliono sapere il minimo … Me lo sai dire?" after a story of arrears and tranches gives the minimum', () => {
    const { text } = askAgent(
      'main-agent',
      "Una cooperativa sociale (CCNL cooperative sociali) mi chiede di ricontrollare gli arretrati di un'OSS, livello C1. Dicono che da ottobre 2025 c'era l'ultima tranche di aumento e vogliono sapere il minimo conglobato mensile in vigore da ottobre 2025 in poi. Me lo sai dire?",
    );
    expect(openingLine(text)).toContain('**1.545,21 €**');
  });
});

describe('session 40: hours said to be ordinary are not overtime', () => {
  // (Commercio's Sunday rate, art. 144 with the rest moved, is the ordinary Sunday shift's premium: shop-follow-ups.test.ts.)
  it('an ordinary Sunday hour in the Terziario gets the Sunday rate, not a gap', () => {
    const { text } = askAgent(
      'main-agent',
      'Alcuni addetti fanno la domenica dentro il normale orario di 40 ore, con il riposo spostato al martedì: non è straordinario. Il CCNL Terziario Confcommercio quale maggiorazione prevede per queste ore domenicali?',
    );
    expect(openingLine(text)).toContain('30%');
    expect(text).not.toContain('non è nella base di conoscenza');
  });
});

describe('session 40: dictated names and codes', () => {
  const first =
    'ciao ti scrivo col vocale. metal meccanici industria livello ci tre quant è il minimo tabellare oggi';
  it('"metal meccanici … livello ci tre" is the Metalmeccanici C3', () => {
    const { text } = askAgent('main-agent', first);
    expect(openingLine(text)).toMatch(/Metalmeccanici industria.*livello C3/);
  });
  it('"ho riguardato la lettera: è B1, ex quinta super" in a follow-up asks the B1 minimum', () => {
    const { text } = askAgent(
      'main-agent',
      'Aspetta, ho riguardato la lettera: è B1, ex quinta super. Quanto viene?',
      { history: [first] },
    );
    expect(openingLine(text)).toMatch(/livello B1.*\*\*2\.370,33 €\*\*/);
  });
});
