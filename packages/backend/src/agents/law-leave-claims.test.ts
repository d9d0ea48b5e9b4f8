import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const DONATION_REQUEST =
  "Il sottoscritto Mario Bianchi comunica che in data 27/11/2026 si assenterà dal servizio per donazione gratuita di sangue intero presso l'AVIS di Bergamo (450 ml).\nChiede che la giornata sia considerata come riposo retribuito ai sensi di legge.";

describe('a leave the law grants, asked yes or no', () => {
  it('denies the claim that a blood donation takes a day of holidays, with the 24 hours', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'giovedi vado a donare il sangue all avis, il capo magazzino dice che devo prendermi un giorno di ferie. è giusto?',
      ).text,
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**24 ore**');
    expect(line).toContain('L. 219/2005');
  });

  it('confirms the pay when it is asked before the holidays', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Multiservizi. Il giorno in cui vado a donare il sangue mi spetta comunque la retribuzione oppure devo usare ferie o permessi miei?',
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
  });

  it('pays an unfit donor only for the time of the check, also as a follow-up', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'E se poi al centro mi dicono che non posso donare perché ho i valori bassi? Mi pagano lo stesso tutta la giornata?',
        { history: ['giovedi vado a donare il sangue all avis, mi pagano la giornata? logistica'] },
      ).text,
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('tempo necessario');
  });

  it('an unfit donor told in the past ("mi hanno scartato alla visita") is paid for the check only', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'sono andato a donare il sangue ma mi hanno scartato alla visita, la giornata me la pagano lo stesso?',
      ).text,
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('tempo necessario');
  });

  it('answers an uploaded donation request with the law', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Un nostro dipendente ci ha mandato questa richiesta. Siamo tenuti a retribuirgli la giornata?',
        {
          documents: [{ fileId: 'f', fileName: 'richiesta.txt', text: DONATION_REQUEST }],
        },
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('**24 ore**');
  });

  it('says the polling-station weekend is not lost, and grants it when asked as a right', () => {
    const lost = askAgent(
      'main-agent',
      'Sono scrutatore, industria alimentare, lavoro dal lunedì al venerdì: il sabato e la domenica al seggio li perdo così, senza niente in cambio?',
    ).text;
    expect(openingLine(lost)).toMatch(/^\*\*No\*\*.*riposo compensativo/);
    const right = askAgent(
      'main-agent',
      'Un dipendente (CCNL Gomma plastica) sarà scrutatore sabato e domenica: ha diritto ai riposi compensativi per le giornate non lavorative al seggio?',
    ).text;
    expect(openingLine(right)).toMatch(/^\*\*Sì\*\*/);
  });

  it('denies a paternity leave paid at 50%, and gives 20 days for twins', () => {
    const first =
      'a gennaio nasce mio figlio, il responsabile del personale dice che i 10 gg di paternità obbligatoria sono pagati al 50%. ma è vero?? metalmeccanico';
    const half = askAgent('main-agent', first).text;
    expect(openingLine(half)).toMatch(/^\*\*No\*\*.*\*\*100%\*\*/);
    // The kind named twice ("congedo … paternità") is answered once.
    expect(half.split('congedo di paternità obbligatorio dura').length).toBe(2);
    const twins = askAgent('main-agent', 'Ah ok. E se invece sono gemelli? Ce ne danno di più?', {
      history: [first],
    });
    expect(openingLine(twins.text)).toMatch(/^\*\*Sì\*\*.*\*\*20 giorni\*\*/);
  });

  it('reads the relative: a mother-in-law is covered by the 104 permits, a cousin not by the bereavement days', () => {
    const inLaw = askAgent(
      'main-agent',
      'E se invece la persona da assistere fosse mia suocera? Li posso prendere lo stesso?',
      {
        history: [
          'CCNL Multiservizi. Mia madre ha la 104 grave: quanti giorni di permesso al mese mi spettano?',
        ],
      },
    ).text;
    expect(openingLine(inLaw)).toMatch(/^\*\*Sì\*\*.*affine di primo grado/);
    const cousin = askAgent('main-agent', 'e se fosse stato mio cugino? valgono uguale i 3 gg per legge?', {
      history: [
        'È morto mio nonno, lavoro in una cooperativa sociale: quanti giorni di permesso mi spettano per legge?',
      ],
    }).text;
    expect(openingLine(cousin)).toMatch(/^\*\*No\*\*.*quarto grado/);
  });

  it('denies a claim that leaves a covered relative out', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Metalmeccanico. È mancato mio fratello e il capo dice che il permesso per lutto è solo per genitori e figli, quindi devo usare le ferie. È vero?',
      ).text,
    );
    expect(line).toMatch(/^\*\*No\*\*/);
  });

  it("grants a union representative's paid leave, not the care homes' agreement", () => {
    const text = askAgent(
      'main-agent',
      "Sono stato eletto dirigente della RSA nella mia azienda tessile. I permessi per svolgere l'attività sindacale sono retribuiti dall'azienda?",
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*.*art\. 23/);
    expect(text).not.toContain('AIOP');
  });

  it('compares a law leave between agreements as the same law, and answers the sharing asked', () => {
    const text = askAgent(
      'confronta',
      "Io lavoro in un'azienda chimico-farmaceutica, mio fratello in una piccola metalmeccanica che applica il contratto Confapi. Dobbiamo assistere papà che ha la 104 grave. I 3 giorni al mese cambiano da un contratto all'altro? E possiamo prenderli tutti e due per lo stesso papà?",
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*: è una regola di legge.*art\. 33/);
    expect(text).toContain('referente unico');
    expect(text).not.toMatch(/Minimi retributivi/);
  });

  it('opens with the 20 days of a father of twins asked how many, with the restaurant’s agreement', () => {
    const { text } = askAgent(
      'main-agent',
      'Ultima cosa sul papà: mio marito fa il cuoco in un ristorante. Se nascono due gemelli invece di uno, quanti giorni di congedo papà gli spettano e quanto lo pagano?',
      {
        history: [
          'Sono commessa col contratto del commercio e aspetto un bimbo per marzo 2027: quanti mesi di maternità obbligatoria ho?',
          'E mio marito quanti giorni di congedo papà ha?',
        ],
      },
    );
    const line = openingLine(text);
    expect(line).toMatch(/^Per legge .*parto plurimo/);
    expect(line).toContain('**20 giorni** lavorativi');
    expect(line).toContain('100%');
    expect(text).toContain('CCNL Pubblici esercizi FIPE');
    expect(text).not.toContain('CCNL Commercio');
  });
});
