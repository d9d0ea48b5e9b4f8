import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/** The answer's text, citation marks dropped. */
const answer = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text.replace(/ ?(?:\[\d+\])+/g, '');
const opening = (text: string) => text.split('\n').find((l) => l.trim() !== '') ?? '';

describe('the hour of a monthly minimum (fixs30i)', () => {
  it('answers "e a ora quanto fa?" after the month’s minimum with the hourly pay', () => {
    const text = answer('calcolo', 'e a ora quanto fa? mi serve per le ore del sabato', [
      "Commesso al 4° livello del commercio, full time. Da questo mese quant'è il minimo lordo?",
    ]);
    expect(opening(text)).toMatch(/paga oraria è di \*\*10,83 €\*\*/);
  });

  it('keeps the month’s pay when "allora" closes a part-time correction', () => {
    const text = answer('calcolo', 'No scusa, sono part-time a 20 ore su 40. Quanto viene allora?', [
      'Quanto prende lordo al mese una commessa di 4° livello del commercio?',
    ]);
    expect(opening(text)).not.toMatch(/paga oraria/);
  });

  it('answers the hour asked when permits are only the reason', () => {
    const text = answer(
      'calcolo',
      'quanto fa all ora il minimo di un c3 metalmeccanico adesso? devo controllare le ore di permesso che mi hanno scalato',
    );
    expect(opening(text)).toMatch(/\*\*12,78 €\*\*/);
    expect(text).not.toMatch(/104 ore/);
  });
});

describe('a part-time gross to check against the pay received (fixs30i)', () => {
  it('opens with the part-time monthly gross, not a comparison of agreements', () => {
    const text = answer(
      'calcolo',
      'passo a part time a 20 ore settimanali, 4° livello commercio, senza scatti: vorrei sapere la cifra esatta del lordo mensile da contratto, così la confronto con quello che mi daranno.',
    );
    expect(opening(text)).toMatch(/\*\*909,38 €\*\*/);
    expect(text).not.toMatch(/Confronto al/);
  });
});

describe('when a notice starts (fixs30i)', () => {
  it('says the 1st or the 16th of the month beside the days', () => {
    const text = answer(
      'main-agent',
      'CCNL Studi professionali: una dipendente di 3° livello con 2 anni di anzianità si dimette. Qual è il preavviso e da quando decorre?',
    );
    expect(opening(text)).toMatch(/\*\*28 giorni\*\*/);
    expect(opening(text)).toMatch(/dal 1° o dal 16° del mese \(art\. 129\)/);
  });

  it('says the start is not in the knowledge base when the agreement sets no day', () => {
    const text = answer(
      'main-agent',
      'preavviso di licenziamento per un 2° livello metalmeccanico con 8 anni, da quando parte?',
    );
    expect(opening(text)).toMatch(/giorno successivo alla comunicazione/);
  });
});

describe('a minimum asked after a story of tranches (fixs30i)', () => {
  it('gives the level’s minimum with its components, not the tranche', () => {
    const text = answer(
      'main-agent',
      "Sono al 3° livello, CCNL industria alimentare. A gennaio è arrivata l'ultima grossa tranche del contratto ma in busta ho visto un aumento piccolo; mio cognato dice che nel 2025 il 3° livello prendeva 1.509. Quanto fa il minimo del 3° livello nel 2026?",
    );
    expect(opening(text)).toMatch(/minimo mensile lordo del 3° livello/);
    expect(opening(text)).toMatch(/1\.566,16 €/);
  });
});

describe('a pay asked with neither agreement nor level (fixs30i)', () => {
  it('asks for the level too', () => {
    const text = answer('calcolo', 'quanto prende al mese un magazziniere?');
    expect(text).toMatch(/Quale CCNL applica il datore di lavoro\?/);
    expect(text).toMatch(/livello di inquadramento/);
  });
});
