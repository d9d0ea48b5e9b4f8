import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const ask = async (message: string, history: string[] = []) => {
  const answer = await askAgent('main-agent', message, { history });
  return String(answer.text ?? '');
};
const lead = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n')
    .replace(/\*\*/g, '');

describe('law 104 and disability questions answered from the law (session 66)', () => {
  it('says the carer has 3 days a month', async () => {
    const text = await ask(
      'Mio fratello ha la 104 grave: quanti giorni di permesso posso prendere dal lavoro per stargli dietro?',
    );
    expect(text.replace(/\*\*/g, '')).toContain('3 giorni al mese');
  });

  it('works out the monthly hours on a new week told after the first', async () => {
    const text = await ask(
      'e se l anno prossimo passiamo a 36 ore sempre su 5 giorni quante ore di 104 al mese avrei?',
      [
        'Faccio il magazziniere, 40 ore dal lunedì al venerdì, con la 104 per mia moglie: a ore quante ne posso prendere al mese?',
      ],
    );
    expect(lead(text)).toContain('21,6 ore al mese');
  });

  it('gives a disabled worker 1 hour a day on a short working day', async () => {
    const text = await ask('Se riduco a 4 ore al giorno, quante ore di permesso giornaliero avrei?', [
      'Lavoro in un ufficio 8 ore al giorno e ho la 104 per me. Posso usare i permessi a ore ogni giorno?',
    ]);
    expect(lead(text)).toContain('1 ora al giorno');
  });

  it('scales the days of a vertical part-time on the full time told without "ore"', async () => {
    const text = await ask(
      'Una nostra dipendente è in part-time verticale con 16 ore settimanali, il tempo pieno è 38. Quanti giorni di permesso 104 al mese le spettano?',
    );
    expect(lead(text)).toContain('1 giorno al mese');
  });

  it('answers that the 104 days cut neither holidays nor the 13th', async () => {
    const text = await ask(
      'uso i 3 gg di 104 al mese per mio papà, il capo dice che mi taglia le ferie, è vero?',
    );
    expect(lead(text)).toContain('i permessi 104 non riducono le ferie');
  });

  it('does not treat the family that employs a carer as a domestic worker', async () => {
    const text = await ask(
      'Faccio l’impiegato in un’azienda chimica. Il nonno ha la badante di giorno, la sera lo seguiamo noi, ha la 104 grave: quanti giorni al mese posso prendere?',
    );
    expect(text).not.toContain('non spettano');
    expect(text.replace(/\*\*/g, '')).toContain('3 giorni al mese');
  });

  it('tells a domestic worker the paid hours for medical visits instead of the 104 permits', async () => {
    const text = await ask(
      'sono colf convivente a tempo pieno, mia figlia ha la 104: mi danno i permessi 104 per accompagnarla?',
    );
    const flat = text.replace(/\*\*/g, '');
    expect(flat).toContain('ai lavoratori domestici non spettano i permessi 104');
    expect(flat).toContain('16 ore annue di permesso retribuito per visite mediche');
  });

  it('answers a carer moved to another plant and a carer asking for a nearer one', async () => {
    const moved = await ask(
      'Assisto mia moglie con la 104 grave. L’azienda vuole spostarmi nello stabilimento di Bergamo: possono farlo?',
    );
    expect(moved).toContain('senza il suo consenso');
    const nearer = await ask('Ho la 104 per mio padre: posso chiedere una sede più vicina a casa sua?');
    expect(lead(nearer)).toMatch(/^Sì, ove possibile/);
    expect(nearer).toContain('sede di lavoro più vicina');
  });

  it('exempts a carer from night shifts', async () => {
    const text = await ask(
      'Assisto mio padre che ha la 104 e il reparto mi mette i turni di notte: sono obbligato a farli?',
    );
    expect(lead(text)).toContain('non è obbligato a prestare lavoro notturno chi ha a carico un disabile');
  });

  it('lets the employer ask to plan the permits but not bind the days', async () => {
    const text = await ask(
      'Il responsabile vuole che programmiamo i permessi 104 a inizio mese: può pretenderlo?',
    );
    const opening = lead(text);
    expect(opening).toContain('il datore può chiedere una programmazione preventiva dei permessi');
    expect(opening).toContain('il lavoratore può modificare le giornate per esigenze di assistenza');
  });

  it('keeps the shared days within 3 a month for the same person', async () => {
    const text = await ask('Io e mio fratello possiamo dividerci i permessi 104 per nostra madre?');
    expect(lead(text)).toContain('3 giorni al mese complessivi per la stessa persona assistita');
  });

  it('opens the extraordinary leave with its length and says how it is paid', async () => {
    const text = await ask(
      'Mio marito ha la 104 grave, vorrei il congedo straordinario: quanto dura al massimo e maturo le ferie nel frattempo?',
    );
    expect(lead(text)).toContain('2 anni');
    expect(text).toContain('ultima retribuzione (voci fisse e continuative)');
  });
});
