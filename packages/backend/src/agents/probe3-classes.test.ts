import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * The classes single questions failed in this session's probe (probe3), each in new words: a pay item asked as a
 * definition is defined first (not answered with "which agreement?").
 */
const ask = (message: string, extra = {}) => askAgent('main-agent', message, extra);
const first = (message: string, extra = {}) => openingLine(ask(message, extra).text);

describe('a pay item asked as a definition is defined first', () => {
  it.each([
    ['in busta trovo la voce E.D.R., che cosa sarebbe?', /^L’EDR .*\*\*10,33 €/],
    ['scusate, che significa EDR sul cedolino?', /^L’EDR /],
    ['ho una riga EDR in busta, che voce sarebbe?', /^L’EDR /],
    ['in fondo al cedolino leggo E.D.R. 10,33 euro: cosa significa?', /^L’EDR /],
    ['a cosa serve il superminimo?', /^Il superminimo .*\*\*assorbibile\*\*/],
    ['l’azienda può assorbire il mio superminimo col rinnovo?', /^Il superminimo /],
    ['dopo l’aumento di novembre il superminimo mi è calato, è regolare?', /^Il superminimo /],
    ['mi spiegate l’elemento perequativo?', /^L’elemento perequativo .*\*\*485 €/],
    ['che vuol dire vacanza contrattuale?', /^L’indennità di vacanza contrattuale/],
    ['cosa si intende per una tantum?', /^L’una tantum è/],
    ['welfare aziendale: cosa è e fino a quanto è esente?', /^Il welfare aziendale .*\*\*1\.000 €/],
    ['cosa significa rateo in busta paga', /^I ratei sono/],
    ['scatti di anzianità: cosa sono esattamente?', /^Gli scatti di anzianità sono/],
  ])('%s', (message, opening) => {
    expect(first(message)).toMatch(opening);
  });

  it('the named agreement adds its own line', () => {
    expect(ask('cos’è il terzo elemento nel contratto del commercio?').text).toMatch(
      /Nel CCNL Commercio: .*2,07/,
    );
  });

  it('an amount of a term with no definition asked keeps the agreement topic', () => {
    expect(first('scatti di anzianità nel commercio ogni quanti anni?')).toMatch(/^Nel CCNL Commercio/);
  });

  it('an agreement not held is said first, and an amount only an agreement sets asks for it', () => {
    expect(first('a quanto ammonta l’una tantum del contratto dei bancari?')).not.toMatch(/^L’una tantum/);
    expect(first('quanto vale l’una tantum?')).not.toMatch(/^L’una tantum/);
    expect(first('quanto vale l’EDR?')).toMatch(/^L’EDR .*10,33/);
  });

  it('a term only in the story leaves the asked subject alone', () => {
    expect(first('ho un superminimo di 200 euro. Quanti giorni di ferie ho nel commercio?')).not.toMatch(
      /^Il superminimo/,
    );
  });
});
