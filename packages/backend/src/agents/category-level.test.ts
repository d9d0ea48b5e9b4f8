import { describe, expect, it } from 'vitest';
import { testKb } from '../testing/agents.js';
import { gradeSaidLevel } from './category-level.js';

// Edilizia industria art. 77: 2° livello «Impiegati di 4ª e operai qualificati», 3° «… operai specializzati».
const edilizia = testKb.byId('edilizia-industria-ance');

describe('the manual grade said in a comparison places the agreement with no level', () => {
  it("an operaio qualificato is the building agreement's 2° livello, a specializzato its 3°", () => {
    if (!edilizia) throw new Error('Edilizia not in the knowledge base');
    expect(gradeSaidLevel(edilizia, "mio fratello fa l'operaio qualificato in edilizia, io sono C3")).toBe(
      '2',
    );
    expect(gradeSaidLevel(edilizia, 'un operaio specializzato del cantiere')).toBe('3');
    expect(gradeSaidLevel(edilizia, 'un impiegato del cantiere')).toBeUndefined();
  });
});
