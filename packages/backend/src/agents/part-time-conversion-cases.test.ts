import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a move to part time imposed by the employer', () => {
  it('needs the written agreement; the refusal is no ground for dismissal', () => {
    for (const message of [
      "Lavoro full-time in un bar (contratto pubblici esercizi FIPE). Il titolare dice che da gennaio mi mette part-time a 25 ore perché c'è poco lavoro, e se non firmo mi licenzia. Può farlo?",
      'Sono commessa a tempo pieno, CCNL commercio: il capo vuole passarmi a part-time a 20 ore, posso rifiutare o mi può licenziare?',
    ]) {
      const text = askAgent('main-agent', message).text;
      expect(openingLine(text)).toContain("serve l'accordo scritto del lavoratore");
      expect(openingLine(text)).toContain('il rifiuto non costituisce giustificato motivo di licenziamento');
    }
  });
});

describe("a parent's priority for part time", () => {
  it('is a priority for a child up to 13, not a right', () => {
    const text = askAgent(
      'main-agent',
      "Da sei anni lavoro in un'azienda di pasta (CCNL alimentari industria), a tempo pieno su turni. Ho un figlio di 11 anni e vorrei passare a part-time, ma l'azienda dice che ci sono altri in lista prima di me. Io ho qualche priorità per legge?",
    ).text;
    const line = openingLine(text);
    expect(line).toMatch(/^Sì/);
    expect(line).toContain('priorità nella trasformazione');
    expect(line).toContain('figlio convivente fino a 13 anni');
    expect(line).toContain("priorità, non diritto: serve comunque l'accordo");
  });
  it('says no for a child past 13 with no other reason', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Ho un figlio di 15 anni e vorrei chiedere il part-time: ho la priorità rispetto ai colleghi?',
      ).text,
    );
    expect(line).toMatch(/^Per l'età del figlio no/);
  });
});

describe('what the priority answer leaves to others', () => {
  it("leaves a relative's illness and the agreement's own rule alone", () => {
    for (const message of [
      'A mio marito hanno diagnosticato un tumore: vorrei passare a part-time per accompagnarlo. Ho diritto al part-time o ho la priorità?',
      'lavoro in una maglieria industriale (ccnl tessile abbigliamento), voglio chiedere il part time x i figli. il contratto dice qualcosa tipo una % max di part time in azienda o chi ha la precedenza?',
    ])
      expect(askAgent('main-agent', message).text).not.toContain('Vale come priorità, non diritto');
  });
});
