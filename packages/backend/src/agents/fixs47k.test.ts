import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 47, round 2 (fixs47k): commercio questions of a clothing chain.

describe('NASpI additional contribution on a contract said not to be a renewal', () => {
  it('shows only the first contract’s rate, not the rates after renewals', () => {
    const { text } = askAgent(
      'calcolo',
      'prendo una commessa a tempo determinato per l’estate, 4° livello commercio al minimo: quanto pago al mese di contributo addizionale naspi? non è un rinnovo, è la prima volta che lavora da noi',
    );
    expect(openingLine(text)).toContain('1,4%');
    expect(text).not.toMatch(/dopo un rinnovo|1,9%/);
  });

  it('still shows the renewals when the contract is not said to be new', () => {
    const { text } = askAgent(
      'calcolo',
      'contributo addizionale naspi su un contratto a termine, 4° livello commercio al minimo: quanto costa al mese?',
    );
    expect(text).toContain('dopo un rinnovo');
  });
});

describe('the 15% on Sunday and holiday surcharges asked as a follow-up of a tax question', () => {
  it('answers the surcharges’ substitute tax, with its income limit', () => {
    const { text } = askAgent(
      'main-agent',
      'E le maggiorazioni per chi lavora la domenica e nei festivi? Vale lo stesso anche per quelle?',
      {
        history: [
          "Gli aumenti del rinnovo del CCNL Commercio di quest'anno per il 4° livello hanno l'imposta sostitutiva al posto dell'IRPEF? Con che aliquota?",
        ],
      },
    );
    expect(openingLine(text)).toContain('15%');
    expect(text).toContain('40.000');
  });
});

describe('classification: another worker asked about in a follow-up', () => {
  it('places the colleague described, not the sentence after the question', () => {
    const { text } = askAgent(
      'inquadra',
      'E il collega che si occupa di allestire le vetrine dei nostri punti vendita? È esperto e sceglie da solo gli allestimenti.',
      {
        history: [
          'ho preso una ragazza che vende e sta alla cassa nel nostro negozio di abbigliamento: che livello del ccnl commercio?',
        ],
      },
    );
    expect(openingLine(text)).toContain('3° livello');
  });
});

describe('classification: the size of the shop or firm is not the job', () => {
  it('places the manager of the whole shop as its «gerente», whatever the chain’s size', () => {
    const { text } = askAgent(
      'inquadra',
      'Abbiamo aperto il nostro negozio più grande e serve un responsabile: viene da una grande catena di abbigliamento. Sarà responsabile del negozio, organizza i turni dei commessi, fa gli ordini ai fornitori e chiude la cassa la sera. Che livello nel CCNL commercio?',
    );
    expect(openingLine(text)).toContain('1° livello');
  });
});
