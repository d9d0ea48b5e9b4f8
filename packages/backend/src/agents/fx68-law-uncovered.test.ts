import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

const ask = (message: string, history?: string[]) =>
  askAgent('main-agent', message, history ? { history } : {}).text;

describe('a worker whose agreement is not held still gets the law', () => {
  it('the INPS sick pay asked after the agreement was found missing gives its shares, not a request for a CCNL', () => {
    const text = ask('va bene, il contratto non ce l’avete: però l’inps quanto mi paga dal quarto giorno?', [
      'sono in malattia da martedì, lavoro con il contratto delle telecomunicazioni: cosa mi spetta?',
    ]);
    expect(openingLines(text)).toContain('50%');
    expect(openingLines(text)).toContain('66,66%');
    expect(text).not.toContain('Non riesco a identificare');
  });

  it('screen breaks asked of the law give 15 minutes every 120', () => {
    const text = ask(
      'passo tutto il turno al computer a inserire ordini: per legge mi spetta qualche pausa dallo schermo oltre al pranzo?',
    );
    expect(openingLines(text)).toContain('15 minuti ogni 120 minuti');
    expect(text).toContain('D.Lgs. 81/2008');
    expect(text).not.toContain('Non riesco a identificare');
  });

  it('the rest between shifts under a telecom agreement gives the 11 hours and the gap told', () => {
    const text = ask(
      'Ho il contratto telecomunicazioni e faccio assistenza tecnica: stacco alle 22 e il giorno dopo inizio alle 6. Cosa prevede la legge sulle ore di riposo?',
    );
    expect(openingLines(text)).toContain('11 ore consecutive');
    expect(openingLines(text)).toContain('8 ore');
    expect(text).toContain('CCNL Telecomunicazioni non è nella base di conoscenza');
  });
});

describe('a long paid leave to care for a disabled parent', () => {
  it('is the extraordinary leave of up to 2 years, not the 3 days a month', () => {
    const text = ask(
      'Faccio il barista con il CCNL turismo Federalberghi; mio padre ha la 104 grave e vive con me: per seguirlo per un lungo periodo esiste un congedo retribuito? Quanto può durare?',
    );
    expect(openingLines(text)).toContain('congedo straordinario');
    expect(openingLines(text)).toContain('2 anni');
  });
});
