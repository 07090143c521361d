// Money: the contract's integer cents shown as yuan with 2 decimals. All three of the app's
// languages write CNY the same way ("¥1,234.56", "-¥0.50"; tests hold this against Intl), so no
// Intl here: a screen's first Intl call costs ~40 ms of main thread (ICU set-up), and Mine needs
// Intl for nothing else.
export function formatMoney(cents: number): string {
  const whole = Math.trunc(cents);
  const abs = Math.abs(whole);
  // Integer arithmetic keeps the cents exact.
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}
