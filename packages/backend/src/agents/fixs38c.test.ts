import { describe, expect, it } from 'vitest';
import { boundedStaff } from '../reader/approximate-counts.js';
import { askAgent, openingLine } from '../testing/agents.js';

const answer = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;
const open = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(answer(message, history, agent));

describe('leave, part-time, apprenticeship and domestic rules (session 38, fixs38c)', () => {
  it('a relative lost ("ha perso il nonno") is bereavement leave, not the ROL hours', () => {
    const line = open(
      'Una dipendente con CCNL Studi professionali ha perso il nonno. Quanti giorni di permesso retribuito le spettano e entro quando?',
    );
    expect(line).toContain('permessi per lutto');
    expect(line).toContain('3 giorni lavorativi');
    expect(line).toContain('7 giorni');
    expect(line).not.toMatch(/ROL|riduzione d'orario|40 ore/);
  });

  it('a firm size said as a bound is beyond it: "superasse i 30 dipendenti" is the band over 30', () => {
    expect(boundedStaff("qualora l'organico superasse i 30 dipendenti")).toBe(31);
    expect(boundedStaff('azienda con oltre 30 dipendenti')).toBe(31);
    expect(boundedStaff('meno di 16 dipendenti')).toBe(15);
    expect(boundedStaff('azienda con 30 dipendenti')).toBeUndefined();
    const line = open(
      "Qualora l'organico superasse i 30 dipendenti, il minimo orario settimanale del part-time cambierebbe?",
      [
        "Nel mio negozio (siamo in 3) vorrei un part-time di 12 ore a settimana. Col contratto commercio c'è un minimo?",
      ],
    );
    expect(line).toContain('18 ore settimanali');
    expect(line).not.toContain('16 ore');
  });

  it('supplementary hours and the elastic clause asked together: both open, no sick-leave block', () => {
    const text = answer(
      'Assumo una ragazza part-time col contratto commercio. Quanto devo pagare in più le ore supplementari e cosa comporta la clausola elastica per me?',
    );
    const [first, second] = text.split('\n');
    expect(first).toContain('35%');
    expect(second).toContain('1,5%');
    expect(second).toContain('155,00 €');
    expect(text).not.toMatch(/malattia|comporto/i);
  });

  it("an apprentice's share asked as the agreement's own, where only a guide gives it: a gap with no figure", () => {
    const text = answer(
      "quanti anni dura l'apprendistato nel commercio e che percentuale di paga ha il primo anno secondo il contratto?",
    );
    // The length is a gap; the pay is the art. 53 rule (levels below the final one), no guide's share.
    expect(text).toContain('non è nella base di conoscenza');
    expect(text).toContain('metà del percorso');
    expect(
      open("nel commercio, l'apprendista al primo anno che percentuale della paga finale prende?"),
    ).toContain('due livelli sotto');
  });

  it("an extra month during an absence is the agreement's clause on it, not the absence's pay", () => {
    const domestic = open(
      'E se a ottobre è stata a casa tre settimane in malattia, quel periodo glielo tolgo dalla tredicesima?',
      [
        'La tredicesima della badante convivente si calcola anche su vitto e alloggio? Entro quando va pagata?',
      ],
    );
    expect(domestic).toMatch(/^\*\*No\*\*/);
    expect(domestic).toContain('matura anche durante malattia');
    const paternity = open(
      "Barista col contratto FIPE, a marzo ho preso il congedo di paternità obbligatorio. La quattordicesima di luglio me l'hanno tagliata: matura lo stesso?",
    );
    expect(paternity).toContain('quattordicesima intera');
    const parental = open(
      'Mensa aziendale, CCNL pubblici esercizi: quattro mesi di maternità facoltativa e la quattordicesima ridotta. Nel congedo parentale non matura?',
    );
    expect(parental).toContain('1° dicembre 2027');
    const asked = open(
      'sn in maternita obbligatoria, ccnl pubblici esercizi fipe. la 14esima mi matura lo stesso o me la tolgono?',
    );
    expect(asked).toMatch(/^\*\*Sì\*\*/);
    expect(asked).toContain('quattordicesima intera');
  });

  it("a domestic quarter's hourly contribution and its due day asked together: the band opens, then the day", () => {
    const text = answer(
      "Colf a tempo indeterminato, 20 ore a settimana, la pago 9 euro l'ora. Per il bollettino INPS del trimestre ottobre-dicembre 2026 quanto devo versare per ogni ora lavorata, e qual è la scadenza?",
      [],
      'calcolo',
    );
    expect(openingLine(text)).toContain('1,92 €');
    expect(text).toContain('10 gennaio');
    const until = answer(
      "Colf a tempo indeterminato, 15 ore a settimana, pagata 8,50 euro l'ora. Contributi INPS del trimestre luglio-settembre 2026: quanto si versa per ogni ora e fino a che giorno posso pagare?",
      [],
      'calcolo',
    );
    expect(openingLine(until)).toContain('1,70 €');
    expect(until).toContain('entro il 10 ottobre');
  });
});
