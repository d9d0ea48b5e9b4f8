import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines as lead } from '../testing/agents.js';
import { levelAfterName } from './level-after-name.js';

// Session 37 (fixs37e): transport, classification, comparison and coverage classes behind the h170 misses.
const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const byId = (id: string) => {
  const found = kb.agreements.find((c) => c.id === id);
  if (!found) throw new Error(`no agreement ${id}`);
  return found;
};

describe('the agreement the branch applies, not the word that describes the group', () => {
  it('a group called multiservizi whose new company applies a contract not held reads that contract alone', () => {
    const { slots } = readQuestion({
      kb,
      message:
        'Siamo una società multiservizi e abbiamo comprato una ditta di autobus urbani: lì applicano il CCNL Autoferrotranvieri. Minimo di un autista al parametro 140?',
      today: '2026-11-27',
    });
    expect(slots.agreements).toEqual([]);
    expect(slots.unknownAgreements.join(' ')).toMatch(/Autoferrotranvieri/i);
  });
});

describe('each agreement keeps the level said after its name', () => {
  it('Multiservizi at the 3rd level, Logistica at the 4th, in one sentence', () => {
    const levels = levelAfterName(
      [byId('multiservizi-pulizia'), byId('logistica-trasporto-merci-spedizione')],
      "Un'impresa applica il Multiservizi e mette i facchini al 3° livello, noi applichiamo il Logistica e li mettiamo al 4° livello non viaggiante: differenza dei minimi?",
    );
    expect(levels).toEqual(['3', '4']);
  });
});

describe('a driver of a rigid lorry with nights away', () => {
  it('"né altre abilitazioni" denies the permits: E2, not D2', () => {
    const text = lead(
      askAgent(
        'inquadra',
        'Abbiamo assunto un autista con patente C: guida un camion normale (solo motrice, niente rimorchio), fa groupage in giro per il centro Italia e dorme fuori 2 notti a settimana. Non ha ATP né altre abilitazioni. Contratto logistica: che livello?',
      ).text,
    );
    expect(text).toMatch(/^Livello proposto: \*\*livello E2/);
  });
  it('"pernotta fuori casa" is a trip with nights away, not a return to base', () => {
    const text = lead(
      askAgent(
        'inquadra',
        'CCNL logistica: autista con patente C su camion senza rimorchio, giri in tutto il Nord e pernotta fuori casa un paio di notti a settimana, senza ATP e senza altre abilitazioni. Che livello?',
      ).text,
    );
    expect(text).toMatch(/^Livello proposto: \*\*livello E2/);
  });
});

describe('a follow-up that describes another worker', () => {
  it("another driver's job sets the level, not the level of the turn before", () => {
    const text = askAgent(
      'main-agent',
      "e un altro autista che guida un autoarticolato con patente C+E e trasporta solo merci ADR con l'abilitazione, con trasferte? quanto prende di minimo?",
      {
        history: [
          'CCNL Logistica, trasporto merci e spedizione: un autista di bilico inquadrato B3, container con trasferte, quanto prende di minimo?',
        ],
      },
    ).text;
    // Viaggiante C3 from 1 January 2026: 1.971,61 + EPA 50,00.
    expect(lead(text)).toContain('C3');
    expect(lead(text)).toContain('2.021,61 €');
  });
});

describe('the yearly overtime limit asked beside the surcharge', () => {
  it('both are answered', () => {
    const text = askAgent(
      'main-agent',
      "Impresa edile, CCNL edilizia industria: di quanto è maggiorato lo straordinario diurno degli operai e quante ore al massimo l'anno?",
    ).text;
    expect(text).toContain('35%');
    expect(text).toContain('250 ore');
  });
});

describe('a date after the name is no level', () => {
  it('"al 1° settembre 2026" after the second agreement leaves the level said before both', () => {
    const levels = levelAfterName(
      [byId('terziario-confcommercio'), byId('pubblici-esercizi-fipe')],
      'Confronta il minimo mensile del 4° livello tra CCNL Commercio e CCNL Pubblici esercizi al 1° settembre 2026',
    );
    expect(levels).toEqual([undefined, undefined]);
  });
});
