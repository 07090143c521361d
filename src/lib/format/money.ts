// Money: the contract's integer cents shown as yuan with 2 decimals, per language.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, language = 'zh-Hans'): string {
  const locale = language === 'zh-Hant' ? 'zh-Hant-HK' : language === 'en' ? 'en' : 'zh-Hans-CN';
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, f);
  }
  // Integer division keeps the cents exact; Intl only adds separators and the symbol.
  return f.format(Math.trunc(cents) / 100);
}
