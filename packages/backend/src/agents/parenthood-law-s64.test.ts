import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 64 (f1mat): maternity, parental leave and pregnancy asked as law questions, in new words: what domestic
// work leaves out (parental leave, rests, a family top-up), the INPS contribution record, the agreement's dismissal
// ban, nights in pregnancy and with a small child, the father's notice, the parental part-time asked again.
describe('parenthood asked as law', () => {
  it('tells a family that the baby-sitter has no parental leave by law', () => {
    const a = askAgent(
      'main-agent',
      'abbiamo una baby sitter assunta col contratto colf, ha appena avuto una bimba: ha diritto al congedo parentale come le altre mamme?',
    );
    expect(openingLines(a.text)).toMatch(/non spetta/);
    expect(openingLines(a.text)).toContain('art. 62');
  });

  it('says the carer has no breastfeeding hours, not the two hours a day', () => {
    const a = askAgent(
      'main-agent',
      'La badante di mio padre è rientrata dopo il parto e allatta ancora: le spettano i permessi per l’allattamento?',
    );
    expect(openingLines(a.text)).toMatch(/non spettano/);
    expect(openingLines(a.text)).not.toMatch(/^Per legge \(D\.Lgs\. 151\/2001, artt\. 39/);
  });

  it('answers the contribution record of a colf’s maternity, not the hourly contributions', () => {
    const a = askAgent(
      'main-agent',
      'assunta come colf da tre mesi e adesso sono incinta, mi spetta la maternità dell inps o ci vogliono dei contributi minimi?',
    );
    const opening = openingLines(a.text);
    expect(opening).toContain('26 contributi settimanali');
    expect(opening).toContain('52');
    expect(opening).not.toMatch(/fascia di paga oraria/);
  });

  it('keeps a carer’s notice when a birth in her family is only the story', () => {
    const a = askAgent(
      'main-agent',
      'Faccio la colf convivente da otto anni, 50 ore a settimana. Mia nuora sta per partorire e voglio andare ad aiutarla, quindi mi dimetto. La signora vuole che resti ancora un mese. Quanti giorni di preavviso devo dare?',
    );
    expect(openingLines(a.text)).not.toMatch(/congedo di maternità/);
  });

  it('says the family tops up nothing to a domestic worker’s maternity pay', () => {
    const a = askAgent(
      'main-agent',
      'la nostra colf va in maternità a marzo: oltre a quello che le dà l’INPS dobbiamo integrarle lo stipendio noi?',
    );
    expect(openingLines(a.text)).toMatch(/non deve aggiungere nulla/);
  });

  it('keeps a pregnant colf’s ban to the end of the maternity leave, save a just cause', () => {
    const a = askAgent(
      'main-agent',
      'la colf di casa è incinta ma dobbiamo trasferirci all’estero: possiamo licenziarla o c’è un divieto?',
    );
    const opening = openingLines(a.text);
    expect(opening).toContain('fine del congedo di maternità');
    expect(opening).toContain('giusta causa');
  });

  it('gives the one-year ban when the follow-up moves to a shop assistant', () => {
    const a = askAgent('main-agent', 'e per una cassiera col ccnl commercio quanto dura il divieto?', {
      history: ['la colf di casa è incinta: possiamo licenziarla o c’è un divieto?'],
    });
    expect(openingLines(a.text)).toContain('un anno di età del bambino');
  });

  it('bans nights in pregnancy up to the child’s first birthday', () => {
    const a = askAgent(
      'main-agent',
      'lavoro in un hotel come portiera notturna e ho scoperto di essere incinta, devo continuare a fare le notti?',
    );
    expect(openingLines(a.text)).toContain('1 anno di età del bambino');
  });

  it('lets a mother refuse nights until the child is 3', () => {
    const a = askAgent(
      'main-agent',
      'mio figlio ha 2 anni, il capo mi rimette nei turni di notte: sono obbligata o posso rifiutarmi?',
    );
    expect(openingLines(a.text)).toContain('3 anni');
  });

  it('gives the father’s 5 days of notice for the compulsory paternity leave', () => {
    const a = askAgent(
      'main-agent',
      'sono titolare di un bar, un barista vuole la paternità obbligatoria da domani: con quanti giorni di anticipo doveva avvisarmi?',
    );
    expect(openingLines(a.text)).toContain('5 giorni');
  });

  it('says the parental part-time is asked once only, in a follow-up', () => {
    const a = askAgent('main-agent', 'e posso farlo di nuovo quando la bimba compie 4 anni?', {
      history: ['vorrei il part time invece del congedo parentale per mia figlia di 2 anni, è un diritto?'],
    });
    expect(openingLines(a.text)).toContain('una sola volta');
  });

  it('says the 80% months are gone for a child past 6, the leave still due', () => {
    const a = askAgent(
      'main-agent',
      'mia figlia ha 7 anni: se prendo il congedo parentale adesso lo pagano ancora all 80%?',
    );
    const opening = openingLines(a.text);
    expect(opening).toContain('6 anni');
    expect(opening).not.toMatch(/^\*\*Sì\*\*/);
  });
});
