import { describe, expect, it } from 'vitest';
import { contractorChangeAnswer } from '../agents/contractor-change.js';
import { agentContext, testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { isOffTopic } from './off-topic-ask.js';
import { readQuestion } from './read.js';

const read = (message: string, agent = 'main-agent') =>
  readQuestion({ kb, message, history: [], categories: [], today: TEST_TODAY, agent } as never);
const id = (slug: string) => kb.byId(slug)?.id_categoria;

describe('story words are not the agreement or the subject the question asks', () => {
  it("the writer's own business does not employ the household worker asked about", () => {
    const r = read(
      "Ho un'officina per le riparazioni di auto, però stavolta chiedo per una faccenda privata: la colf che viene da noi a pulire e stirare tre mattine a settimana, non convivente, fa questo lavoro da anni ed è esperta. Per il 2025 qual era la paga minima oraria da contratto?",
    );
    expect(r.slots.agreements).toEqual([id('lavoro-domestico')]);
    expect(r.slots.level).toBe('B');
  });

  it('a retirement told as the reason does not turn a notice asked out of scope', () => {
    const message =
      'Mio nonno ha una signora per le pulizie, regolarmente assunta da un anno e mezzo, 12 ore alla settimana. Adesso è andato in pensione e non gli serve più. Quanti giorni di preavviso deve darle?';
    expect(isOffTopic(message)).toBe(false);
    expect(read(message).intent).toBe('notice');
  });

  it("the next employer's sector is not an agreement the notice is settled under", () => {
    const r = read(
      'Una nostra addetta vendite, 5° livello del Terziario, ci ha detto che ha trovato lavoro presso una compagnia di assicurazioni e vuole andarsene. Quanti giorni di preavviso deve rispettare?',
    );
    expect(r.intent).toBe('notice');
    expect(r.slots.agreements).toEqual([id('terziario-confcommercio')]);
    expect(r.slots.unknownAgreements).toEqual([]);
  });

  it('a held agreement named only to be set aside leaves the agreement not held', () => {
    const r = read(
      'Mia sorella fa la cassiera in un supermercato di una cooperativa di consumo: le applicano il contratto della distribuzione cooperativa, non il Commercio come a me. Quanto prende di minimo al 4° livello?',
    );
    expect(r.slots.agreements).toEqual([]);
    expect(r.slots.unknownAgreements.length).toBeGreaterThan(0);
  });

  it("a colleague's count of 104 hours is not law-104 leave", () => {
    const r = read(
      'sono commessa ccnl commercio da un anno, una collega ne ha circa 104 all anno di permessi. io quante ore di rol ho?',
    );
    expect(r.intent).toBe('rol_ex_festivita');
  });

  it("a shop's extraordinary openings before a holiday do not make weekday overtime a holiday's", () => {
    const r = read(
      "Con le aperture straordinarie fino all'8 dicembre una commessa di 4° livello Terziario ha fatto 44 ore dal martedì al venerdì, di giorno. Quanto valgono le 4 ore di straordinario?",
      'calcolo',
    );
    expect(r.slots.overtimeKind).toBe('straordinario');
  });

  it('a change of contractor told as background does not answer its rule instead of the pay asked', () => {
    const message =
      "Operaia arrivata col cambio d'appalto ad agosto, 2° livello Multiservizi, part-time 20 ore. A ottobre ha fatto 6 ore in più: quanto le devo mettere in busta lordo?";
    const ctx = agentContext(message);
    expect(contractorChangeAnswer(ctx, read(message, 'calcolo'))).toBeUndefined();
  });

  it('a worker re-hired by the incoming contractor is hired on the date told', () => {
    const r = read(
      "Addetta di 2° livello Multiservizi, riassunta dalla nostra impresa il 1° ottobre 2026 con il cambio d'appalto. Quanto le spetta di tredicesima a dicembre 2026?",
      'calcolo',
    );
    expect(r.slots.hireDate).toBe('2026-10-01');
  });
});
