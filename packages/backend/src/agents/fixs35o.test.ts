import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { professionalTask, professionalTaskAnswer, withProfessionalTask } from './professional-task.js';

const answer = (text: string) => ({
  text,
  brief: text,
  riferimenti: [],
  relatedQuestions: [],
  showAction: false,
  calcolaField: false as const,
});

describe('a professional task asked of the assistant', () => {
  it('a contract to draft: out of scope, with a consulente del lavoro named first', () => {
    const a = professionalTaskAnswer(
      'Assumo un magazziniere al 3° livello del commercio: mi prepari il contratto di assunzione da fargli firmare?',
    );
    expect(a?.text.split('\n')[0]).toMatch(/non rientra/);
    expect(a?.text.split('\n')[0]).toMatch(/consulente del lavoro/);
  });

  it('a tax return to fill in: the precompiled 730, a CAF', () => {
    const a = professionalTaskAnswer('me lo compili tu il 730? quanto mi tornerà di rimborso?');
    expect(a?.text).toMatch(/precompilato/);
    expect(a?.text).toMatch(/CAF/);
  });

  it('a court brief and the odds: an avvocato, no probability given', () => {
    const a = professionalTaskAnswer(
      'scrivimi il ricorso contro il licenziamento, e che probabilità ho di vincere?',
    );
    expect(a?.text).toMatch(/avvocato/);
    expect(a?.text).not.toMatch(/\d+\s*%/);
  });

  it('a letter told about is not an ask', () => {
    expect(professionalTask('Sto preparando la lettera di assunzione: che RAL ci scrivo?')).toBeUndefined();
    expect(
      professionalTask('Il consulente mi ha preparato il contratto di assunzione: la prova è giusta?'),
    ).toBeUndefined();
  });

  it('the outcome beside a notice asked: the notice answer stays first, the referral follows', () => {
    const out = withProfessionalTask(
      answer('**Il preavviso è di 2 mesi**\n\nDettagli.'),
      'Il preavviso di un mese è giusto? E se faccio causa la vinco?',
    );
    expect(out.text.startsWith('**Il preavviso è di 2 mesi**')).toBe(true);
    expect(out.text).toMatch(/sindacato/);
  });
});

describe('coverage gaps and readings of the class', () => {
  it('an OSS offered by a co-op is placed at C1 (the offer is the job, not a suggestion)', () => {
    const a = askAgent(
      'inquadra',
      "Una cooperativa sociale che applica il CCNL Cooperative sociali mi propone l'assunzione come OSS. In quale categoria dovrei essere inquadrata?",
    );
    expect(openingLine(a.text)).toMatch(/C1/);
  });

  it("an apprentice's INPS rate asked beside a pay: the gap, not the ordinary 9,19%", () => {
    const a = askAgent(
      'calcolo',
      'ho un apprendista al commercio con 1.250 euro lordi al mese: con quale aliquota INPS pago io e quale gli trattengo?',
    );
    expect(openingLine(a.text)).toMatch(/non sono nella base di conoscenza/);
    expect(a.text).not.toMatch(/9,19/);
  });

  it('the Cassa Edile set-aside asked in a story with a pay: the percentages', () => {
    const a = askAgent(
      'main-agent',
      'Impresa edile industriale: un operaio prende circa 1.300 € di paga base. Il titolare versa ferie e tredicesima alla Cassa Edile: qual è la percentuale da accantonare e come si divide?',
    );
    expect(openingLine(a.text)).toMatch(/18,5/);
  });
});
