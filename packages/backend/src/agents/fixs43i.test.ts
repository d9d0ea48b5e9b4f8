import { describe, expect, it } from 'vitest';
import { type AgentHint, readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, TEST_TODAY, withUpload } from '../testing/agents.js';
import { score } from './level-score.js';

const read = (message: string, agent?: AgentHint) =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent });
const byId = (id: string) => kb.agreements.find((c) => c.id === id);

describe('the asked sentence decides over the story (fixs43i)', () => {
  it('a cost someone in the story wants to know yields to the figure the asking sentence names', () => {
    const request = read(
      "Il socio vuole capire quanto ci costa e cosa cambia per l'azienda, perché poi lo chiederanno anche altri. L'operaio è da noi da 7 anni. Metalmeccanici industria: da C2 a C3 di quanto sale il minimo mensile?",
    );
    expect(request.intent).not.toBe('employer_cost');
    // The cost asked in the sentence that asks stays the cost.
    expect(
      read(
        'Un operaio C2 del metalmeccanico industria è da noi da 7 anni e ha già i suoi scatti. Quanto ci costa in un anno?',
      ).intent,
    ).toBe('employer_cost');
  });

  it('two levels weighed with the notice asked: the gap, then the notice of both levels', () => {
    const same = askAgent(
      'confronta',
      'Il titolare vuole sapere quanto costa, ha già i suoi scatti. Metalmeccanici industria, operaio da 7 anni: tra C2 e C3 quanto cambia il minimo e cambia qualcosa nel preavviso?',
    ).text;
    expect(same).toContain('146,55 €');
    expect(same).toMatch(/Preavviso: \*\*non cambia\*\*/);
    expect(same).toContain('**2 mesi**');
    const differs = askAgent(
      'confronta',
      'Metalmeccanici industria, impiegata da 3 anni: tra B1 e B2 quanto cambia il minimo e il preavviso?',
    ).text;
    expect(differs).toContain('172,65 €');
    expect(differs).toMatch(/Preavviso: cambia/);
    expect(differs).toContain('1 mese e 15 giorni');
  });

  it("a cooperative payslip's «minimo conglobato» is weighed against the part-time minimum", () => {
    const text = askAgent(
      'calcolo',
      'Ti allego la busta di febbraio 2025 della nostra educatrice a metà tempo: il minimo messo è giusto? Se no, quanto manca?',
      withUpload(
        'busta.txt',
        'COOPERATIVA SOCIALE - Pesaro\nCedolino: FEBBRAIO 2025\nCCNL: Cooperative sociali\nLivello: C2 - Part-time 50% (19 h/settimana su 38)\n\nVoci:\nMinimo conglobato (p.t. 50%)        760,00\nTotale competenze                   760,00\n',
      ),
    ).text;
    expect(text).toContain('780,14 €');
    expect(text).toContain('20,14 €');
  });

  it("the writer's cooperative set against a held agreement is the comparison's other side", () => {
    const request = read(
      'Siamo una coop e valutiamo di assumere noi le badanti invece di farle assumere alle famiglie col contratto colf. Tra i due contratti che differenza c’è sulle mensilità?',
      'confronta',
    );
    expect(request.intent).toBe('comparison');
    expect(request.slots.agreements).toContain(byId('cooperative-sociali')?.id_categoria);
    expect(request.slots.agreements).toContain(byId('lavoro-domestico')?.id_categoria);
  });
});

describe('inquadra: the unit the job runs (fixs43i)', () => {
  const top = (id: string, job: string) => {
    const ccnl = byId(id);
    if (!ccnl) throw new Error(id);
    return score(ccnl, job).sort((a, b) => b.score - a.score)[0]?.level?.level;
  };

  it('running the whole stockroom is the storekeeper, not the goods checker', () => {
    expect(
      top(
        'terziario-confcommercio',
        'la dipendente gestisce il magazzino: carico e scarico merce, inventario, prepara e spedisce i pacchi',
      ),
    ).toBe('4');
  });

  it("the job's own heading verb makes the profile's «capo» its own; a manager of the story does not", () => {
    expect(
      top('pubblici-esercizi-fipe', "il responsabile della mensa, quello che dirige tutto l'impianto mensa"),
    ).toBe('2');
  });
});
