import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const opening = (agent: string, message: string) => openingLine(askAgent(agent, message).text);
const read = (message: string) =>
  readQuestion({ kb: testKb, message, history: [], today: '2026-11-26', agent: 'main-agent' });

describe('an injury at work asked as pay where the agreement holds no injury rule', () => {
  it("opens with the law: the injury day in full, INAIL's 60% to the 90th day and 75% after", () => {
    const text = opening(
      'main-agent',
      "mi sono fatto male al lavoro in reparto stampaggio (gomma plastica), infortunio inail 15 giorni. il giorno dell infortunio me lo pagano? e dopo l'inail quanto paga?",
    );
    expect(text).toMatch(/^\*\*Sì\*\*: per legge \(D\.P\.R\. 1124\/1965/);
    expect(text).toContain('**per intero (100%)**');
    expect(text).toMatch(/INAIL paga .*\*\*60%\*\*.* 90° giorno .*\*\*75%\*\*/);
  });
  it("keeps the agreement's gap for its own integration", () => {
    const text = askAgent(
      'main-agent',
      "Lavoro in un'azienda chimica, ho avuto un infortunio in reparto: l'INAIL quanto mi paga dal quarto giorno?",
    ).text;
    expect(text).toMatch(/^Per legge/);
    expect(text).toContain('Nel CCNL Chimico-farmaceutico l’eventuale integrazione');
  });
  it('is not an accident at home told as no injury at work', () => {
    const text = opening(
      'main-agent',
      "Sono OSS in una RSA AIOP. Mi sono fratturata un polso a casa (niente infortunio sul lavoro): l'azienda integra l'indennità INPS della malattia?",
    );
    expect(text).not.toContain('1124/1965');
  });
});

describe('the first days of the third illness asked before the fourth day', () => {
  it('opens with the share of the waiting days, then the later bands', () => {
    const text = opening(
      'main-agent',
      "Commesso, CCNL Terziario Confcommercio. Mio padre dice che la carenza la pagava sempre l'azienda. Quest'anno sono stato sfortunato: è la terza malattia dell'anno. In che percentuale mi pagano i primi 3 giorni? E dal quarto giorno quanto prendo?",
    );
    expect(text).toMatch(/terzo evento .* al \*\*66%\*\*/);
    expect(text).toMatch(/dal 4° al 20° giorno \*\*75%\*\*/);
  });
  it('reads "sfortunato" beside a father as no paternity leave', () => {
    expect(
      read(
        "Quest'anno sono stato sfortunato, mio padre dice che la malattia la paga l'azienda: quanto mi pagano?",
      ).intent,
    ).toBe('sickness_injury');
  });
});

describe('a former category asked after a career told', () => {
  it('answers the category the question names, as a correspondence', () => {
    const text = opening(
      'inquadra',
      'Tornitore CNC, CCNL metalmeccanici industria. Sono entrato in 4ª categoria e poi sono passato alla 5ª. Nel 2021 hanno cambiato tutto. A quale livello del nuovo inquadramento corrisponde la vecchia 5ª categoria?',
    );
    expect(text).toContain('la vecchia 5ª categoria corrisponde al **livello C3 (ex 5ª)**');
  });
  it('reads the ex 5ª super of the question, not the 3ª of the story', () => {
    expect(
      read(
        'Metalmeccanico industria: prima ero in 3ª categoria, poi mi hanno passato alla 5ª super. La ex 5ª super adesso che livello è diventata?',
      ).slots.level,
    ).toBe('B1');
  });
});

describe("the apprentices' probation asked beside seasonal hires", () => {
  it("opens with the apprentices' days, not the seasonal workers' nor the apprenticeship's pay", () => {
    const text = askAgent(
      'main-agent',
      'Hotel sul Garda, CCNL Turismo Federalberghi. Assumiamo due apprendisti per il ricevimento e qualche stagionale. Per gli apprendisti quanto può durare al massimo il periodo di prova?',
    ).text;
    expect(openingLine(text)).toContain('**25 giorni di effettivo lavoro**');
    expect(text).not.toMatch(/stagionali è di|percentuali anno per anno/);
  });
  it("keeps the apprenticeship's length when it is asked too", () => {
    expect(
      read(
        "gomma plastica industria: apprendista assunto al livello H, quanto dura la prova e quanto puo durare al max l'apprendistato?",
      ).alsoAsked,
    ).toContain('apprenticeship');
  });
});
