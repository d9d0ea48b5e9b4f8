import { describe, expect, it } from 'vitest';
import { sectionAsked } from '../kb/section-asked.js';
import { questionParts } from '../reader/parts.js';
import { readable } from '../reader/text.js';
import { askAgent, testKb } from '../testing/agents.js';

/** The answer's text, citation marks dropped. */
const answer = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : {}).text.replace(/ ?(?:\[\d+\])+/g, '');
const opening = (text: string) => text.split('\n').find((l) => l.trim() !== '') ?? '';

describe('the agreement a level code is read in, told by the workplace (fixs37i)', () => {
  it("reads a workshop's C3 as the Metalmeccanici industria's, with its increments", () => {
    const text = answer(
      'calcolo',
      "Il titolare dell'officina chiede: il capo squadra è C3, assunto 7 anni fa, niente superminimo. Quanto gli spetta oggi di minimo più scatti?",
    );
    expect(opening(text)).toContain('CCNL Metalmeccanici industria');
    expect(text).toContain('3 × 29,64 €');
    expect(text).toContain('2.300,35 €');
  });

  it("reads a haulier's C3 as the Logistica's travelling staff level", () => {
    const text = answer(
      'main-agent',
      'lavoro per una ditta di trasporti, sono C3: quanto è il minimo mensile?',
    );
    expect(opening(text)).toContain('CCNL Logistica');
    expect(opening(text)).toContain('2.021,61 €');
  });
});

describe('a Saturday the story denies is not the overtime rate of Saturdays (fixs37i)', () => {
  const worker =
    'CCNL Logistica, magazziniere 4° livello non viaggiante, paga = minimo, lavora dal lunedì al venerdì: 10 ore di straordinario feriale diurno';
  it.each([
    `${worker}, tutte dal martedì al giovedì, niente sabato né notte. Quanto gli spetta?`,
    `${worker} di mercoledì; il sabato non si lavora mai. Quanto gli spetta?`,
  ])('pays weekday overtime at 30%%: %s', (message) => {
    const first = opening(answer('calcolo', message));
    expect(first).toContain('30%');
    expect(first).toContain('143,17 €');
  });
});

describe('two things asked in one sentence, the second with "com\'è" (fixs37i)', () => {
  const message =
    "Con il CCNL Vigilanza privata e servizi fiduciari, quanto spetta oggi di minimo mensile a una guardia giurata di 4° livello e com'è la maggiorazione per il lavoro notturno?";
  it('splits the question in its two asks', () => {
    expect(questionParts(message)).toHaveLength(2);
  });

  it('answers the minimum and the night rule, the agreement said once', () => {
    const text = answer('main-agent', message);
    expect(opening(text)).toContain('1.468,88 €');
    expect(text).toMatch(/notturn/);
    expect(text.match(/^Contratto di riferimento:/gm)).toHaveLength(1);
  });
});

describe("the small hotels' reduction spares the 5th level's cook, said in a follow-up (fixs37i)", () => {
  const before =
    'Piccolo albergo due stelle, contratto turismo Federalberghi: la cameriera ai piani è 6° super con la tabella degli alberghi piccoli. Quanto è il minimo oggi?';
  const followUp =
    'E per il cuoco? È di 5° livello, sempre albergo due stelle, tempo pieno: quanto minimo al mese oggi?';

  it("reads no small hotels' table once the cook is named", () => {
    const ccnl = testKb.agreements.find((c) => c.id === 'turismo-federalberghi');
    expect(ccnl).toBeDefined();
    if (ccnl) expect(sectionAsked(ccnl, [followUp, before].map(readable))).toBeUndefined();
  });

  it("answers the cook's general 5th-level minimum, not the earlier turn's level", () => {
    const first = opening(answer('calcolo', followUp, [before]));
    expect(first).toContain('5° livello');
    expect(first).toContain('1.590,27 €');
    expect(first).not.toContain('1.584,07');
  });
});
