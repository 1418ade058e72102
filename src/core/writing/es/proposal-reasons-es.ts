// Why the letter suggests its rent, in US Spanish (negotiation-letter.ts decides; its ProposalReasonWords type checks
// these where they are picked).

export const PROPOSAL_REASONS_ES = {
  expected: 'la renta esperada para esta vivienda.',
  asked: 'la renta pedida, que el mercado respalda.',
  offeredNoRaise: 'la renta ofrecida, sin aumento sobre lo que paga ahora.',
  offered: 'la renta ofrecida, que el mercado respalda.',
  cap: 'lo máximo que permite el límite estatal a los aumentos de renta.',
  current: 'su renta actual. El mercado no respalda un aumento.',
  suggest: (rent: string, reason: string) => `Le sugerimos ${rent}: ${reason}`,
};
