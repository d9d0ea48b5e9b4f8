// The benchmark's input: a long Italian answer (about 2,000 words) with two tables, as the agents write them.
// Self-contained (no imports, erasable types only) so the bench harness can load it with Node's type stripping.

export const BENCHMARK_WORDS = 2000;

const SENTENCES = [
  'Il contratto collettivo nazionale stabilisce la retribuzione minima per ciascun livello di inquadramento.',
  "Le ferie maturano in proporzione ai mesi di servizio prestati nell'anno di riferimento.",
  'Il periodo di prova varia secondo il livello e deve risultare da atto scritto prima della assunzione.',
  'La tredicesima mensilità è corrisposta entro il mese di dicembre insieme alla retribuzione ordinaria.',
  'Il lavoro straordinario è compensato con le maggiorazioni previste dalla tabella allegata al contratto.',
  "L'indennità di trasferta spetta al lavoratore inviato in missione fuori dal comune della sede abituale.",
  'Gli scatti di anzianità si applicano ogni tre anni di servizio presso la stessa azienda o gruppo.',
  'Il preavviso di licenziamento e di dimissioni dipende dal livello e dagli anni di anzianità maturati.',
  'Le ore di permesso retribuito sono riproporzionate per i rapporti di lavoro a tempo parziale.',
  'La malattia è indennizzata secondo le percentuali indicate, con integrazione a carico del datore di lavoro.',
  "L'elemento distintivo della retribuzione resta acquisito anche dopo il passaggio al livello superiore.",
  'Il calcolo del netto tiene conto dei contributi previdenziali, delle detrazioni e delle addizionali locali.',
];

const HEADINGS = [
  'Retribuzione e livelli',
  'Orario di lavoro e straordinari',
  'Ferie, permessi e festività',
  'Periodo di prova e preavviso',
  'Malattia e infortunio',
  'Trasferte e indennità',
];

const COMPARISON_ROWS = [
  ['Ferie annue', '26 giorni lavorativi', '4 settimane', '22 giorni lavorativi'],
  ['Periodo di prova', 'Fino a 60 giorni', 'Da 1,5 a 6 mesi', 'Da 30 a 180 giorni'],
  ['Orario settimanale', '40 ore', '40 ore', '38 ore e 30 minuti'],
  ['Tredicesima', 'Sì', 'Sì', 'Sì'],
  ['Quattordicesima', 'Sì', 'No', 'Sì'],
  ['Scatti di anzianità', 'Ogni 3 anni, massimo 10', 'Ogni 2 anni, massimo 5', 'Ogni 3 anni, massimo 6'],
  ['Preavviso (livello medio)', '30 giorni', '1 mese e mezzo', '45 giorni'],
  ['Permessi retribuiti', '72 ore annue', '104 ore annue', '80 ore annue'],
];

const PAY_LEVELS = [
  'Quadro',
  'Livello I',
  'Livello II',
  'Livello III',
  'Livello IV',
  'Livello V',
  'Livello VI',
];

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function comparisonTable(): string {
  const head =
    '<thead><tr><th>Parametro</th><th>CCNL Commercio</th><th>CCNL Metalmeccanici</th><th>CCNL Turismo</th></tr></thead>';
  const rows = COMPARISON_ROWS.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`);
  return `<table>${head}<tbody>${rows.join('')}</tbody></table>`;
}

function payTable(): string {
  const head =
    '<thead><tr><th>Livello</th><th align="right">Minimo tabellare</th><th align="right">Contingenza</th>' +
    '<th align="right">Totale lordo</th><th align="right">Netto stimato</th></tr></thead>';
  const euro = (cents: number) =>
    `${Math.floor(cents / 100).toLocaleString('it-IT')},${String(cents % 100).padStart(2, '0')} €`;
  const rows = PAY_LEVELS.map((level, index) => {
    const base = 245_000 - index * 21_350;
    const contingency = 54_000 - index * 1_120;
    const gross = base + contingency;
    const net = Math.round(gross * 0.72);
    return (
      `<tr><td>${level}</td><td align="right">${euro(base)}</td><td align="right">${euro(contingency)}</td>` +
      `<td align="right">${euro(gross)}</td><td align="right">${euro(net)}</td></tr>`
    );
  });
  return `<table>${head}<tbody>${rows.join('')}</tbody></table>`;
}

/** About `words` words of Italian in headings, paragraphs with inline formatting, lists and two tables. */
export function buildBenchmarkHtml(words: number = BENCHMARK_WORDS): string {
  const parts: string[] = [];
  let count = 0;
  const add = (html: string) => {
    parts.push(html);
    count += wordCount(html.replace(/<[^>]+>/g, ' '));
  };
  add('<h1>Confronto tra CCNL e calcolo della retribuzione</h1>');
  add(comparisonTable());
  for (let sentence = 0, section = 0; count < words; sentence += 2) {
    if (sentence % 12 === 0) {
      add(`<h2>${HEADINGS[section % HEADINGS.length]}</h2>`);
      if (++section === 3) add(payTable());
    }
    const first = SENTENCES[sentence % SENTENCES.length] as string;
    const second = SENTENCES[(sentence + 5) % SENTENCES.length] as string;
    if (sentence % 10 === 4) {
      add(
        `<ol><li>${first}</li><li>${second}<ul><li>${SENTENCES[(sentence + 7) % SENTENCES.length]}</li></ul></li></ol>`,
      );
      continue;
    }
    add(
      `<p>${first} <strong>Secondo l'art. ${10 + (sentence % 90)}</strong>, ${second.charAt(0).toLowerCase()}${second.slice(1)} ` +
        `Vedi <a href="https://www.cnel.it/Archivio-Contratti">l'archivio CNEL</a> e <em>le note a verbale</em>.</p>`,
    );
  }
  return parts.join('\n');
}
