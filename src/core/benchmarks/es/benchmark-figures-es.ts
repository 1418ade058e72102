// The official benchmarks' words in US Spanish (benchmark-figures.ts computes the figures).

/** How the rent compares with an official figure: its whole percent, 0 for about the same. */
export function comparisonTextEs(rent: 'asking' | 'offered', percent: number): string {
  const name = rent === 'offered' ? 'renta ofrecida' : 'renta pedida';
  if (percent === 0) return `Más o menos igual a la ${name}`;
  return `La ${name} está un ${Math.abs(percent)}% ${percent > 0 ? 'por encima' : 'por debajo'} de esta cifra`;
}
