// How the test checkout's card fields read as the renter types (docs/product.md#test-checkout): the number in groups
// of four, the expiry as MM/YY. Only digits count; what the renter types is never refused here (the server decides).

/** "4242424242424242" → "4242 4242 4242 4242"; at most 19 digits, other characters dropped. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12/30", "123" → "12/3", "12/30" stays; at most four digits, other characters dropped. */
export function formatCardExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
