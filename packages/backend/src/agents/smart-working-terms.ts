/** The words that name remote work ("lavoro agile", "smart working", "telelavoro", "lavoro da casa"). */
export const SMART =
  /\blavoro agile\b|\bsmart ?working\b|\bsmart\b|\blavor\w* da (?:casa|remoto)\b|\btelelavoro\b/;
