import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { removeDir, tempDir, testConfig } from '../testing/backend.js';
import { italianDate } from './format.js';
import { KnowledgeBaseError, loadKnowledgeBase } from './knowledge-base.js';
import { findLevel, levelPayAt, tableAt } from './pay.js';
import { stemItalian } from './stemmer.js';
import { normalise, terms } from './text.js';
import { topicFact } from './topics.js';

const KB_DIR = loadConfig({}).kbDir;
const kb = loadKnowledgeBase(KB_DIR);
const ccnl = (id: number) => {
  const found = kb.byCategory(id);
  if (!found) throw new Error(`no agreement ${id}`);
  return found;
};

/** A copy of the bundled knowledge base in a temp folder, with one file changed. */
function brokenCopy(file: string, change: (data: Record<string, unknown>) => void): string {
  const dir = tempDir('ccnl-kb-');
  cpSync(KB_DIR, dir, { recursive: true });
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, 'utf8'));
  change(data);
  writeFileSync(path, JSON.stringify(data));
  return dir;
}

describe('knowledge base files', () => {
  it('loads every agreement, each with a stable id_categoria, sources on every passage and every pay table', () => {
    const files = readdirSync(KB_DIR).filter((f) => f.endsWith('.json'));
    expect(kb.agreements).toHaveLength(files.length);
    expect(kb.agreements.map((a) => a.id_categoria).slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(kb.agreements.map((a) => a.short_name)).toContain('CCNL Commercio');
    for (const agreement of kb.agreements) {
      // A table, or the stated gap of an agreement without one (Terziario Confesercenti).
      expect(agreement.pay_tables.length > 0 || agreement.pay_tables_gap?.gap !== undefined).toBe(true);
      for (const table of agreement.pay_tables) expect(table.sources.length).toBeGreaterThan(0);
    }
    for (const passage of kb.passages) expect(passage.sourceUrl).toMatch(/^https?:\/\//);
    // The statements written in each file come through unchanged.
    const raw = JSON.parse(readFileSync(join(KB_DIR, 'terziario-confcommercio.json'), 'utf8'));
    const texts = kb.passages.filter((p) => p.ccnlId === 'terziario-confcommercio').map((p) => p.text);
    for (const passage of raw.passages) expect(texts).toContain(passage.text);
  });

  it('keeps gaps as gaps: a missing figure is null with the reason, never a guess', () => {
    const edilizia = ccnl(10);
    expect(edilizia.monthly_payments.value).toBeNull();
    expect(edilizia.monthly_payments.gap).toMatch(/dipende dalla qualifica/);
    expect(edilizia.cnel_code.value).toBeNull();
    expect(topicFact(ccnl(8), 'malattia', '2026-01-01')).toMatchObject({
      text: null,
      gap: expect.stringMatching(/^Malattia: Trattamento di malattia e comporto non trovati/),
    });
    // Derived tables are marked as such.
    expect(edilizia.pay_tables.filter((t) => t.derived).map((t) => t.effective_from)).toEqual([
      '2023-07-01',
      '2026-03-01',
      '2027-03-01',
    ]);
  });

  it('cites no code repository, dates or marks every source as undated, and labels it in Italian', () => {
    const english = /\b(the|of|from|read|snapshot|updated|page copy|help article|not opened|table)\b/i;
    for (const file of readdirSync(KB_DIR).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(KB_DIR, file), 'utf8');
      expect(text, file).not.toMatch(/github\.com|gitlab\.com/);
      const sources: { label: string; note?: string; source_date: string }[] = [];
      JSON.parse(text, (key, value) => {
        if (key === 'sources' && Array.isArray(value)) sources.push(...value);
        return value;
      });
      for (const source of sources) {
        expect(source.label, `${file}: ${source.label}`).not.toMatch(english);
        expect(source.note ?? '', `${file}: ${source.note}`).not.toMatch(english);
        expect(source.source_date).toMatch(/^(\d{4}(-\d{2}(-\d{2})?)?|data non indicata)$/);
      }
    }
    // The Commercio tables of November 2026 and February 2027 rest on published pages, the latter marked derived.
    const commercio = ccnl(1);
    const late = commercio.pay_tables.filter((t) => t.effective_from >= '2026-11-01');
    expect(late.map((t) => [t.effective_from, t.derived ?? false])).toEqual([
      ['2026-11-01', false],
      ['2027-02-01', true],
    ]);
    for (const table of late)
      expect(table.sources.every((s) => s.kind !== 'other' || s.confidence === 'low')).toBe(true);
  });

  it('stops start-up with a message naming the file and the field of a bad file', async () => {
    const dataDir = tempDir();
    const cases: [string, (d: Record<string, unknown>) => void, RegExp][] = [
      [
        'turismo-federalberghi.json',
        (d) => delete (d.passages as Record<string, unknown>[])[2]?.source_url,
        /field "passages\.2\.source_url"/,
      ],
      [
        'terziario-confcommercio.json',
        (d) => {
          const row = (d.pay_tables as { levels: { amount: number }[] }[])[1]?.levels[4];
          if (row) row.amount = 1_800;
        },
        /field "pay_tables\.1\.levels\.4\.amount" is invalid: l'importo deve essere la somma delle voci mensili/,
      ],
      ['lavoro-domestico.json', (d) => (d.holidays = { text: null, sources: [] }), /field "holidays\.gap"/],
      ['multiservizi-pulizia.json', (d) => (d.id_categoria = 1), /field "id_categoria" repeats 1/],
      [
        'edilizia-industria-ance.json',
        (d) => (d.schema_version = 2),
        /field "schema_version" is invalid: deve essere 3/,
      ],
      [
        'alimentari-industria.json',
        (d) => {
          const source = (d.holidays as { sources: Record<string, unknown>[] }).sources[0];
          if (source) source.source_date = 'updated 2020-01';
        },
        /field "holidays\.sources\.0\.source_date" is invalid: deve essere AAAA, AAAA-MM, AAAA-MM-GG oppure "data non indicata"/,
      ],
      [
        'alimentari-industria.json',
        (d) => delete (d.holidays as { sources: Record<string, unknown>[] }).sources[0]?.kind,
        /field "holidays\.sources\.0\.kind"/,
      ],
      [
        'turismo-federalberghi.json',
        (d) => ((d.validity as { tranches: string[] }).tranches = ['2026-05-01', '2025-01-01']),
        /field "validity\.tranches" is invalid: le date delle tranche devono essere in ordine crescente/,
      ],
    ];
    try {
      for (const [file, change, message] of cases) {
        const kbDir = brokenCopy(file, change);
        try {
          const error = await createApp(testConfig(dataDir, { kbDir })).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(KnowledgeBaseError);
          expect((error as Error).message).toContain(file);
          expect((error as Error).message).toMatch(message);
        } finally {
          removeDir(kbDir);
        }
      }
      const kbDir = brokenCopy('turismo-federalberghi.json', () => {});
      writeFileSync(join(kbDir, 'rotto.json'), '{ "id": ');
      await expect(createApp(testConfig(dataDir, { kbDir }))).rejects.toThrow(
        /rotto\.json cannot be read as JSON/,
      );
      removeDir(kbDir);
    } finally {
      removeDir(dataDir);
    }
  });
});

describe('Italian stemming and retrieval', () => {
  it('folds accents, plurals, verb and noun forms and synonyms together', () => {
    expect(normalise("Qual è l'anzianità? PERCHÉ! 3ª")).toBe('qual e l anzianita perche 3a');
    for (const [a, b] of [
      ['settimanali', 'settimanale'],
      ['licenziamento', 'licenziato'],
      ['lavoratori', 'lavoratore'],
      ['commessi', 'commessa'],
      ['camerieri', 'cameriere'],
      ['magazzinieri', 'magazziniere'],
      ['specializzati', 'specializzato'],
    ])
      expect(stemItalian(a as string), `${a} / ${b}`).toBe(stemItalian(b as string));
    expect(stemItalian('3s')).toBe('3s');
    expect(terms('ore settimanali')).toEqual(terms('orario settimanale'));
    // Farm workers' shorthand meets the words the sources use.
    expect(terms('gli OTD e gli OTI')).toEqual(terms('determinato e indeterminato'));
    expect(terms('stipendio del quarto livello')).toEqual(terms('paga 4 livelli'));
    expect(terms('il di che per')).toEqual([]);
  });

  it('recognises the agreements a question names, by name first and then by sector words', () => {
    expect(kb.recognise('periodo di prova nel CCNL commercio').map((c) => c.id_categoria)).toEqual([1]);
    expect(kb.recognise('ferie di una colf').map((c) => c.id_categoria)).toEqual([7]);
    expect(
      kb
        .recognise('confronta metalmeccanici e commercio')
        .map((c) => c.id_categoria)
        .sort(),
    ).toEqual([1, 2]);
    expect(kb.recognise('quanto dura la prova?')).toEqual([]);
  });

  it('ranks the passage that answers the question first, within the agreements asked about', () => {
    const best = (question: string, ids?: string[]) =>
      kb.search(question, ids ? { ccnlIds: ids } : {})[0]?.item;
    expect(best('Da quando decorre il preavviso?', ['terziario-confcommercio'])?.article).toBe('art. 247');
    expect(
      best('Quante ore settimanali si lavorano?', ['logistica-trasporto-merci-spedizione'])?.text,
    ).toContain('39 ore');
    expect(best('scatti di anzianità colf', ['lavoro-domestico'])?.text).toMatch(/4%/);
    expect(best('riduzione orario annua stabilimenti balneari')?.ccnlId).toBe('pubblici-esercizi-fipe');
    expect(kb.search('Qual è la capitale della Francia?')).toEqual([]);
  });
});

describe('pay tables and levels', () => {
  it('uses the table in force on the day, and the next tranche after it', () => {
    const commercio = ccnl(1);
    expect(levelPayAt(commercio, '4', '2025-12-01')?.row.amount).toBe(1_783.75);
    expect(levelPayAt(commercio, '4', '2025-12-01')?.next?.table.effective_from).toBe('2026-11-01');
    expect(levelPayAt(commercio, '4', '2027-03-01')?.row.amount).toBe(1_858.75);
    // The March 2025 table published its totals without the 2.07 € terzo elemento: the minimum includes it.
    expect(levelPayAt(commercio, '4', '2025-03-15')?.row).toMatchObject({
      amount: 1_748.75,
      published_total: 1_746.68,
    });
    // Before March 2025: a table derived from the published March 2025 base pay and increments, marked as such.
    expect(levelPayAt(commercio, '4', '2024-12-31')?.row.amount).toBe(1_718.75);
    expect(levelPayAt(commercio, '4', '2024-12-31')?.table.derived).toBe(true);
    expect(levelPayAt(commercio, '4', '2024-03-31')).toBeUndefined();
    expect(
      tableAt(ccnl(6), '2026-02-01', 'viaggiante').current?.levels.find((r) => r.level === 'B3')?.amount,
    ).toBe(2_010.37);
    expect(italianDate('2025-11-01')).toBe('1° novembre 2025');
  });

  it('finds the level a question names, in each agreement’s own codes', () => {
    expect(findLevel(ccnl(1), 'un commesso di quarto livello')).toBe('4');
    expect(findLevel(ccnl(1), 'livello Quadri')).toBe('Q');
    expect(findLevel(ccnl(1), 'con 2 scatti di anzianità')).toBeUndefined();
    expect(findLevel(ccnl(2), 'un C3 metalmeccanico')).toBe('C3');
    expect(findLevel(ccnl(5), '3° super')).toBe('3S');
    expect(findLevel(ccnl(3), 'quadro A')).toBe('Qa');
    expect(findLevel(ccnl(7), 'badante livello BS')).toBe('BS');
    // A payslip's "livello 3/A" is the Alimentari 3A, not the 3rd level.
    expect(findLevel(ccnl(8), 'Industria Alimentare - livello 3/A - operaio specializzato')).toBe('3A');
    expect(findLevel(ccnl(8), 'livello 3 - operaio qualificato')).toBe('3');
    expect(findLevel(ccnl(8), 'livello 3 - a tempo pieno')).toBe('3');
  });

  it('checks the surcharge table at start-up', () => {
    expect(kb.surcharges.regional.length).toBeGreaterThanOrEqual(16);
    expect(kb.surcharges.municipal.find((m) => m.city === 'Palermo' && m.year === 2026)?.brackets).toBeNull();
  });
});
