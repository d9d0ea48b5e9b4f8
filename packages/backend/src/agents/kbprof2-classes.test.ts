import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';
import { otherDepartment } from './profile-department.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const answer = (agreement: string, message: string) =>
  askAgent('inquadra', message, { categories: [category(agreement)] }).text;
const proposed = (agreement: string, message: string) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+(?: super| [AB])?)/.exec(answer(agreement, message))?.[1];

describe('a profile qualified by a department is not the same title in another department', () => {
  it('tells the room attendant from the dining-room waiter', () => {
    expect(
      otherDepartment('cameriera/cameriere ai piani', ' lavora come cameriere nel salone, serve ai tavoli '),
    ).toBe(true);
    expect(
      otherDepartment('cameriera/cameriere ai piani', ' cameriera che sistema le stanze degli ospiti '),
    ).toBe(false);
    // A job that names no department is not told apart.
    expect(otherDepartment('cameriera/cameriere ai piani', ' fa la cameriera in una pensione ')).toBe(false);
    // A profile without a department is never set aside.
    expect(otherDepartment('cameriere di sala', ' cameriere che serve la colazione in sala ')).toBe(false);
  });

  it('does not place a hotel dining-room waiter among the room attendants', () => {
    const level = proposed(
      'turismo-federalberghi',
      'la persona che prendiamo farà la cameriera nella sala ristorante del nostro albergo, servizio ai tavoli a pranzo',
    );
    expect(level).not.toBe('6°');
  });
});

describe('a rank, a lead or a place shared with a profile is not the job', () => {
  it('a kitchen section chef is not a head of department, a porter in the kitchen is not the head cook', () => {
    const chef = answer(
      'turismo-federalberghi',
      'il nostro chef de partie dei primi piatti, capo partita in albergo: livello?',
    );
    expect(chef).not.toMatch(/Livello proposto: \*\*Quadro B/);
    const porter = answer(
      'turismo-federalberghi',
      'ragazzo che lava pentole e stoviglie nelle cucine del resort: che livello?',
    );
    expect(porter).not.toMatch(/Livello proposto: \*\*1° livello/);
  });

  it('coordinating alone does not lift a job to the level whose definition names coordination', () => {
    const text = answer(
      'turismo-federalberghi',
      'assumiamo un maître che organizza e coordina il servizio dei camerieri nel ristorante dell’hotel: inquadramento?',
    );
    expect(text).not.toMatch(/Livello proposto: \*\*Quadro [AB]/);
  });

  it('whom the job leads is not the job', () => {
    // A head housekeeper who directs the room attendants is not a room attendant, a maître not a waiter.
    expect(
      proposed(
        'turismo-federalberghi',
        'la governante generale dirige le cameriere ai piani e controlla le stanze pronte',
      ),
    ).not.toBe('6°');
    expect(
      proposed(
        'turismo-federalberghi',
        'il nostro maître dirige i camerieri di sala e accoglie gli ospiti al ristorante',
      ),
    ).toBeUndefined();
  });

  it('the place or unit a job runs says what the job is, the workers it leads do not', () => {
    expect(
      proposed(
        'terziario-confcommercio',
        'da solo gestisco il negozio di abbigliamento della catena: orari, cassa, ordini ai fornitori. livello?',
      ),
    ).toBe('1°');
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'in officina faccio il capo squadra e dirigo 4 operai alla verniciatura: che livello mi spetta?',
      ),
    ).toBe('C3');
  });

  it('a department alone is not a profile: a maître di sala is not a dining-room waiter', () => {
    expect(
      proposed('turismo-federalberghi', 'maître di sala in un hotel di lusso, che livello?'),
    ).toBeUndefined();
  });

  it('a profile named word for word still places the job', () => {
    expect(
      proposed('turismo-federalberghi', 'cerchiamo un food and beverage manager per il nostro resort'),
    ).toBe('Quadro B');
  });
});
