import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { agentContext, askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';
import { removeDir, tempDir } from '../testing/backend.js';
import { answerRequest, requestFor } from './agents.js';
import type { AgentContext } from './context.js';

/**
 * Answers that use an agreement's data say when that agreement has expired on the date asked, or when a
 * tranche already due is in no table; the lines come after the figures, before the sources, once per agreement.
 */
const EXPIRED = (name: string) => `Il ${name} è scaduto il `;
const MISSING = 'che la base di conoscenza non registra ancora';
const NEXT = 'Prossima tranche di aumento';

const count = (text: string, part: string) => text.split(part).length - 1;

/** The answer without the freshness lines: the same engine's answer before they were added. */
function unwarned(agent: 'main-agent' | 'calcolo' | 'confronta' | 'inquadra', ctx: AgentContext) {
  return answerRequest(agent, { ...ctx, request: requestFor(agent, ctx) });
}

for (const [id, to] of [
  ['sanita-privata-aiop-rsa', '2024-06-30'],
  ['cooperative-sociali', '2025-12-31'],
] as const) {
  // The cases below rest on these expiries: a renewal recorded in the data moves them.
  if (testKb.byId(id)?.validity.to !== to) throw new Error(`${id} no longer expires on ${to}: pick another`);
}

describe('an expired agreement', () => {
  it('a minimum says the agreement has expired, once, between the figures and the sources, and moves nothing else', () => {
    const message = 'Qual è il minimo del livello A nel CCNL Sanità privata AIOP RSA?';
    const { text } = askAgent('main-agent', message);
    const warning =
      "Il CCNL Sanità privata AIOP RSA è scaduto il 30 giugno 2024: importi e regole sono quelli dell'ultimo accordo firmato; verifica se un rinnovo li ha cambiati.";
    expect(count(text, warning)).toBe(1);
    expect(text.indexOf(warning)).toBeGreaterThan(text.indexOf('1.223,57 €'));
    expect(text.indexOf(warning)).toBeLessThan(text.indexOf('\nFonti:'));
    // Removing the line gives back the answer as it was: the opening and the figures stay where they were.
    const before = unwarned('main-agent', agentContext(message));
    expect(text.replace(`\n\n${warning}`, '')).toBe(before.text);
    expect(openingLine(text)).toBe(openingLine(before.text));
  });

  it('topic answers (holidays, notice, probation) and a classification say it too', () => {
    for (const [agent, question] of [
      ['main-agent', 'Quante ferie spettano nel CCNL Cooperative sociali?'],
      ['main-agent', 'Preavviso di dimissioni nel CCNL Cooperative sociali livello C1'],
      ['main-agent', 'Periodo di prova del livello C1 nel CCNL Cooperative sociali'],
      ['inquadra', 'Inquadramento di un operatore socio-sanitario (OSS) in una cooperativa sociale'],
    ] as const) {
      const { text } = askAgent(agent, question);
      expect(count(text, EXPIRED('CCNL Cooperative sociali')), question).toBe(1);
    }
  });

  it('says nothing for a date asked before the expiry', () => {
    const { text } = askAgent(
      'main-agent',
      'Minimo del livello D1 nel CCNL Cooperative sociali a marzo 2025',
    );
    expect(text).toContain('1.605,99 €');
    expect(text).not.toContain('è scaduto');
  });

  it('a renewal answer that already says the expiry does not say it twice', () => {
    const { text } = askAgent('main-agent', 'Quando scade il CCNL Cooperative sociali?');
    expect(count(text, 'è scaduto il 31 dicembre 2025')).toBe(1);
  });
});

describe('a current agreement', () => {
  it('says nothing about freshness', () => {
    const { text } = askAgent('main-agent', 'Qual è il minimo del 4° livello nel CCNL Commercio?');
    expect(text).toContain('1.818,75 €');
    for (const line of ['è scaduto', MISSING, NEXT]) expect(text).not.toContain(line);
  });

  it('answers that use no agreement figure (a net from a RAL, a payroll rule) say nothing, even naming an expired one', () => {
    for (const [agent, question] of [
      ['calcolo', 'Netto da RAL 30000 nel CCNL Cooperative sociali'],
      ['main-agent', 'Aliquota INPS a carico del dipendente nel 2026?'],
    ] as const) {
      const { text } = askAgent(agent, question);
      for (const line of ['è scaduto', MISSING, NEXT]) expect(text, question).not.toContain(line);
    }
  });
});

describe('a comparison', () => {
  it('warns only for the side that has expired', () => {
    for (const question of [
      'Confronta il minimo del livello C1 tra CCNL Cooperative sociali e CCNL Multiservizi',
      'Confronta le mensilità tra CCNL Cooperative sociali e CCNL Commercio',
    ]) {
      const { text } = askAgent('confronta', question);
      expect(count(text, 'è scaduto'), question).toBe(1);
      expect(text).toContain(EXPIRED('CCNL Cooperative sociali'));
    }
  });
});

describe('a tranche no table carries yet', () => {
  // The shipped Commercio file, with one more signed tranche (1° marzo 2027) that no table carries.
  const dir = tempDir('ccnl-freshness-');
  afterAll(() => removeDir(dir));
  cpSync(loadConfig({}).kbDir, dir, { recursive: true });
  const file = join(dir, 'terziario-confcommercio.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.validity.tranches.push('2027-03-01');
  writeFileSync(file, JSON.stringify(data));
  const kb = loadKnowledgeBase(dir);
  const ask = (agent: string, message: string, today = TEST_TODAY) => askAgent(agent, message, { kb, today });

  it('a minimum asked on a day past that tranche is a gap, not the earlier table’s figure (unpublished-table.ts)', () => {
    const { text } = ask(
      'main-agent',
      'Qual è il minimo del 4° livello nel CCNL Commercio al 15 marzo 2027?',
    );
    expect(openingLine(text)).toContain('dal 1° marzo 2027');
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toContain('1.858,75 €');
  });

  it('the same day asked once it has come keeps the figure and says the amounts may be higher', () => {
    const { text } = ask(
      'main-agent',
      'Qual è il minimo del 4° livello nel CCNL Commercio al 15 marzo 2027?',
      '2027-03-20',
    );
    expect(openingLine(text)).toContain('1.858,75 €');
    expect(text).toContain(
      'Il CCNL Commercio prevede una tranche di aumento dal 1° marzo 2027 che la base di conoscenza non registra ancora: gli importi indicati (tabella dal 1° febbraio 2027) possono essere inferiori a quelli dovuti.',
    );
    expect(text.indexOf(MISSING)).toBeLessThan(text.indexOf('\nFonti:'));
  });

  it('the date asked is today when the question names none; a holiday answer does not warn about pay', () => {
    const pay = ask('main-agent', 'Paga oraria di un 4° livello del CCNL Commercio', '2027-03-15');
    expect(pay.text).toContain(MISSING);
    const holidays = ask('main-agent', 'Quante ferie spettano nel CCNL Commercio?', '2027-03-15');
    expect(holidays.text).not.toContain(MISSING);
  });

  it('a minimum asked within two months of it names its date once, and says its amounts are not recorded', () => {
    const { text } = ask(
      'main-agent',
      'Qual è il minimo del 4° livello nel CCNL Commercio al 15 febbraio 2027?',
    );
    expect(count(text, NEXT)).toBe(1);
    expect(text).toContain(
      'Prossima tranche di aumento del CCNL Commercio: dal 1° marzo 2027 (importi non ancora nella base di conoscenza).',
    );
    expect(text).not.toContain(MISSING);
  });

  it('a tranche further away, or one the answer already states, is not named', () => {
    const far = ask(
      'main-agent',
      'Qual è il minimo del 4° livello nel CCNL Commercio al 15 dicembre 2026?',
      '2026-11-22',
    );
    // 1° febbraio 2027 is within two months, but the answer already gives that step of the table.
    expect(far.text).toContain('1° febbraio 2027');
    expect(far.text).not.toContain(NEXT);
    expect(ask('main-agent', 'Qual è il minimo del 4° livello nel CCNL Commercio?').text).not.toContain(NEXT);
  });
});
