import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

const read = (message: string) => readQuestion({ kb: testKb, message, today: TEST_TODAY });

describe('domestic work read as asked (session 36)', () => {
  it('a bank among the errands after a death is not the Credito agreement', () => {
    const { slots } = read(
      'È morta mia zia, tra le pratiche, il notaio, la banca... non ci capiamo più niente. La colf viveva con lei da 4 anni: quanto preavviso le spetta?',
    );
    expect(slots.unknownAgreements).toEqual([]);
    expect(slots.agreements).toEqual([7]);
  });

  it("the employer's death names who answers for what was earned", () => {
    const answer = askAgent(
      'main-agent',
      'Mia madre, datrice di lavoro della badante convivente da 2 anni, 50 ore a settimana, è morta. Il preavviso è dovuto?',
    );
    expect(openingLine(answer.text)).toContain('15 giorni');
    expect(answer.text).toContain('familiari coabitanti');
  });

  it('cleaning alone with no experience is level A, asked as a month’s minimum', () => {
    const answer = askAgent(
      'calcolo',
      'Assumiamo una signora convivente che si occuperà esclusivamente delle pulizie, non ha esperienza: che minimo mensile?',
    );
    expect(openingLine(answer.text)).toContain('livello A');
    expect(openingLine(answer.text)).toContain('908,10 €');
  });

  it('a live-in carer after "dorme da noi" is on the live-in table, not the night one', () => {
    const answer = askAgent(
      'calcolo',
      'E per la nonna non autosufficiente una badante convivente con attestato OSS? Minimo?',
      { history: ['Una ragazza che dorme da noi e fa le pulizie, prima esperienza: minimo al mese?'] },
    );
    expect(openingLine(answer.text)).toContain('1.474,73 €');
    expect(answer.text).not.toContain('1.695,99 €');
  });

  it('night presence alone opens with its single-level minimum in the main agent too', () => {
    const answer = askAgent(
      'main-agent',
      'Solo presenza notturna per mia zia, nessuna assistenza: che minimo mensile prevede il contratto colf nel 2026?',
    );
    expect(openingLine(answer.text)).toContain('811,09 €');
    expect(openingLine(answer.text)).toContain('livello unico');
  });

  it("a quarter's amount and its deadline asked together: the amount opens, the day follows", () => {
    const answer = askAgent(
      'calcolo',
      "Colf a ore a tempo indeterminato, 9 € l'ora, nel quarto trimestre 2026 le ore retribuite sono 200. Quanto devo versare all'INPS e quando scade?",
    );
    // 9 × 13/12 = 9,75 > 9,61: the second band, 1,92 € an hour.
    expect(openingLine(answer.text)).toContain('384,00 €');
    expect(openingLines(answer.text)).toContain('10 gennaio');
  });

  it('a fixed-term quarter in a story with the shopping is the contributions, not a holiday', () => {
    const answer = askAgent(
      'calcolo',
      "Abbiamo preso una colf con un contratto a termine per l'estate, non per sostituire qualcuno in ferie: pulizie e la spesa, 8,50 € l'ora. Devo fare il pagamento INPS del trimestre: le ore retribuite sono 100. Quanto verso?",
    );
    // 8,50 × 13/12 = 9,21: first band, fixed term 1,82 € an hour.
    expect(openingLine(answer.text)).toContain('182,00 €');
    expect(openingLine(answer.text)).toContain('tempo determinato');
  });

  it("a year's pay named by its year is a year's figure, however small", () => {
    const answer = askAgent(
      'calcolo',
      "La retribuzione utile del 2026 della colf, tredicesima compresa, è di 8.100,00 €: quanto TFR ha maturato quest'anno?",
    );
    expect(openingLine(answer.text)).toContain('600,00 €');
  });

  it('a month’s net from the hours and the hourly pay: minus the worker’s INPS, no IRPEF', () => {
    const answer = askAgent(
      'calcolo',
      "La colf prende 9 euro l'ora e a ottobre ha fatto 80 ore. Quanto le do netto?",
    );
    // 720,00 − 80 × 0,48 = 681,60.
    expect(openingLine(answer.text)).toContain('681,60 €');
  });

  it("a hiring letter's hourly pay is checked against the level's hourly minimum", () => {
    const answer = askAgent(
      'calcolo',
      "Ecco la lettera di assunzione della nostra colf. La paga oraria scritta rispetta il minimo contrattuale di quest'anno per quel livello? Se no, quanto manca per ogni ora?",
      {
        documents: [
          {
            fileId: 'f1',
            fileName: 'lettera.txt',
            text: 'LETTERA DI ASSUNZIONE - RAPPORTO DI LAVORO DOMESTICO\n\nDatore di lavoro: Marco Bianchi, via Roma 1, 40121 Bologna\nLavoratrice: Elena Popescu\n\nData di inizio: 02/03/2026\nTipo di rapporto: tempo indeterminato, non convivente\nMansioni: collaboratrice familiare generica, pulizie, stiro e cucina\nLivello di inquadramento: livello B (CCNL sulla disciplina del rapporto di lavoro domestico)\nOrario: 20 ore settimanali\nRetribuzione: € 6,80 lordi orari\n',
          },
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('7,01 €');
    expect(openingLine(answer.text)).toContain('0,21 €');
  });

  it('the live-in weekly rest says its Sunday part in hours', () => {
    const answer = askAgent(
      'main-agent',
      'badante convivente: quanto riposo settimanale le spetta per contratto?',
    );
    expect(answer.text).toContain('36 ore');
    expect(answer.text).toContain('24 ore');
  });
});
