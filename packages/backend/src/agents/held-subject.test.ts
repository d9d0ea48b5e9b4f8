import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : {}).text;

describe('a subject the agreement holds as its own sentences answers first, whatever the intent read', () => {
  it('the bilateral body’s contribution per open-ended worker is the passage, not the INPS rate', () => {
    const text = ask('contributo ente bilaterale agricolo nazionale per oti quanto all anno');
    expect(openingLine(text)).toMatch(/51,65 € l'anno/);
    expect(text).not.toMatch(/9,19%/);
  });

  it('a follow-up asking the same for seasonal workers is answered by that passage again', () => {
    const text = ask('E per gli stagionali OTD quanto si versa al giorno?', [
      "Quanto si versa all'ente bilaterale agricolo nazionale per un operaio a tempo indeterminato?",
    ]);
    expect(openingLine(text)).toMatch(/0,34 € al giorno/);
  });

  it('another agreement’s bilateral contribution: the sums paid open, not the sum owed when unpaid', () => {
    const text = ask("quanto si versa all'ente bilaterale nel CCNL Studi professionali?");
    expect(openingLine(text)).toMatch(/29,00 € in tutto/);
    expect(openingLine(text)).not.toMatch(/Omesso/);
  });

  it('the days guaranteed to a worker hired for several phases are no pay question', () => {
    const text = ask(
      'Assumo gli stessi operai a termine per potatura e raccolta: quante giornate annue devo garantire secondo il CCNL operai agricoli?',
    );
    expect(openingLine(text)).toMatch(/100 giornate annue/);
    expect(openingLine(text)).not.toMatch(/paga giornaliera/);
  });

  it('a long fixed-term contract asked with the OTD shorthand finds the 180-day category', () => {
    const text = ask(
      "Oltre quante giornate di effettivo lavoro in un unico rapporto a termine l'operaio agricolo OTD ha un trattamento specifico nel CCNL?",
    );
    expect(openingLine(text)).toMatch(/180 giornate/);
  });
});

describe('the classification areas held as declaratorie', () => {
  it('how many areas: the count opens, each area follows', () => {
    const text = ask('In quante aree professionali sono classificati gli operai agricoli dal CCNL?');
    expect(openingLine(text)).toMatch(/tre aree professionali/);
    expect(text).toMatch(/Area 3 \(Area terza: operai comuni\)/);
  });

  it('who goes in an area: its definition, not the seniority increments', () => {
    const text = ask('area 1 agricoli chi ci va? operai specializzati?');
    expect(openingLine(text)).toMatch(/Area 1 \(Area prima: operai specializzati\).*specializzazione/);
    expect(openingLine(text)).not.toMatch(/[Ss]catti/);
  });
});

describe('the fixed-term allowance’s days', () => {
  it('asked on how many working days it is computed: 312 opens', () => {
    const text = ask('Il terzo elemento degli OTD su quanti giorni lavorativi è calcolato?');
    expect(openingLine(text)).toMatch(/312 giornate lavorative/);
  });
});
