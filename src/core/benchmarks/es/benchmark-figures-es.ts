import { formatUsd } from '../../primitives/format';

// The official benchmarks' words in US Spanish (benchmark-figures.ts computes the figures and types the notes).

/** How the rent compares with an official figure: its whole percent, 0 for about the same. */
export function comparisonTextEs(rent: 'asking' | 'offered', percent: number): string {
  const name = rent === 'offered' ? 'renta ofrecida' : 'renta pedida';
  if (percent === 0) return `Más o menos igual a la ${name}`;
  return `La ${name} está un ${Math.abs(percent)}% ${percent > 0 ? 'por encima' : 'por debajo'} de esta cifra`;
}

const BENCHMARKS_ES = 'las rentas de referencia oficiales para este código postal';

/** benchmark-figures.ts's notes (BenchmarkNoteWords, checked where they are picked). */
export const BENCHMARK_NOTES_ES = {
  noScore: ({ count, min, withBenchmark }: { count: number; min: number; withBenchmark: boolean }) => {
    const found =
      count === 0
        ? 'No se encontró ninguna vivienda comparable útil'
        : count === 1
          ? 'Solo se encontró 1 vivienda comparable útil'
          : `Solo se encontraron ${count} viviendas comparables útiles`;
    const tail = !withBenchmark
      ? ''
      : count === 0
        ? ` La renta esperada que se muestra proviene de ${BENCHMARKS_ES}, con confianza Baja.`
        : ` La renta esperada que se muestra las combina con ${BENCHMARKS_ES}, con confianza Baja.`;
    return `${found}; se necesitan al menos ${min} para una Puntuación de Valor.${tail}`;
  },
  benchmarkDisagreement: ({
    comps,
    benchmark,
    percent,
    side,
  }: {
    comps: number;
    benchmark: number;
    percent: number;
    side: 'above' | 'below';
  }) =>
    `Las comparables indican ${formatUsd(comps)}, un ${percent}% ${side === 'above' ? 'por encima' : 'por debajo'} de los ${formatUsd(benchmark)} que sugieren ${BENCHMARKS_ES}. ` +
    'Aquí los anuncios locales y las cifras oficiales difieren mucho, así que tome la renta esperada con cautela.',
};

/** Where a figure holds (benchmark-figures.ts's BenchmarkArea): the agencies' own names are kept as they write them. */
export const BENCHMARK_AREAS_ES = {
  zip: ({ zip, name }: { zip: string; name: string }) => `Código postal ${zip} (${name})`,
  place: ({ name }: { name: string }) => name,
};

/** What a figure covers (benchmark-figures.ts's BenchmarkCovers): 0 bedrooms is a studio, 6 or more "6+". */
export const BENCHMARK_COVERS_ES = {
  bedrooms: ({ count }: { count: number }) => {
    if (count <= 0) return 'Estudio';
    if (count >= 6) return '6+ habitaciones';
    return count === 1 ? '1 habitación' : `${count} habitaciones`;
  },
  allRentals: () => 'Todas las viviendas en renta, de todos los tamaños',
};
