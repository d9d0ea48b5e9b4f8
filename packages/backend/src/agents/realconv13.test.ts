import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const text = async (agent: string, message: string, history: string[] = []) =>
  (await askAgent(agent, message, { history })).text;

describe('the holiday amount asked opens, whatever the story says about when they are taken', () => {
  it('Edilizia: 4 settimane before the rule on when', async () => {
    const answer = await text(
      'main-agent',
      "Mio cugino fa il carpentiere in un'impresa edile, contratto edilizia industria. Il capocantiere dice che le ferie le decidono loro a luglio: quante settimane di ferie gli spettano all'anno?",
    );
    expect(openingLine(answer)).toMatch(/\*\*4 settimane/);
  });
});

describe('a machine worked on instructions is the qualified operator’s level', () => {
  it('Metalmeccanici: a press following the foreman’s instructions is D2', async () => {
    const answer = await text(
      'inquadra',
      'e se invece lo mettono sul tornio a seguire le istruzioni del capoturno?',
      [
        'Metalmeccanico industria: faccio solo carico e scarico pezzi con il transpallet, che livello mi spetta?',
      ],
    );
    expect(openingLine(answer)).toMatch(/livello D2/);
  });
});

describe('a follow-up that makes the carer live in asks the cohabiting probation', () => {
  it('30 days, not the 8 of a non-cohabiting level B', async () => {
    const answer = await text(
      'main-agent',
      'Abbiamo deciso che verrà a vivere da noi, sempre livello B: il periodo di prova cambia rispetto a quello che mi hai detto?',
      ['assumo una colf livello B a ore non convivente, quanti giorni di prova?'],
    );
    expect(openingLine(answer)).toMatch(/30 giorni/);
  });
});
