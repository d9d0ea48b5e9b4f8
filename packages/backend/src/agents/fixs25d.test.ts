import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// Session 25, class D: follow-up questions and the subject of a conversation (agreement, level, topic carried
// from earlier turns, or a new subject replacing the old one).
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history: string[] = []) =>
  askAgent(agent, message, { history, today: '2026-11-25' }).text.split('\n')[0] ?? '';

describe('the agreement and the case carried from earlier turns', () => {
  it('an agreement named two turns back is still the conversation’s', () => {
    const text = opening(
      'main-agent',
      'e per lui quanto dura la prova e quanto preavviso deve dare se si dimette? ha 2 anni di anzianità',
      [
        'lavoro in un albergo, CCNL Turismo Federalberghi',
        'mio fratello è stato assunto come impiegato al 5° livello',
      ],
    );
    expect(text).toMatch(
      /CCNL Turismo Federalberghi il periodo di prova massimo per il 5° livello è di \*\*30 giorni\*\*/,
    );
  });
  it('a payments count replaced ("invece delle 13, 14") is the one kept', () => {
    const text = opening('calcolo', 'e se invece delle 13 mensilità ne avessi 14?', [
      'RAL 28.000 euro a Torino su 13 mensilità: netto mensile 2026?',
    ]);
    expect(text).toMatch(/su 14 mensilità/);
    expect(text).toMatch(/Piemonte e Torino/);
  });
  it('a change of level supposed ("se passasse alla 4ª") asks the new level’s minimum', () => {
    const text = opening(
      'calcolo',
      "Sempre per lui: se l'operaio di 2ª categoria passasse alla 4ª da gennaio 2027, quale minimo dovrei pagargli?",
      ['il mio operaio Confapi di 2ª categoria ha un minimo di 1.900 euro, è giusto?'],
    );
    expect(text).toMatch(/4ª categoria/);
  });
});

describe('the subject a follow-up asks', () => {
  it('an apprentice’s pay level by month, asked after the apprentice', () => {
    const text = opening(
      'main-agent',
      'sempre lui: dal 15° mese come quale livello lo pago e fino a quando?',
      ["apprendista industria alimentare che arriverà al 3° livello, quanto gli do all'inizio?"],
    );
    expect(text).toMatch(
      /destinato al 3° livello, dall'11° al 22° mese, è retribuito come il 4° livello: \*\*1\.\d{3},\d{2} €\*\*/,
    );
  });
  it('an apprentice’s probation after another worker’s', () => {
    const text = opening('main-agent', 'e un apprendista invece, la prova massima quanto può durare?', [
      'nel ccnl studi professionali quanto dura la prova di un impiegato di 1° livello?',
    ]);
    expect(text).toMatch(/apprendista dura al massimo \*\*90 giorni effettivi\*\*/);
  });
  it('the renewal’s last tranche named by its place', () => {
    const text = opening('main-agent', 'e la tranche finale del rinnovo quando scatta e quanto vale?', [
      'di quanto è salito il minimo del tessile a gennaio 2026?',
    ]);
    expect(text).toMatch(/\*\*48,00 €\*\* dal 1° gennaio 2027/);
  });
  it('the una tantum’s whole and its parts, the increase only named before', () => {
    const text = opening(
      'main-agent',
      'Un vigilante di IV livello assunto nel 2022 mi dice che della una tantum gli manca qualcosa. A quanto ammontava il totale e come era suddiviso nelle rate?',
      ['CCNL vigilanza privata: quando scade?'],
    );
    // (Since session 33 the level's tranches are summed: "**400,00 €**: 135,00 € (settembre 2023) + …".)
    expect(text).toMatch(/\*\*400(?:,00 €| euro)\*\*/);
    expect(text).toMatch(/135(?:,00 €| euro) \(?(?:a )?settembre 2023/);
  });
  it('the consolidation of supplementary hours, dated by the renewal, is not the renewal', () => {
    const text = opening(
      'main-agent',
      "I nostri part-time fanno ore in più da molti mesi: alla luce del nuovo contratto multiservizi si possono consolidare nell'orario? in che percentuale minima?",
    );
    expect(text).toMatch(/\*\*15%\*\* delle ore supplementari/);
  });
  it('a firm size stated picks the part-time minimum’s row', () => {
    const text = opening('main-agent', 'E nel commercio per un negozio con 45 dipendenti?', [
      'Qual è il minimo di ore settimanali di un part-time nel multiservizi?',
    ]);
    expect(text).toMatch(/\*\*orario minimo di 18 ore settimanali\*\* per un'azienda con 45 dipendenti/);
    expect(text).not.toMatch(/16 ore/);
  });
  it('"qualcosa per l’anzianità" asks the seniority premium', () => {
    const text = opening(
      'main-agent',
      "CCNL AIOP RSA: un'infermiera di livello D2 con 14 anni in struttura vuole sapere se ha diritto a qualcosa per l'anzianità. Quanto e per quante mensilità?",
    );
    expect(text).toMatch(/40 €/);
  });
});
