import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (message: string, history: string[] = []) =>
  openingLine(askAgent('inquadra', message, { history }).text);

describe('inquadra: a follow-up about another worker keeps none of the earlier worker’s denials', () => {
  const technician =
    'Inquadriamo un tecnico di laboratorio che fa analisi e campionamenti, lavora in autonomia ma non coordina nessuno. CCNL alimentari industria: che livello?';
  it.each([
    'E il capoturno che coordina la squadra di 6 operai del reparto insaccati, con responsabilità tecnica del turno?',
    'e il capo linea che coordina un gruppo di dieci operai al confezionamento?',
  ])('places the coordinator of a work group at 3A: %s', (followUp) => {
    expect(opening(followUp, [technician])).toMatch(/Livello proposto: \*\*3° livello A/);
  });
});

describe('inquadra: simple work with no experience is the simple level, however said', () => {
  it.each([
    'ccnl alimentari industria: un ragazzo senza esperienza che chiude i cartoni e mette le etichette, lavoro semplice',
    'assumo una ragazza senza esperienza per compiti semplici: incarta le confezioni di biscotti. CCNL industria alimentare',
  ])('Alimentari industria, 6° livello: %s', (message) => {
    expect(opening(message)).toMatch(/Livello proposto: \*\*6° livello/);
  });

  it.each([
    'CCNL edilizia industria: prendo un giovane senza esperienza che scarica i materiali e aiuta i muratori',
    'contratto edilizia industria, un ragazzo alla prima esperienza che pulisce il cantiere e affianca gli operai',
  ])('Edilizia industria, 1° livello (operai comuni): %s', (message) => {
    expect(opening(message)).toMatch(/Livello proposto: \*\*1° livello/);
  });
});

describe('inquadra: a promotion is placed on the new job, not on the one held until now nor on the workers led', () => {
  it.each([
    'Promuoviamo Marco, che da sei anni fa il magazziniere: diventa capoturno, coordina una decina di persone tra mulettisti e addetti al picking e ha funzioni direttive sul turno. CCNL logistica, che livello?',
    'CCNL logistica trasporto merci: Sara da tre anni fa la carrellista, ora diventa capoturno con funzioni direttive e coordina 12 persone tra carrellisti e magazzinieri. Livello?',
  ])('Logistica, 1° livello: %s', (message) => {
    expect(opening(message)).toMatch(/Livello proposto: \*\*1° livello/);
  });
});
