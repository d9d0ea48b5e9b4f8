import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb, withUpload } from '../testing/agents.js';

// Which agreement applies, and the detail asked of it (issue 12, wave 60): phrasings written for this file.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, today: TEST_TODAY, history });
const categoria = (id: string) => testKb.agreements.find((c) => c.id === id)?.id_categoria;

describe("an artisans' agreement named by its own name is not the industry's", () => {
  it.each([
    'Ho una piccola sartoria artigiana e applico il contratto Tessile-Moda e Chimica-Ceramica (CNA): quanto spetta a una stiratrice di 4° livello?',
    "in laboratorio applichiamo il ccnl tessile dell'artigianato, minimo del 5 livello?",
    'contratto chimica ceramica artigiani: quante ferie ha un decoratore?',
  ])('%s', (message) => {
    const request = read(message);
    expect(request.slots.agreements).not.toContain(categoria('tessile-abbigliamento-moda-smi'));
    expect(request.slots.unknownAgreements).toEqual(['CCNL Tessile abbigliamento artigianato']);
  });

  it('the answer is a gap, with none of the industry table', async () => {
    const answer = await askAgent(
      'main-agent',
      'Ho una piccola sartoria artigiana e applico il contratto Tessile-Moda e Chimica-Ceramica (CNA): quanto spetta a una stiratrice di 3° livello?',
    );
    expect(answer.text).not.toMatch(/1\.853,17|1\.899,25/);
  });
});

describe("a relative's agreement named, asked how long it lasts", () => {
  it('after an agreement not covered, the covered one is answered', async () => {
    const history = ['Sono impiegata in banca, contratto del credito: quanto prendo al 3° livello?'];
    const message =
      'Va bene, lasciamo perdere. Mia sorella invece fa la vigilante per un istituto di vigilanza privata (contratto Vigilanza privata e servizi fiduciari): il suo contratto fino a quando vale?';
    expect(read(message, history).intent).toBe('renewal');
    const answer = await askAgent('main-agent', message, { history });
    expect(answer.text).toMatch(/31 dicembre 2026/);
    expect(answer.text).not.toMatch(/Non ho trovato/);
  });
});

describe('a co-op educator without a degree is classified by her qualification', () => {
  it('with the socio-pedagogical qualification: D2', async () => {
    const answer = await askAgent(
      'inquadra',
      'lavoro come educatore in una cooperativa sociale, ho ottenuto la qualifica socio-pedagogica ma la laurea no: che livello mi spetta?',
    );
    expect(openingLine(answer.text)).toMatch(/\bD2\b/);
  });

  it('with no qualification at all: D1', async () => {
    const answer = await askAgent(
      'inquadra',
      'cooperativa sociale, assumiamo un educatore senza titolo e senza alcuna qualifica: in che livello va?',
    );
    expect(openingLine(answer.text)).toMatch(/\bD1\b/);
  });
});

describe('an offer checked against the minimum says so in words', () => {
  it('"è sotto il minimo?" opens with the verdict and the words', async () => {
    const answer = await askAgent(
      'calcolo',
      'proposta di 21.000 euro lordi l anno su 14 mensilita, 4 livello commercio: e sotto il minimo??',
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì, è sotto il minimo\*\*/);
  });
});

describe("a hiring letter's probation weighed against the agreement's maximum", () => {
  const letter =
    'LETTERA DI ASSUNZIONE\nContratto applicato: CCNL Terziario, Distribuzione e Servizi (Confcommercio).\nMansione: commessa. Livello: 4°.\nPeriodo di prova: 75 giorni di lavoro effettivo.\n';
  it("answers the letter's level, without the other levels' durations", async () => {
    const answer = await askAgent(
      'main-agent',
      'Ecco la mia lettera. La prova che mi hanno scritto va bene o il contratto prevede un massimo più basso per il mio livello?',
      withUpload('lettera.txt', letter),
    );
    expect(answer.text).toMatch(/\*\*No\*\*/);
    expect(answer.text).toMatch(/4° livello del CCNL Commercio il massimo è 60 giorni/);
    expect(answer.text).not.toMatch(/45 giorni/);
  });
});

describe("two levels' new minimums at a tranche, and the validity beside", () => {
  it('"a quanto sale il 5° e il 6°?" gives both figures and the end of the agreement', async () => {
    const answer = await askAgent(
      'main-agent',
      'Tessile SMI: con la tranche di gennaio 2027 a quanto sale il minimo del 5° livello e del 4° livello? E quando scade il contratto?',
    );
    expect(answer.text).toMatch(/2\.088,36 €/);
    expect(answer.text).toMatch(/1\.986,95 €/);
    expect(answer.text).toMatch(/31 marzo 2027/);
  });
});

describe('a level ruled out is not the level held', () => {
  it('"non intendiamo inquadrarlo come quadro" is no Quadri held', async () => {
    const answer = await askAgent(
      'inquadra',
      'Commercio Confcommercio: cerchiamo un responsabile amministrativo che coordina due impiegate; non intendiamo inquadrarlo come quadro. Che livello?',
    );
    expect(openingLine(answer.text)).not.toMatch(/Quadri indicato/);
    expect(answer.text).not.toMatch(/inquadramento attuale/);
  });
});

describe('what a renewal changed in a leave is the leave asked', () => {
  it.each([
    'col rinnovo del contratto gomma plastica il congedo per le donne vittime di violenza è stato allungato?',
    "Il nuovo rinnovo del CCNL Multiservizi ha esteso l'astensione retribuita per chi subisce violenza di genere?",
  ])('%s', (message) => {
    expect(read(message).intent).toBe('leave');
  });
});
