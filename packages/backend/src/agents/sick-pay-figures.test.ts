import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const ask = (agent: string, message: string, history: string[] = []) =>
  openingLines(askAgent(agent, message, { history, today: '2026-11-28' }).text);

describe('sickness and injury pay from the figures the user gives (fixs59k)', () => {
  it("an employer's and INPS's shares over a Commercio illness at a daily pay given", () => {
    const opening = ask(
      'calcolo',
      "ccnl commercio, un mio commesso è rimasto a casa in malattia 6 giorni, prima malattia dell'anno. paga giornaliera 100 euro. quanto tocca a noi come ditta e quanto mette l'inps?",
    );
    // Days 1-3 at 100% (300) + days 4-6 at 25% (75) = 375 for the firm; INPS 3 × 50 = 150.
    expect(opening).toContain('375,00 €');
    expect(opening).toContain('150,00 €');
  });

  it('the INPS daily allowance of a bar worker is 80% of the daily pay', () => {
    const opening = ask(
      'calcolo',
      "barista, contratto pubblici esercizi, la mia retribuzione media globale giornaliera è 90 euro: l'inps quanto mi paga al giorno di malattia?",
    );
    expect(opening).toContain('72,00 €');
    expect(opening).not.toContain('45,00 €');
  });

  it('the INPS share of a bar worker asked without a daily pay is 80% from the 4th to the 180th day, not 50%', () => {
    const opening = ask(
      'main-agent',
      'faccio il cameriere in un ristorante, ccnl fipe. sono in malattia da una settimana: l inps quanto mi paga in percentuale? mi hanno detto il 50',
    );
    expect(opening).toContain('80%');
    expect(opening).toContain('dal 4° al 180° giorno');
    expect(opening).toContain('non è nella base di conoscenza'); // the agreement's own top-up
  });

  it('the last increase asked by its size gives the rise over the table before', () => {
    const opening = ask(
      'main-agent',
      "applico il ccnl fipe: l'ultimo aumento dei minimi del 4° livello quando è scattato e di quanto? e il prossimo?",
    );
    expect(opening).toContain('1.692,69 €');
    expect(opening).toContain('40,00 €'); // 1.692,69 − 1.652,69 (tables from 1 June 2026 and 2025)
  });

  it("INAIL's daily allowance from a fixed monthly pay asked in everyday words, then the later band", () => {
    const first =
      'infortunio in cantiere, prendo 1.500 € lordi al mese fissi. quanto mi da l’inail al giorno?';
    expect(ask('calcolo', first)).toContain('36,00 €'); // 1.500 / 25 = 60 × 60%
    expect(ask('calcolo', 'e oltre i tre mesi quanto prendo?', [first])).toContain('45,00 €'); // 60 × 75%
  });

  it("a domestic worker's longer illness as a follow-up: only the paid days of her seniority", () => {
    const first =
      'la badante è con noi da 8 mesi, si è ammalata 3 giorni, paga giornaliera 50 euro: quanto le spetta?';
    const opening = ask('calcolo', 'e se la malattia fosse durata 12 giorni?', [first]);
    // 10 paid days: 3 × 25 + 7 × 50 = 425; days 11-12 unpaid.
    expect(opening).toContain('425,00 €');
    expect(opening).toMatch(/non sono retribuiti/);
    expect(opening).not.toMatch(/divisore/);
  });

  it('the longer job-keeping for one uninterrupted illness in Metalmeccanici, by seniority', () => {
    const opening = ask(
      'main-agent',
      "metalmeccanico industria con 4 anni di anzianità, sono malato da febbraio senza mai rientrare, un'unica malattia: il comporto si allunga?",
    );
    expect(opening).toContain('411 giorni');
  });

  it('a building worker who broke an arm at home: the job kept by seniority', () => {
    const opening = ask(
      'main-agent',
      'operaio edile da 6 anni nella stessa ditta, mi sono rotto un braccio giocando a calcio: quanto mi tengono il posto?',
    );
    expect(opening).toMatch(/12 mesi|365 giorni/);
  });

  it('Logistica: the sixth illness after a holiday and the exemption of a long first certificate', () => {
    const first =
      "ccnl logistica, autista: è la sesta volta quest'anno che mi metto in malattia dopo un giorno festivo. i primi 3 giorni l'azienda quanto me li integra?";
    expect(ask('main-agent', first)).toContain('25%');
    const follow = ask(
      'main-agent',
      'e se il medico mi avesse dato una prognosi iniziale di 10 giorni, la riduzione varrebbe lo stesso?',
      [first],
    );
    expect(follow).toMatch(/7 giorni/);
    expect(follow).toMatch(/100%/);
  });
});

describe('an agreement’s sick-pay top-up that the knowledge base lacks', () => {
  it('says the top-up is missing, without the law’s INPS shares as if they answered it', () => {
    const a = askAgent(
      'main-agent',
      'Ho un operaio con il CCNL Alimentari industria in malattia da dieci giorni: quanto deve integrare l’azienda sulla quota INPS?',
    );
    const open = a.text.split('\n')[0] ?? '';
    expect(open).toContain('non sono nella base di conoscenza');
    expect(a.text.split('\nFonti:')[0]).not.toMatch(/\d%/);
  });
});
