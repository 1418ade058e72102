// The rooms' one-line summary in US Spanish (roomsText in listing-text.ts): "2 hab. · 1 baño", "Estudio · 1.5 baños".
export const ROOMS_ES = {
  studio: 'Estudio',
  beds: (count: string) => `${count} hab.`,
  baths: (count: string) => `${count} ${count === '1' ? 'baño' : 'baños'}`,
};
