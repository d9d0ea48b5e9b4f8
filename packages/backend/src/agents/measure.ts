/** The figures a comparison sets side by side beyond the knowledge base's topics. */
export type ExtraMeasure =
  | 'divisore'
  | 'aumento'
  | 'una_tantum'
  | 'supplementare'
  | 'annuo'
  | 'apprendistato'
  | 'apprendistato_durata';
