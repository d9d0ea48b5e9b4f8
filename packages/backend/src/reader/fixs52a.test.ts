import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';
import { isOffTopic } from './off-topic-ask.js';

describe('the ask decides the scope, not the incidental words of the story', () => {
  it("the trade's know-how (product, tool, technique) is outside, whatever agreement the writer names", () => {
    const asks = [
      'Siamo una ditta di pulizie col contratto multiservizi, quattro operaie in busta paga. Una cliente ha il calcare incrostato sul box doccia in cristallo: quale anticalcare conviene usare senza graffiarlo?',
      'Sono addetta alle pulizie in un ufficio, inquadrata al 2° livello. Sulla moquette della sala riunioni c’è una macchia di caffè vecchia: come si toglie senza scolorirla?',
      'Ho un’impresa edile con il CCNL edilizia e tre dipendenti. Per stuccare le fughe del bagno in cantiere che prodotto mi consigliate?',
    ];
    for (const ask of asks) expect(isOffTopic(ask), ask).toBe(true);
  });

  it('the same trade asking about its people stays in scope', () => {
    const asks = [
      'Ho una ditta di pulizie col multiservizi: il datore deve fornire i prodotti e i guanti alle operaie o se li comprano loro?',
      'Faccio pulizie negli uffici col contratto multiservizi al 2° livello: quanto mi spetta di paga oraria?',
    ];
    for (const ask of asks) expect(isOffTopic(ask), ask).toBe(false);
  });

  it("a pension told as the employer's income does not turn a sick worker's question away", () => {
    const message =
      'Mio suocero è vedovo, ha 90 anni e tira avanti con la pensione minima. Da due anni e mezzo ha una badante convivente, che ora ha la bronchite e starà a casa tre settimane. Quanti giorni di malattia deve pagarle e per quanto tempo deve conservarle il posto?';
    expect(isOffTopic(message)).toBe(false);
    const opening = openingLines(askAgent('main-agent', message).text);
    expect(opening).not.toMatch(/esce da ciò di cui mi occupo/);
    expect(opening).toMatch(/Lavoro domestico/);
    expect(opening).toMatch(/15 giorni/);
    expect(opening).toMatch(/180 giorni/);
  });

  it('a question about the pension itself stays outside', () => {
    expect(isOffTopic('Ho fatto la colf per 20 anni: a che età posso andare in pensione?')).toBe(true);
  });
});
