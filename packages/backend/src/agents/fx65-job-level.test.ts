import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 65 (fjob): a job the agreement's profiles place, a custodian's tasks, a law leave under an agreement
// not held, a season's ratei of the 14th, the size of a tranche asked.
const today = '2026-11-30';
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history, today }).text;

describe('a minimum asked for a job the profiles place at one level: that level, said', () => {
  const waiter =
    'lavoro come cameriera di sala in una trattoria-ristorante, contratto pubblici esercizi fipe: qual è il minimo lordo mensile?';
  it('the restaurant waiter: the 4th level minimum, not a request for the level', () => {
    const text = ask('calcolo', waiter);
    expect(openingLine(text)).toContain('1.692,69 €');
    expect(openingLine(text)).toContain('4° livello');
  });
  it('a follow-up telling another job: that job’s level minimum', () => {
    const text = ask('calcolo', 'e mio fratello che fa il barista in un bar del centro, stesso contratto?', [
      waiter,
    ]);
    expect(openingLine(text)).toContain('1.580,09 €');
    expect(openingLine(text)).toContain('5° livello');
  });
});

describe('guarding the premises is the custodian’s job', () => {
  it('rounds and the gates: the 6th level of Terziario, not the goods checker’s 5th', () => {
    const text = ask(
      'inquadra',
      'CCNL terziario confesercenti, ditta di ricambi: un dipendente fa la ronda nel piazzale, apre e chiude il cancello ai camion e sorveglia gli accessi. Che livello?',
    );
    expect(openingLine(text)).toContain('6° livello');
    expect(text).not.toMatch(/controllo merci», il più vicino/);
  });
});

describe('a leave the law sets, under an agreement the knowledge base lacks', () => {
  it('the paternity leave: the law’s 10 days at 100%, and the agreement’s absence in one sentence', () => {
    const text = ask(
      'main-agent',
      'sono operatore in una compagnia telefonica, CCNL telecomunicazioni: a maggio divento papà, quanti giorni di paternità obbligatoria ho e quanto sono pagati?',
    );
    expect(openingLine(text)).toContain('10 giorni lavorativi');
    expect(openingLine(text)).toContain('100%');
    expect(text).toContain('CCNL Telecomunicazioni non è nella base di conoscenza');
  });
  it('a leave the agreement sets (marriage) stays the agreement’s gap', () => {
    const text = ask(
      'main-agent',
      'CCNL telecomunicazioni: quanti giorni di congedo matrimoniale mi spettano?',
    );
    expect(openingLine(text)).toMatch(/non è nella base di conoscenza\*\*/);
  });
});

describe('a season’s ratei of the 14th, counted from the days told', () => {
  it('the months with more than 15 days count, the others do not', () => {
    const text = ask(
      'main-agent',
      'faccio la stagione estiva in un hotel, ccnl turismo, dal 15 giugno al 15 settembre 2027: quanti ratei di quattordicesima mi spettano?',
    );
    expect(openingLine(text)).toContain('3 ratei di quattordicesima (3/12)');
    expect(openingLine(text)).toContain('più di 15 giorni');
    expect(openingLine(text)).toContain('settembre (15 giorni)');
  });
});

describe('a tranche asked by its size', () => {
  it('“di quanto” beside an increase asked: the rise over the table before', () => {
    const text = ask(
      'main-agent',
      'Studio legale, CCNL Studi professionali. Con la busta paga di ottobre 2025 è scattato qualche aumento dei minimi? Se sì, di quanto al 4° livello?',
    );
    expect(text).toContain('1.595,42 €');
    expect(text).toContain('è cresciuto di 42,07 €');
  });
});
