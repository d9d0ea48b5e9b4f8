import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 43 round 3 (fixs43r): levels named only as others' guesses, when the job's profile is another level's.
describe("a level the job's profile example names answers, beside two guessed levels that fit nothing (other-level-fits.ts)", () => {
  // (Session 64: an OSS in a socio-sanitary structure such as an RSA is C2, as the agreement says: coop-r2b.)
  it('an OSS in an RSA of a social cooperative is C2, whatever the colleagues guess', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Contratto cooperative sociali, sono operatrice socio-sanitaria (OSS) in una RSA: una collega dice B1, un’altra C2. Quale livello mi spetta?',
      ).text,
    );
    expect(line).toContain('C2');
  });
});

describe('a sick day told in the story, whose pay the asking sentence only checks (sick-day-told.ts)', () => {
  it('a 2-day illness in the Turismo: the first day unpaid is right', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Cameriere ai piani, CCNL Turismo Federalberghi. Sono stato malato due giorni a novembre e in busta il primo giorno di malattia non risulta pagato. Hanno sbagliato?',
      ).text,
    );
    expect(line).toContain('È corretto');
    expect(line).toContain('primo giorno **non è pagato**');
  });
});

describe('overtime told a day or a week, asked whether it is allowed, set against the ceiling (overtime-told-verdict.ts)', () => {
  it('4 hours a day in the Metalmeccanici go past the 2-hour daily ceiling', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Operaio metalmeccanico industria: il responsabile mi chiede 4 ore di straordinario al giorno per due settimane. È legale?',
      ).text,
    );
    expect(line).toContain('superano il massimo di **2 ore al giorno**');
  });
});

describe('overtime given back as rest, with weddings the business hosts in the story (overtime-as-rest.ts, served-events.ts)', () => {
  it("a bar's seasonal staff: the FIPE clause on compensatory rest at the contract's end opens", () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "Bar in spiaggia, CCNL Pubblici esercizi FIPE: con i matrimoni e le feste d'estate gli stagionali fanno molte ore oltre l'orario settimanale. Possiamo compensarle con riposi invece di pagarle?",
      ).text,
    );
    expect(line).toContain('riposi compensativi');
    expect(line).toContain('alla scadenza del contratto');
  });
});
