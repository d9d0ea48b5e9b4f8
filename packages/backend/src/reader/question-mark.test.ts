import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { markedQuestion, splitRunOn } from './question-mark.js';

describe('a question typed without its question mark', () => {
  it('gets it back where the asking ends, before thanks', () => {
    expect(markedQuestion('quanti giorni di ferie mi spettano')).toBe('quanti giorni di ferie mi spettano?');
    expect(markedQuestion('il capo dice 20 giorni e vero grazie mille')).toBe(
      'il capo dice 20 giorni e vero? grazie mille',
    );
    expect(markedQuestion('lordo 2.150 INPS 197,59 IRPEF 241 netto')).toBe(
      'lordo 2.150 INPS 197,59 IRPEF 241 netto?',
    );
  });

  it('leaves alone what asks nothing, what already asks, and what was punctuated with care', () => {
    for (const message of [
      '4° livello',
      'lavoro come commessa',
      'calcola il netto di 2.000 lordi',
      'Quanti giorni di ferie? Grazie',
      'Vorrei sapere il minimo del 3° livello e quanto dura la prova.',
      '3 dubbi: quanti giorni di ferie, la prova quanto dura e il preavviso',
    ])
      expect(markedQuestion(message)).toBe(message);
  });

  it('is answered as the same question with its mark', async () => {
    const asked = 'ccnl commercio 4 livello quanti giorni di ferie mi spettano';
    const withMark = await askAgent('main-agent', `${asked}?`);
    const without = await askAgent('main-agent', asked);
    expect(without.text).toBe(withMark.text);
    expect(without.text.split('\n')[0]).toMatch(/\*\*26 giorni/);
  });

  it('reads a claim to confirm as a claim: "mi stanno fregando" opens with the verdict', async () => {
    const claim =
      'lavoro in un negozio ccnl commercio, mi hanno pagato la malattia di 3 giorni al 66% mentre le altre volte era al 100% mi stanno fregando';
    const answer = await askAgent('main-agent', claim);
    expect(answer.text).toBe((await askAgent('main-agent', `${claim}?`)).text);
  });

  it('finds the asking in a long message typed without full stops', async () => {
    const story =
      "sono muratore operaio edile di un'impresa di costruzioni col contratto edilizia industria lavoro in cantiere da 6 anni l'anno scorso ho fatto anche 80 ore di straordinario e ho la trasferta a 30 km il titolare mi ha detto che la tredicesima non me la da lui e allora chi me la paga";
    expect(splitRunOn(`${story}?`)).toMatch(
      /30 km il titolare mi ha detto che la tredicesima non me la da lui\. e allora chi me la paga\?$/,
    );
    // Short messages and punctuated ones are read as written.
    expect(splitRunOn('ccnl commercio quanti giorni di ferie?')).toBe(
      'ccnl commercio quanti giorni di ferie?',
    );
    const answer = await askAgent('main-agent', story);
    // The 13th asked opens the answer, not the trasferta of the story (which the 13th's rule may mention after).
    expect(answer.text.split('\n')[0]).toMatch(/^[^.]*\btredicesima\b[^.]*la paga la Cassa Edile/);
    expect(answer.text.split('\n')[0]).not.toMatch(/^[^.]*trasfert/);
  });
});
