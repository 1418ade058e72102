import { describe, expect, it } from 'vitest';
import { inventedNumbers, letterFigures, numbersInText } from './letter-numbers';
import { listing, renewal, request } from '#fixtures/letter-facts';

describe('inventedNumbers', () => {
  const req = request(listing);

  it('catches an invented rent, percent or size', () => {
    expect(inventedNumbers('Similar units rent for $1,700 a month.', listing, req)).toEqual(['$1,700']);
    expect(inventedNumbers('The rent is 12% above the market.', listing, req)).toEqual(['12%']);
    expect(inventedNumbers('A unit of 900 sq ft nearby.', listing, req)).toEqual(['900']);
    expect(inventedNumbers('I can sign a 12-month lease on June 1, 2026.', listing, req)).toEqual([
      'June 1, 2026',
      '12',
    ]);
    expect(inventedNumbers('Call me at 555-0100.', listing, req)).toEqual(['555', '0100']);
  });

  it('allows the real figures with or without $, commas or cents, and the derived ones', () => {
    for (const text of [
      'I propose $1,780 a month.',
      'I propose 1780 a month.',
      'I propose $1,780.00, not $2,100.00.',
      'The range is $1,673–$1,887, or 1,673.20 to 1,886.80.',
      'That saves $320 a month ($3,840 a year), 15.2% less than asked.',
      'The asking rent is $320 (18%) above the expected rent.',
      'A 2-bedroom of 1,000 sq ft; 45 Oak St is 0.4 mi away (0.42 miles).',
      'The report of May 4, 2026 (2026-05-04, 5/4/2026, 4 May 2026) is at https://rentvalue.example/r/k3J9x2.',
      'The HUD FY2024 figure for ZIP 62701 is $1,450.',
      'With specials the rent is $1,925; the comps rent for $1,650 and $1,750.',
    ]) {
      expect(inventedNumbers(text, listing, req), text).toEqual([]);
    }
  });

  it('reads Spanish dates as dates: the report’s date passes, another is caught whole', () => {
    expect(inventedNumbers('El informe del 4 de mayo de 2026 (mayo de 2026, el 4 de mayo).', listing, req)).toEqual([]);
    expect(inventedNumbers('Puedo firmar un contrato el 1 de junio de 2026.', listing, req)).toEqual([
      '1 de junio de 2026',
    ]);
  });

  it('does not allow the numbers of comps that are not cited', () => {
    // $1,825 is above the $1,780 proposed.
    expect(inventedNumbers('300 Elm Rd rents for $1,825.', listing, req)).toEqual(['300', '$1,825']);
    expect(inventedNumbers('77 Birch Ct rents for $1,600.', listing, req)).toEqual([]);
  });

  it('allows the renewal increase and the cap', () => {
    const r = request(renewal);
    expect(
      inventedNumbers('From $2,100 to $2,300: $200 more, 9.52 percent. AB 1482 caps it at 8.3% ($2,274).', renewal, r),
    ).toEqual([]);
    expect(inventedNumbers('The cap is 15%.', renewal, r)).toEqual(['15%']);
    // 9.52% rounded: a model may write the increase as 10%.
    expect(inventedNumbers('A 10% increase.', renewal, r)).toEqual([]);
  });
});

describe('helpers', () => {
  it('numbersInText normalises money, percents and decimals', () => {
    expect(numbersInText('$1,850.00 and 12 percent, 0.40 mi, 9.5%').map((n) => n.value)).toEqual([
      '1850',
      '12%',
      '0.4',
      '9.5%',
    ]);
  });

  it('letterFigures holds the proposal, the cited comps and the dates', () => {
    const figures = letterFigures(listing, req());
    for (const figure of ['1780', '2100', '1650', '0.4', '950', '1450', 'date:2026-05-04', '2026', '62701'])
      expect(figures.has(figure), figure).toBe(true);
    expect(figures.has('1825')).toBe(false);
    function req() {
      return request(listing);
    }
  });
});
