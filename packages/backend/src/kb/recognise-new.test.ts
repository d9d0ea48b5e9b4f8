import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';

const first = (question: string) => kb.recognise(question)[0]?.id_categoria;

describe('agreements of the second edition (id_categoria 11-15)', () => {
  it('are chosen by the words a client uses for them', () => {
    expect(first('Quanto guadagna una OSS in una cooperativa sociale?')).toBe(11);
    expect(first('Ferie per un infermiere in una RSA AIOP')).toBe(12);
    expect(first('Periodo di prova nel contratto chimico farmaceutico')).toBe(13);
    expect(first('Quante ferie ha un operaio agricolo?')).toBe(14);
    expect(first('Una tantum del CCNL Terziario Confesercenti')).toBe(15);
  });

  it('keeps Confesercenti apart from Confcommercio', () => {
    expect(first('Sono dipendente di un negozio aderente a Confesercenti')).toBe(15);
    expect(first('Minimi del CCNL Terziario Confcommercio')).toBe(1);
    expect(kb.recognise('Minimi del CCNL Terziario Confcommercio').map((c) => c.id_categoria)).not.toContain(
      15,
    );
  });

  it('prefers the most specific name: "Commercio Confesercenti" is not the Commercio agreement', () => {
    expect(kb.recognise('Minimi del CCNL Commercio Confesercenti').map((c) => c.id_categoria)).toEqual([15]);
    expect(first('Ferie nel CCNL Commercio')).toBe(1);
    // Two agreements named apart are both kept.
    expect(
      kb.recognise('Confronta CCNL Commercio e CCNL Terziario Confesercenti').map((c) => c.id_categoria),
    ).toEqual([1, 15]);
  });
});
