import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

// Session 66: families and carers asking about the domestic agreement in simple words.
describe('domestic workers asked in simple words', () => {
  it("gives a live-in carer's weekly rest when she says she sleeps at the employer's home", () => {
    const { text } = askAgent(
      'main-agent',
      'faccio la badante e dormo a casa della nonna. quanto riposo ho diritto ogni settimana?',
    );
    expect(text).toContain('**36 ore**');
    expect(text).toContain('24 ore di domenica');
  });

  it('values sick days named one by one at an hourly pay written without the apostrophe', () => {
    const { text } = askAgent(
      'main-agent',
      'la colf prende 9 euro l ora per 4 ore al giorno, è stata malata mar mer e gio col certificato. quanto le pago per quei giorni?',
    );
    expect(text).toContain('**54,00 €**');
    expect(text).toContain('3 giorni al 50%');
  });

  it('tells the family that sickness is theirs to pay, with nothing to report to INPS or Cassacolf', () => {
    const { text } = askAgent(
      'main-agent',
      "la nostra colf lavora da noi da 8 mesi e ci ha dato il certificato di malattia: dobbiamo mandare qualcosa all'INPS per avere il rimborso?",
    );
    expect(text).toContain('paga il datore di lavoro');
    expect(text).toContain('nessuna comunicazione da fare all');
    expect(text).toContain('il 50% per i primi 3 giorni');
  });

  it('says plainly the family withholds no IRPEF and the worker pays it in her tax return', () => {
    const { text } = askAgent(
      'calcolo',
      'faccio la colf, nella busta paga non trovo trattenuta irpef ma solo inps. e normale o devo pagarla io?',
    );
    expect(text).toContain("la famiglia **non è sostituto d'imposta: non trattiene l'IRPEF**");
    expect(text).toContain('Il lavoratore paga le imposte con la propria');
  });

  it('denies a fourteenth to a domestic worker in so many words', () => {
    const { text } = askAgent(
      'main-agent',
      'mia sorella fa la cassiera e prende la 14esima. io sono colf, posso chiederla anche io?',
    );
    expect(text).toContain('nessuna quattordicesima');
  });

  it('lists the tranches after the next one when the later ones are asked', () => {
    const { text } = askAgent(
      'main-agent',
      'colf e badanti: a gennaio arriva un altro aumento? e gli aumenti successivi quali sono?',
    );
    expect(text).toContain(
      '30,00 € dal 1° gennaio 2027, 15,00 € dal 1° gennaio 2028 e 15,00 € dal 1° settembre 2028',
    );
  });

  it("checks a pasted 'prospetto paga' of a live-in carer against her level's minimum", () => {
    const { text } = askAgent(
      'main-agent',
      'Vi incollo la mia busta paga di ottobre 2026: la paga base rispetta il contratto? Se no quanto manca al mese?',
      withUpload(
        'ottobre.txt',
        'PROSPETTO PAGA LAVORO DOMESTICO - OTTOBRE 2026\nCCNL lavoro domestico - Livello BS - convivente\nPaga base mensile ........ 1.000,00\nTotale lordo ............. 1.000,00\n',
      ),
    );
    expect(text).toMatch(/^\*\*No\*\*: mancano \*\*\d+,\d{2} € al mese\*\*/);
  });
});
