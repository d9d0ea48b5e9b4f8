import { describe, expect, it } from 'vitest';
import { askAgent as ask, openingLine } from '../testing/agents.js';

/**
 * The law's rules on fixed-term reasons, a minor's hours, duties changed and a carer moved (session 32): the
 * opening answers with the rule's figure, and a common word after "contratto" is never an agreement's name.
 */
const opening = (message: string, history: string[] = []) =>
  openingLine(ask('main-agent', message, { history }).text);

describe('fixed-term contracts without a reason', () => {
  it('reads "senza" after "contratto" as a word, and answers the 12 and 24 months', () => {
    const text = ask(
      'main-agent',
      'Per quanto tempo possiamo fare il contratto senza indicare una causale, e qual è la durata massima complessiva dei contratti a termine?',
    ).text;
    expect(text).not.toContain('CCNL Senza');
    expect(openingLine(text)).toMatch(/^Fino a \*\*12 mesi\*\* senza causale/);
    expect(openingLine(text)).toContain('**24 mesi**');
  });

  it('says No to an extension past 12 months claimed to need no reason', () => {
    expect(
      opening(
        'ho una commessa a tempo determinato da 10 mesi, la vorrei prorogare di altri 6 mesi. il mio socio dice che non serve nessuna motivazione, è vero?',
      ),
    ).toMatch(/^\*\*No\*\*, serve una \*\*causale\*\*: con 16 mesi/);
  });

  it('says Sì when the reason is said to be needed past 12 months', () => {
    expect(
      opening(
        'ho un operaio a termine da 8 mesi, lo proroghiamo di altri 6 mesi: il consulente dice che ci vuole la causale, ha ragione?',
      ),
    ).toMatch(/^\*\*Sì\*\*, serve una \*\*causale\*\*/);
  });

  it('says No to a reason asked for a contract within 12 months', () => {
    expect(opening('Un contratto a termine di 9 mesi: serve indicare una motivazione?')).toMatch(
      /^\*\*No\*\*: 9 mesi/,
    );
  });

  it('reads an uploaded 15-month letter without a reason as not regular', () => {
    const text = ask(
      'main-agent',
      'è il mio primo contratto con loro, non c’è scritto nessun motivo, è regolare?',
      {
        documents: [
          {
            fileId: 'f',
            fileName: 'lettera.txt',
            text: 'LETTERA DI ASSUNZIONE A TEMPO DETERMINATO\n- decorrenza: 1/12/2026\n- scadenza del termine: 28/02/2028\n\nMilano, 20/11/2026',
          },
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: il contratto dura 15 mesi, oltre i \*\*12 mesi\*\*/);
  });
});

describe('the law on the work itself', () => {
  it('gives a 17-year-old 8 hours a day and 40 a week', () => {
    expect(
      opening('mio nipote ha 17 anni e ha finito la scuola: quante ore al giorno può lavorare in gelateria?'),
    ).toMatch(/^Al massimo \*\*8 ore al giorno\*\* e \*\*40 ore a settimana\*\*/);
  });

  it('makes higher duties definitive after 6 months', () => {
    const line = opening(
      'da 7 mesi faccio il lavoro del mio capo reparto. Ho diritto al suo livello? dopo quanto diventa definitivo?',
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('**6 mesi**');
  });

  it('keeps level and pay when duties are lowered, in writing', () => {
    const line = opening(
      'ci riorganizzano e mi vogliono dare mansioni inferiori, mi possono ridurre lo stipendio?',
    );
    expect(line).toContain('**per iscritto**');
    expect(line).toContain('**trattamento retributivo**');
  });

  it('needs the consent of a carer under law 104 to transfer him', () => {
    expect(
      opening(
        'Un dipendente assiste la madre con i permessi della legge 104: posso trasferirlo nella sede di Brescia?',
      ),
    ).toMatch(/^\*\*No\*\*, non senza il suo \*\*consenso\*\*/);
  });

  it('adds the 400 days to the age of an on-call worker', () => {
    expect(
      opening('vorrei prendere a chiamata un ragazzo di 22 anni in officina, c’è un limite di giornate?'),
    ).toContain('**400 giornate**');
  });
});
