import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (agent: string, message: string, history: string[] = []) =>
  openingLine(askAgent(agent, message, { history }).text);

describe('a claim of "more" opens with the verdict the opening decides', () => {
  it('confirms the extra holiday week once the seniority told reaches its band', () => {
    const text = opening(
      'main-agent',
      'sono metalmeccanico da 19 anni nella stessa ditta, e vero che dal 2026 ho ferie in piu? quanti giorni?',
    );
    expect(text).toMatch(/^\*\*Sì\*\*/);
    expect(text).toContain('5 giorni');
  });

  it('weighs a 14th month where the asker goes, in either direction', () => {
    expect(
      opening(
        'confronta',
        "passo da un'azienda metalmeccanica a un negozio col contratto del commercio, è vero che guadagno una mensilità in più?",
      ),
    ).toMatch(/^\*\*Sì\*\*.*\*\*14 mensilità\*\*/);
    expect(
      opening('confronta', 'dal commercio passo al metalmeccanico, è vero che prendo una mensilità in più?'),
    ).toMatch(/^\*\*No\*\*/);
    expect(opening('confronta', 'nel turismo ho una mensilità in più rispetto ai metalmeccanici?')).toMatch(
      /^\*\*Sì\*\*/,
    );
  });
});

describe("a renewal's whole increase asked in a statement", () => {
  it('gives the increase at full rate and the expiry, not the minimum of today', () => {
    const text = askAgent(
      'main-agent',
      "Sono RSU in un'azienda farmaceutica e qualche collega mi chiede a quanto ammonta in tutto l'aumento del trattamento economico minimo previsto dall'ultimo rinnovo del contratto chimico-farmaceutico per la categoria D1, e fino a quando vale il contratto. Mi dà i numeri?",
    ).text;
    expect(openingLine(text)).toContain('**257,00 €**');
    expect(text).toContain('30 giugno 2028');
  });
});

describe("the week's hours asked after another subject, with a figure someone says", () => {
  it('moves to working hours, keeps the agreement and denies the wrong figure', () => {
    const text = opening('main-agent', 'e l orario normale a settimana quante ore e? da noi dicono 40', [
      'lavoro in una coop sociale, se faccio straordinario di giorno quanto me lo maggiorano?',
    ]);
    expect(text).toMatch(/^No\b/);
    expect(text).toContain('**38 ore**');
  });

  it('confirms the right figure', () => {
    expect(
      opening(
        'main-agent',
        'quante ore settimanali prevede il contratto delle coop sociali? da noi dicono 38',
      ),
    ).toMatch(/^Sì: .*\*\*38 ore\*\*/);
  });
});

describe('a professional title qualifies the job', () => {
  it('places a professional educator in D2, above D1, and a coordinating one higher', () => {
    const wrong = opening(
      'inquadra',
      'educatrice professionale in coop sociale, mi hanno messo in D1 ma mi sa che e sbagliato, che livello e giusto?',
    );
    expect(wrong).toMatch(/^\*\*No\*\*/);
    expect(wrong).toContain('**livello D2');
    expect(
      opening(
        'inquadra',
        'educatore in comunità per minori privo del titolo di educatore professionale, coop sociale: posizione economica?',
      ),
    ).toContain('**livello D1');
    expect(
      opening('inquadra', 'sono un educatore senza titolo in una cooperativa sociale, che livello?'),
    ).toContain('**livello D1');
  });
});

describe('an injury at work told without the word', () => {
  it.each([
    [
      'mia moglie fa la commessa, si è fatta male mentre lavorava, chi la paga nei primi giorni?',
      /giorno dell'infortunio/,
    ],
    [
      'operaio edile, mi sono fatto male in cantiere, i primi giorni chi me li paga?',
      /giorno dell'infortunio/,
    ],
  ])('%s', (message, expected) => {
    expect(opening('main-agent', message)).toMatch(expected);
  });
});
