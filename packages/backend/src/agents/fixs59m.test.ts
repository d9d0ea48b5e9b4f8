import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

/**
 * Session 59 (fixs59m): figures the case does not reach are not stated. A firm's size picks its yearly overtime
 * ceiling and the general one is not restated as a number; a 14th month introduced inside its accrual period pays
 * only the months since; an apprentice's missing pay shares open the answer with no unrelated amount beside them;
 * a labourer who loads and unloads shares no forklift driver's profile through a title the job phrases add.
 */

const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : {}).text;
const claims = (text: string) => text.split(/\n\s*Fonti:\s*\n/)[0] ?? text;

describe('the yearly overtime ceiling of a firm’s size', () => {
  it('states the small firm’s ceiling and not the general figure', () => {
    const text = ask(
      'main-agent',
      'ho un’officina meccanica, siamo in 35 dipendenti, contratto metalmeccanico Federmeccanica: fino a quante ore di straordinario in un anno posso arrivare con ognuno?',
    );
    expect(openingLine(text)).toMatch(/250 ore l'anno/);
    expect(claims(text)).not.toMatch(/\b200 ore\b/);
    expect(claims(text)).toMatch(/260 per manutenzione/);
  });

  it('a firm above the threshold keeps the general ceiling', () => {
    const text = ask(
      'main-agent',
      'Stabilimento con 600 dipendenti, ccnl metalmeccanici industria: tetto annuale di ore straordinarie per addetto?',
    );
    expect(openingLines(text)).toMatch(/200 ore l'anno/);
  });
});

describe('a 14th month paid for the first time', () => {
  it('counts only the months since the agreement introduced it', () => {
    const text = ask(
      'calcolo',
      'sono un OSS in una coop sociale, posizione C1, a tempo pieno da anni: la prima quattordicesima di giugno 2025 a quanto doveva ammontare lorda sul minimo?',
    );
    expect(openingLine(text)).toMatch(/378,80 €/);
    expect(openingLine(text)).toMatch(/6 mesi/);
    expect(claims(text)).not.toMatch(/757,61/);
  });

  it('a later year still accrues from July', () => {
    const text = ask(
      'calcolo',
      'cooperativa sociale, livello C1 full time, in forza da anni: quattordicesima lorda di giugno 2026 sul minimo?',
    );
    expect(openingLine(text)).toMatch(/12 mesi/);
  });
});

describe('an apprentice’s pay the knowledge base does not hold', () => {
  it('opens with the missing shares and states no unrelated amount', () => {
    const text = ask(
      'main-agent',
      'mia cugina ha un laboratorio odontotecnico artigiano e prende un apprendista: quanto gli deve dare al mese di stipendio?',
    );
    expect(openingLine(text)).toMatch(/non sono nella base di conoscenza/);
    expect(claims(text)).not.toMatch(/€|\beuro\b|%/);
  });
});

describe('loading and unloading on a building site', () => {
  it('a labourer who loads materials stays a common worker', () => {
    const text = ask(
      'inquadra',
      'edilizia industria: nuovo manovale, scarica e carica i materiali dal camion e tiene pulito il cantiere, che livello?',
    );
    expect(openingLine(text)).toMatch(/1° livello/);
  });

  it('a licensed driver of the site’s forklift and machines is a specialised worker', () => {
    const text = ask('inquadra', 'e quello che porta il muletto e le macchine di cantiere col patentino?', [
      'che livello do a un manovale col ccnl edilizia industria?',
    ]);
    expect(openingLine(text)).toMatch(/3° livello/);
    expect(openingLine(text)).toMatch(/operaio specializzato/);
  });
});
