// China's provinces, cities and districts for the address form's region picker, from
// china-area-data (MIT, GB/T 2260 codes and names, 30 KB gzipped: fetched when the picker first
// opens, precached by the service worker like every chunk, so it opens in a basement too).
// The data's own shape is turned into what a worker reads on an address:
// - the municipalities' "市辖区" and "县" are one city named as the province (上海市 上海市 徐汇区);
// - Hong Kong and Macau, which have districts straight under them, the same way;
// - the counties a province runs directly ("省直辖县级行政区划": 仙桃市, 济源市) are each a city of
//   their own, with themselves as the district.
import { inTime } from '@/lib/loading/deadline';
export type RegionOption = { label: string; value: string; children?: RegionOption[] };
/** The data: a code's children, code -> name; "86" holds the provinces. */
export type AreaData = Record<string, Record<string, string> | undefined>;

const MUNICIPAL = new Set(['市辖区', '县']);
const DIRECT = /直辖县级行政区划$/;

const leaf = (name: string): RegionOption => ({ label: name, value: name });
const named = (name: string, children: RegionOption[]): RegionOption => ({ label: name, value: name, children });

function districtsOf(data: AreaData, code: string): RegionOption[] {
  return Object.values(data[code] ?? {}).map(leaf);
}

/** The three-level options of the region picker. */
export function regionOptions(data: AreaData): RegionOption[] {
  return Object.entries(data['86'] ?? {}).map(([code, province]) => {
    const cities = Object.entries(data[code] ?? {});
    // Districts straight under the province (Hong Kong, Macau): one city, the province's name.
    if (cities.length > 0 && cities.every(([c]) => !data[c])) return named(province, [named(province, cities.map(([, name]) => leaf(name)))]);
    const municipal = cities.filter(([, name]) => MUNICIPAL.has(name));
    const options: RegionOption[] = [];
    if (municipal.length > 0) options.push(named(province, municipal.flatMap(([c]) => districtsOf(data, c))));
    for (const [c, name] of cities) {
      if (MUNICIPAL.has(name)) continue;
      if (DIRECT.test(name)) for (const county of Object.values(data[c] ?? {})) options.push(named(county, [leaf(county)]));
      else options.push(named(name, districtsOf(data, c)));
    }
    return named(province, options);
  });
}

/** The picker's value for an address's texts, when the data has them (else the picker starts empty). */
export function regionValue(options: RegionOption[], province: string, city: string, district: string): string[] {
  const p = options.find((o) => o.value === province);
  const c = p?.children?.find((o) => o.value === city);
  const d = c?.children?.find((o) => o.value === district);
  return p && c && d ? [province, city, district] : [];
}

/** Loads the data and makes the options (once). */
let loaded: Promise<RegionOption[]> | null = null;
export function loadRegionOptions(): Promise<RegionOption[]> {
  loaded ??= inTime(import('china-area-data/v5/data.json'), 'dataon').then((m) => regionOptions(m.default as AreaData)).catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
