// The region picker's list, from the real data the app ships (china-area-data): each place as a
// worker writes it on an address, within the contract's 20 characters per part.
import { describe, expect, it } from 'vitest';
import data from 'china-area-data/v5/data.json';
import { type AreaData, type RegionOption, regionOptions, regionValue } from '@/features/mine/utils/regions';

const options = regionOptions(data as unknown as AreaData);
const find = (list: RegionOption[] | undefined, name: string) => list?.find((o) => o.value === name);

describe('Region options', () => {
  it('lists every province, each with cities, each city with districts, no part over 20 characters', () => {
    expect(options.length).toBeGreaterThanOrEqual(34);
    for (const province of options) {
      expect(province.children?.length, province.label).toBeGreaterThan(0);
      for (const city of province.children!) {
        expect(city.children?.length, `${province.label} ${city.label}`).toBeGreaterThan(0);
        for (const district of city.children!) expect(district.label.length).toBeLessThanOrEqual(20);
      }
    }
    expect(options.flatMap((p) => p.children!.map((c) => c.label))).not.toContain('市辖区');
  });

  it('names a municipality’s city as the municipality, with all its districts and counties', () => {
    const chongqing = find(options, '重庆市')!;
    expect(chongqing.children!.map((c) => c.label)).toEqual(['重庆市']);
    const districts = chongqing.children![0].children!.map((d) => d.label);
    expect(districts).toContain('渝中区');
    expect(districts).toContain('城口县');
    expect(find(find(options, '上海市')?.children, '上海市')?.children?.map((d) => d.label)).toContain('浦东新区');
  });

  it('gives Hong Kong its districts under one city, and a county a province runs as a city of its own', () => {
    const hongKong = find(options, '香港特别行政区')!;
    expect(hongKong.children!.map((c) => c.label)).toEqual(['香港特别行政区']);
    expect(hongKong.children![0].children!.length).toBeGreaterThan(10);
    const hubei = find(options, '湖北省')!;
    expect(find(hubei.children, '仙桃市')?.children?.map((d) => d.label)).toEqual(['仙桃市']);
    expect(hubei.children!.map((c) => c.label).some((name) => name.includes('直辖'))).toBe(false);
  });

  it('starts the picker at an address’s region when the list has it, else empty', () => {
    expect(regionValue(options, '上海市', '上海市', '静安区')).toEqual(['上海市', '上海市', '静安区']);
    expect(regionValue(options, '上海市', '市辖区', '静安区')).toEqual([]);
    expect(regionValue(options, '', '', '')).toEqual([]);
  });
});
